import { orderStatus, type ConsultationOrder } from "@doctor-console/domain";
import { Badge } from "../../primitives/badge";

/** An order's status as a tag: 待接诊, 已接诊, 已拒绝, 已转出, 已超时, 待评价, 已结束, in its colour. */
export function OrderStatusTag({ order, className }: { order: Pick<ConsultationOrder, "state" | "extract" | "doctorName">; className?: string }) {
  const status = orderStatus(order);
  return (
    <Badge data-slot="order-status-tag" data-order-status={status.key} variant={status.tone} size="sm" className={className}>
      {status.label}
    </Badge>
  );
}
