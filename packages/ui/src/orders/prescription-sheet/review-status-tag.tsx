import type { PrescriptionReview } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Badge, type BadgeVariant } from "../../primitives/badge";

const variant: Record<PrescriptionReview["status"], BadgeVariant> = {
  approved: "success",
  reviewing: "pending",
  rejected: "rejected",
};

/** The review status of a prescription as a tag (审核通过 / 处方审核中 / 审核未通过). */
export function ReviewStatusTag({ review, className }: { review: Pick<PrescriptionReview, "status" | "label">; className?: string }) {
  return (
    <Badge
      data-slot="review-status-tag"
      data-review={review.status}
      variant={variant[review.status]}
      size="sm"
      className={cn("print:border-dc-foreground print:bg-transparent print:text-dc-foreground", className)}
    >
      {review.label}
    </Badge>
  );
}
