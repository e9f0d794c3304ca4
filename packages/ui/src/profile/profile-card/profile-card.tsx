import { useId, type ComponentProps } from "react";
import {
  hospitalLevelLabels,
  isStudioOpen,
  manageMaterialsLabel,
  normalizeVerificationState,
  practiceYearLabels,
  profileFieldLabels as labels,
  profileTexts,
  verificationStateLabel,
  type Doctor,
  type VerificationState,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { defaultRenderLink, type RenderLink } from "../../lib/link";
import { Badge, type BadgeVariant } from "../../primitives/badge";
import { buttonVariants } from "../../primitives/button";
import { Card, CardAction, CardContent, CardHeader } from "../../primitives/card";
import { formatDepartments, formatRegion } from "../../lib/format";

export type ProfileCardProps = Omit<ComponentProps<"div">, "children"> & {
  doctor: Doctor;
  /** The verification state (-1 when GET /management/authentication answered 30007) and reason. */
  verification: { state: number; reason?: string };
  /** Links to the other personal-data pages; default plain anchors. */
  renderLink?: RenderLink;
  hrefs?: { edit: string; documents: string; studio: string };
  /** The heading's level: 1 when the card is the page (default 2). */
  headingLevel?: 1 | 2 | 3;
};

const stateVariant: Record<VerificationState, BadgeVariant> = { [-1]: "muted", 0: "pending", 1: "success", 2: "rejected", 3: "success" };

export const profileHrefs = {
  edit: "/personalData/editInformation",
  documents: "/personalData/certificateReview",
  studio: "/personalData/openingStudio",
};

/**
 * The doctor's profile as patients know it, and where verification stands: 未认证, 审核中, 已认证,
 * 认证失败 (with the reason). Links: 编辑资料, 管理资料 (审核中 while under review), and 开通工作室 while
 * the studio is not open.
 */
export function ProfileCard({
  doctor,
  verification,
  renderLink = defaultRenderLink,
  hrefs = profileHrefs,
  headingLevel = 2,
  className,
  ...props
}: ProfileCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const state = normalizeVerificationState(verification.state);
  const rows: [string, string][] = [
    [labels.doctorName, doctor.doctorName],
    [labels.sex, doctor.sex],
    [labels.birthDay, doctor.birthDay],
    [labels.hospital, doctor.hospital],
    [labels.hospitalLevel, hospitalLevelLabels[doctor.hospitalLevel] ?? ""],
    [labels.title, doctor.title],
    [labels.region, formatRegion(doctor)],
    [labels.department, formatDepartments(doctor)],
    [labels.practiceYear, practiceYearLabels[doctor.practiceYear] ?? ""],
  ];
  const link = (href: string, text: string, variant: "primary" | "secondary") =>
    renderLink({ href, className: buttonVariants({ variant, size: "default" }), children: text });

  return (
    <Card data-slot="profile-card" role="group" aria-labelledby={headingId} className={cn("max-w-[672px]", className)} {...props}>
        <CardHeader>
          <Heading id={headingId} data-slot="card-title" className="text-dc-lg leading-6 font-medium">
            {profileTexts.heading}
          </Heading>
          <CardAction className="flex flex-wrap gap-2">
            {link(hrefs.edit, profileTexts.editProfile, "primary")}
            {link(hrefs.documents, manageMaterialsLabel(state), "secondary")}
            {isStudioOpen(state) ? null : link(hrefs.studio, profileTexts.openStudio, "secondary")}
          </CardAction>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 sm:flex-row">
          {doctor.photoUrl ? (
            <img
              data-slot="profile-card-photo"
              src={doctor.photoUrl}
              alt={`${doctor.doctorName}的${labels.photoUrl}`}
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-full border border-dc-border bg-dc-muted object-cover"
            />
          ) : (
            <span aria-hidden className="flex size-24 shrink-0 items-center justify-center rounded-full bg-dc-primary-soft text-dc-3xl text-dc-primary-soft-foreground">
              {doctor.doctorName.slice(0, 1)}
            </span>
          )}
          <div className="grid min-w-0 flex-1 gap-3">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-dc-muted-foreground">{label}</dt>
                  <dd className="text-dc-foreground">{value || "—"}</dd>
                </div>
              ))}
            </dl>
            <p data-slot="profile-card-verification" data-state={state} className="flex flex-wrap items-center gap-2 border-t border-dc-border pt-3">
              <span className="text-dc-muted-foreground">{profileTexts.verificationState}</span>
              <Badge variant={stateVariant[state]}>{verificationStateLabel(state)}</Badge>
              {state === 2 && verification.reason ? <span className="text-dc-status-rejected-foreground">{verification.reason}</span> : null}
            </p>
          </div>
        </CardContent>
    </Card>
  );
}
