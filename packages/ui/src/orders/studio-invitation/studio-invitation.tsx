import { useId, type ComponentProps, type ReactNode } from "react";
import { studioServices, studioUnderReviewNote } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";

export type StudioInvitationProps = ComponentProps<"div"> & {
  /** Something to do next, e.g. a link to the verification page. */
  action?: ReactNode;
  /** The doctor's documents are being reviewed (verification state 0): says so first. */
  underReview?: boolean;
};

/**
 * Shown instead of the patient tabs while the studio is not open (verification state not 1 or 3):
 * an invitation to open the studio in the mobile app, listing the services it brings.
 */
export function StudioInvitation({ className, action, underReview = false, ...props }: StudioInvitationProps) {
  const titleId = useId();
  return (
    <Card
      data-slot="studio-invitation"
      role="region"
      aria-labelledby={titleId}
      data-under-review={underReview ? "" : undefined}
      className={cn("mx-auto max-w-[504px] items-center gap-4 bg-dc-surface px-8 py-10 text-center", className)}
      {...props}
    >
      <h2 id={titleId} className="text-dc-lg font-semibold text-dc-foreground">
        您还未开通工作室
      </h2>
      {underReview ? (
        <p data-slot="studio-review-note" role="status" className="rounded-dc-md bg-dc-status-pending px-3 py-2 text-dc-status-pending-foreground">
          {studioUnderReviewNote}
        </p>
      ) : null}
      <p className="text-dc-muted-foreground">请在手机App中开通您的工作室，开通后即可为患者提供以下服务：</p>
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
