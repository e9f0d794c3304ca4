import { useId, type ComponentProps, type ReactNode } from "react";
import { studioGate, studioServices, type StudioGate } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";

export type StudioInvitationProps = ComponentProps<"div"> & {
  /** Something to do next, e.g. a link to the verification page. */
  action?: ReactNode;
  /**
   * The gate as domain's `studioGate(state)` answers it: the message every closed page shows and
   * its detail. By default the one of a doctor who has not completed verification.
   */
  gate?: StudioGate;
  /** The doctor's documents are being reviewed (verification state 0): the under-review gate. Ignored when `gate` is given. */
  underReview?: boolean;
};

/**
 * Shown instead of the patient tabs while the studio is not open (verification state not 1 or 3):
 * the same message and detail as every closed page (domain's `studioGate`), the services the
 * studio brings, and where to go (`action`).
 */
export function StudioInvitation({ className, action, gate: gateProp, underReview = false, ...props }: StudioInvitationProps) {
  const titleId = useId();
  const gate = gateProp ?? studioGate(underReview ? 0 : -1)!;
  const reviewing = gateProp ? gateProp.detail === studioGate(0)!.detail : underReview;
  return (
    <Card
      data-slot="studio-invitation"
      role="region"
      aria-labelledby={titleId}
      data-under-review={reviewing ? "" : undefined}
      className={cn("mx-auto max-w-[504px] items-center gap-4 bg-dc-surface px-8 py-10 text-center", className)}
      {...props}
    >
      <h2 id={titleId} className="text-dc-lg font-semibold text-dc-foreground">
        {gate.message}
      </h2>
      <p
        data-slot="studio-gate-detail"
        role={reviewing ? "status" : undefined}
        className={reviewing ? "rounded-dc-md bg-dc-status-pending px-3 py-2 text-dc-status-pending-foreground" : "text-dc-foreground"}
      >
        {gate.detail}
      </p>
      <p className="text-dc-muted-foreground">开通后即可为患者提供以下服务：</p>
      <ul className="grid w-full grid-cols-1 gap-3 sm:grid-cols-3" aria-label="工作室服务">
        {studioServices.map((service) => (
          <li
            key={service}
            data-slot="studio-service"
            className="rounded-dc-md border border-dc-border bg-dc-background px-3 py-4 font-medium text-dc-primary-soft-foreground"
          >
            {service}
          </li>
        ))}
      </ul>
      {action ? <div className="pt-2">{action}</div> : null}
    </Card>
  );
}
