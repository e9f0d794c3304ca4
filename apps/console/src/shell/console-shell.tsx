import { Suspense, useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { mayOpenPath, visibleMenuEntries } from "@doctor-console/domain";
import { LoadingOverlay, VisuallyHidden } from "@doctor-console/ui/primitives";
import { AppShell, Footer, SideMenu, TabBar, TopBar, UserMenu, type SideMenuItem } from "@doctor-console/ui/shell";
import { doctorQueries, useDoctor } from "../data/queries";
import { preloadRoute } from "../data/route-data";
import { routerLink } from "../router-link";
import { matchRoute, tabKey, type RouteDef } from "../routes";
import { useSession } from "../session/session";
import { signOut } from "../session/sign-in";
import { useKickChannel } from "../session/use-kick-channel";
import { menuIcons } from "./menu-icons";
import { useOpenedTabs } from "./use-opened-tabs";
import { StudioGate } from "../pages/publishing/studio-gate";
import { NoPermission } from "../pages/notice-page";
import { handleOrdersEvent, usePendingOrderCount, usePendingOrdersWatcher } from "../pages/patient/use-pending-orders";

/** The console's own sections (named as their routes), above the spec's side-menu entries (which come from domain). */
const sections: SideMenuItem[] = ["/Welcome", "/patient", "/nutriRecipel", "/releaseM"].map((route) => ({ route, label: matchRoute(route)!.title }));

/**
 * The doctor's VIP and verification can change on the platform: refreshed when the shell opens
 * (not again right after sign-in, which just asked). The shell paints from the cookies meanwhile;
 * the answers update them.
 */
function useRefreshDoctor(customerId: number, enabled: boolean) {
  useQuery({ ...doctorQueries.vip(customerId), enabled });
  useQuery({ ...doctorQueries.verification(), enabled });
}

/**
 * False until the browser is idle after the shell's first paint (at most 1 s): what the first
 * paint does not show — the VIP and verification refresh, the new-order poll, the real-time
 * channel — starts then, so that the page's own code and data have the network and the CPU first.
 */
function useAfterFirstPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === "undefined") {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    // An idle period can come between the first commit and its paint: wait for the frame to be
    // painted (a task queued from requestAnimationFrame runs after it), then for the idle time.
    // A hidden tab paints no frames: there the idle time alone.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idleId: number | undefined;
    const whenIdle = () => (idleId = requestIdleCallback(() => setIdle(true), { timeout: 1000 }));
    const frame = document.hidden ? (whenIdle(), undefined) : requestAnimationFrame(() => (timer = setTimeout(whenIdle)));
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idleId !== undefined) cancelIdleCallback(idleId);
    };
  }, []);
  return idle;
}

/**
 * The shell's background work, started after its first paint. A component of its own that
 * renders nothing, so that the moment it starts re-renders only this, not the shell and the page.
 */
function BackgroundWork() {
  const session = useSession();
  const idle = useAfterFirstPaint();
  useKickChannel(session.signedIn && idle, handleOrdersEvent);
  useRefreshDoctor(session.customerId, idle);
  // Beyond the spec: new consultations are noticed within 10 s and counted on the menu entry.
  usePendingOrdersWatcher(idle && session.signedIn && session.studioOpen);
  return null;
}

/** The signed-in layout: top bar, side menu, tab bar of opened pages, the page, footer. */
export default function ConsoleShell({ route }: { route: RouteDef }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  // A navigation no link announced (a redirect, the address bar): the data starts with the code.
  useEffect(() => void preloadRoute(location + (search ? `?${search}` : "")), [location, search]);
  const pending = usePendingOrderCount();
  const tabs = useOpenedTabs({ key: tabKey(route), path: location + (search ? `?${search}` : ""), title: route.title }, navigate);
  const { doctorName = "", photoUrl } = useDoctor();
  const vip = { isVip: session.vipActive, vipEndTime: session.vipEndTime };
  const badge = pending > 0 ? <>{pending}<VisuallyHidden>个待接诊</VisuallyHidden></> : undefined;
  const menu: SideMenuItem[] = [
    ...sections.map((s) => (s.route === "/patient" ? { ...s, badge } : s)),
    ...visibleMenuEntries(vip, new Date()).map((e) => ({ route: `/${e.route}`, label: e.label })),
  ].map((item) => ({ ...item, icon: menuIcons[item.route as keyof typeof menuIcons] }));
  const Page = mayOpenPath(location, vip, new Date()) ? route.page : NoPermission;
  // The same element while the page stays: a change of the shell (a badge, the tabs) does not re-render the page.
  const page = useMemo(() => (route.studio ? <StudioGate><Page /></StudioGate> : <Page />), [Page, route.studio]);

  return (
    <>
      <BackgroundWork />
      <AppShell
        topBar={
          <TopBar data-print-hide homeHref="/Welcome">
            <UserMenu
              doctorName={doctorName}
              avatarUrl={photoUrl}
              isVip={session.vipActive}
              vipEndTime={session.vipEndTime}
              customerServiceQrUrl="/customer-service-qr.svg"
              onPersonalData={() => navigate("/personalData")}
              onPublishManagement={() => navigate("/releaseM")}
              onLogout={() => void signOut()}
            />
          </TopBar>
        }
        sideMenu={
          <SideMenu
            data-print-hide
            items={menu}
            activeRoute={location}
            renderLink={routerLink}
          />
        }
        tabBar={
          route.tabBar === false ? undefined : (
            <TabBar
              data-print-hide
              items={tabs.items}
              activePath={location + (search ? `?${search}` : "")}
              onClose={tabs.close}
              renderLink={routerLink}
            />
          )
        }
        footer={<Footer data-print-hide />}
      >
        <Suspense fallback={<LoadingOverlay active scope="container" />}>{page}</Suspense>
      </AppShell>
    </>
  );
}
