import { Link } from "wouter";
import { isVerificationUnderReview, patientTabs } from "@doctor-console/domain";
import { StudioInvitation } from "@doctor-console/ui/orders";
import { Badge, Button, Card, LinkTab, LinkTabs, VisuallyHidden } from "@doctor-console/ui/primitives";
import { useSession } from "../../session/session";
import { useSectionTab } from "../../features/navigation/section-tab";
import { AlertSettings } from "../../features/orders/alert-settings";
import { PatientList } from "../../features/orders/patient-list";
import { usePendingOrderCount } from "../../features/orders/use-pending-orders";
import { paths } from "../../paths";

/**
 * /patient: the studio gate (see docs/behaviour/orders.md#studio-invitation: verification state not 1 or 3 → the invitation), then the
 * nine tabs, each a paged list of the orders in its state.
 */
export default function PatientPage() {
  const session = useSession();
  // The shell polls for new pending orders; this page shows the same count on its tab.
  const pendingCount = usePendingOrderCount();
  const { tab, entry, onEnter } = useSectionTab(patientTabs);

  if (!session.studioOpen) {
    return (
      <StudioInvitation
        className="mt-8"
        underReview={isVerificationUnderReview(session.verificationState)}
        action={
          <Button asChild variant="outline">
            <Link href={paths.personalData}>查看认证状态</Link>
          </Button>
        }
      />
    );
  }
  // A path naming no tab is sent to the first tab before this page shows (landingPath, routes.ts).
  if (!tab) return null;

  return (
    <section aria-labelledby="patient-page-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="patient-page-title" className="text-dc-lg font-semibold">
          问诊订单
        </h1>
        <AlertSettings />
      </header>
      <Card className="gap-4 p-4">
        <LinkTabs aria-label="问诊订单分类">
          {patientTabs.map((t) => (
            <LinkTab key={t.route} asChild active={t.route === tab.route}>
              <Link href={paths.patientTab(t.route)} onClick={onEnter}>
                {t.label}
                {t.listState === 0 && pendingCount > 0 ? (
                  <>
                    <Badge variant="rejected" size="sm" className="ml-1 rounded-full">
                      {pendingCount > 99 ? "99+" : pendingCount}
                    </Badge>
                    <VisuallyHidden>个待接诊订单</VisuallyHidden>
                  </>
                ) : null}
              </Link>
            </LinkTab>
          ))}
        </LinkTabs>
        <PatientList key={`${tab.route}:${entry}`} listState={tab.listState} />
      </Card>
    </section>
  );
}
