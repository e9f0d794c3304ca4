import { Link, useSearch } from "wouter";
import { useQuery } from "../../data/server-state";
import { isAwaitingDoctor, patientTabs, studioGate } from "@doctor-console/domain";
import { StudioInvitation } from "@doctor-console/ui/orders";
import { Badge, Card, LinkTab, LinkTabs, VisuallyHidden } from "@doctor-console/ui/primitives";
import { StudioGateAction } from "../../features/personal-data/studio-gate-action";
import { useSession } from "../../session/session";
import { useSectionTab } from "../../features/navigation/section-tab";
import { AlertSettings } from "../../features/orders/alert-settings";
import { PatientList } from "../../features/orders/patient-list";
import { OrderListViewBar } from "../../features/orders/list-view-bar";
import { orderListView } from "../../features/orders/list-view";
import { orderQueries } from "../../data/queries";
import { paths } from "../../paths";

/**
 * /patient: the studio gate (see docs/behaviour/orders.md#studio-invitation: verification state not 1 or 3 → the invitation), then the
 * nine tabs, each a paged list of the orders in its state.
 */
export default function PatientPage() {
  const session = useSession();
  const { tab, entry, onEnter } = useSectionTab(patientTabs);
  const search = useSearch();

  if (!session.studioOpen) {
    return (
      <StudioInvitation
        className="mt-8"
        gate={studioGate(session.verificationState)!}
        action={<StudioGateAction />}
      />    );
  }
  // A path naming no tab is sent to the first tab before this page shows (landingPath, routes.ts).
  if (!tab) return null;
  const view = orderListView(search, tab.listState);

  return (
    <section aria-labelledby="patient-page-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="patient-page-title" className="text-dc-lg font-semibold">
          问诊订单
        </h1>
        <AlertSettings />
      </header>
      <Card className="gap-4 p-4">
        <PatientTabs active={tab.route} onEnter={onEnter} />
        <OrderListViewBar tab={tab} view={view} />
        <PatientList key={`${tab.route}:${entry}:${view.sort}:${view.filter ?? ""}`} listState={tab.listState} view={view} />
      </Card>
    </section>
  );
}

/**
 * The nine tabs, with what waits on each, from the lists the shell's poll keeps fresh: 待接诊's
 * total and the 线下门诊 orders awaiting an answer. A component of its own: a count that arrives
 * after the page's first paint re-renders the tabs, not the list.
 */
function PatientTabs({ active, onEnter }: { active: string; onEnter: () => void }) {
  const consultations = useQuery(orderQueries.list(0, 1)).data?.total ?? 0;
  // The 线下门诊 list is the shell's poll's (features/orders/use-pending-orders.ts), which asks
  // for it once the first paint is on screen: the page does not ask for it beside its own list.
  const faceToFace = useQuery({ ...orderQueries.everyPage(4), enabled: false }).data?.list.filter(isAwaitingDoctor).length ?? 0;
  const waiting: Partial<Record<number, number>> = { 0: consultations, 4: faceToFace };
  return (
    <LinkTabs aria-label="问诊订单分类">
      {patientTabs.map((t) => (
        <LinkTab key={t.route} asChild active={t.route === active}>
          <Link href={paths.patientTab(t.route)} onClick={onEnter}>
            {t.label}
            {(waiting[t.listState] ?? 0) > 0 ? (
              <>
                <Badge variant="rejected" size="sm" className="ml-1 rounded-full">
                  {waiting[t.listState]! > 99 ? "99+" : waiting[t.listState]}
                </Badge>
                <VisuallyHidden>个待接诊订单</VisuallyHidden>
              </>
            ) : null}
          </Link>
        </LinkTab>
      ))}
    </LinkTabs>
  );
}
