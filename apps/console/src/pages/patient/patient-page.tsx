import { useState } from "react";
import { Link, Redirect, useLocation } from "wouter";
import { patientTabs, type PatientTab } from "@doctor-console/domain";
import { StudioInvitation } from "@doctor-console/ui/orders";
import { Badge, Button, Card, LinkTab, LinkTabs, VisuallyHidden } from "@doctor-console/ui/primitives";
import { useSession } from "../../session/session";
import { AlertSettings } from "./alert-settings";
import { PatientList } from "./patient-list";
import { usePendingOrderCount } from "./use-pending-orders";

export const FIRST_TAB_PATH = `/patient/${patientTabs[0].route}`;

/** The tab a path names (`/patient/patient_ycf`, any case), or undefined. */
export function tabOfPath(path: string): PatientTab | undefined {
  const name = path.split("/").filter(Boolean)[1]?.toLowerCase();
  return patientTabs.find((t) => t.route.toLowerCase() === name);
}

/**
 * /patient: the studio gate (spec §2: verification state not 1 or 3 → the invitation), then the
 * nine tabs, each a paged list of the orders in its state.
 */
export default function PatientPage() {
  const session = useSession();
  const [path] = useLocation();
  // The shell polls for new pending orders; this page shows the same count on its tab.
  const pendingCount = usePendingOrderCount();
  // Entering a tab (even the current one again) starts its list at page 1.
  const [entry, setEntry] = useState(0);
  const tab = tabOfPath(path);

  if (!session.studioOpen) {
    return (
      <StudioInvitation
        className="mt-8"
        action={
          <Button asChild variant="outline">
            <Link href="/personalData">查看认证状态</Link>
          </Button>
        }
      />
    );
  }
  if (!tab) return <Redirect to={FIRST_TAB_PATH} replace />;

  return (
    <section aria-labelledby="patient-page-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="patient-page-title" className="text-lg font-semibold">
          问诊订单
        </h1>
        <AlertSettings />
      </header>
      <Card className="gap-4 p-4">
        <LinkTabs aria-label="问诊订单分类">
          {patientTabs.map((t) => (
            <LinkTab key={t.route} asChild active={t.route === tab.route}>
              <Link href={`/patient/${t.route}`} onClick={() => setEntry((n) => n + 1)}>
                {t.label}
                {t.listState === 0 && pendingCount > 0 ? (
                  <>
                    <Badge status="rejected" size="sm" className="ml-1 rounded-full">
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
