import { useId, type ComponentProps, type ReactNode } from "react";
import type { StudioGate } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";

export type StudioGateNoticeProps = Omit<ComponentProps<"div">, "children"> & {
  /** The gate as domain's `studioGate(state)` answers it. */
  gate: StudioGate;
  /** Something to do next: the link to 个人资料. */
  action?: ReactNode;
};

/**
 * What a publishing page shows instead of its list or editor while the studio is not open
 * (see docs/behaviour/publishing.md#studio-gate): 您还未开通工作室，开通后再来吧, why, and where to go.
 */
export function StudioGateNotice({ gate, action, className, ...props }: StudioGateNoticeProps) {
  const titleId = useId();
  return (
    <Card
      data-slot="studio-gate-notice"
      role="region"
      aria-labelledby={titleId}
      className={cn("mx-auto mt-8 max-w-[504px] items-center gap-3 px-8 py-10 text-center", className)}
      {...props}
    >
      <h1 id={titleId} className="text-dc-lg font-semibold text-dc-foreground">
        {gate.message}
      </h1>
      <p className="text-dc-muted-foreground">{gate.detail}</p>
      {action ? <div className="pt-2">{action}</div> : null}
    </Card>
  );
}
