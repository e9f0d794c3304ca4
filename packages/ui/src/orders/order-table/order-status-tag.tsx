import { orderStatusLabel, type ConsultationOrder } from "@doctor-console/domain";
import { Badge, type BadgeStatus } from "../../primitives/badge";

const tone: Record<number, BadgeStatus> = {
  0: "muted",
  1: "pending",
  2: "info",
  3: "rejected",
  4: "muted",
  6: "pending",
  7: "success",
};

/** An order's state as a tag: 待接诊, 已接诊, 已拒绝, 已超时, 待评价, 已结束. */
export function OrderStatusTag({ state, className }: { state: ConsultationOrder["state"]; className?: string }) {
  return (
    <Badge data-slot="order-status-tag" data-order-state={state} status={tone[state] ?? "muted"} size="sm" className={className}>
      {orderStatusLabel({ state })}
    </Badge>
  );
}
