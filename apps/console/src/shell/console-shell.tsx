import { Suspense, useEffect, useMemo, useState, type ComponentProps } from "react";
import { QueryClientProvider, useQuery } from "../data/server-state";
import { Router, useLocation, useSearch } from "wouter";
import { mayOpenPath, vipState, visibleMenuEntries } from "@doctor-console/domain";
import { DrawnAtContext, LoadingOverlay, useHydrated, VisuallyHidden } from "@doctor-console/ui/primitives";
import { AppShell, Footer, SideMenu, SideMenuTrigger, TabBar, TopBar, UserMenu, type SideMenuItem } from "@doctor-console/ui/shell";
import { doctorQueries, queryClient, useDoctor } from "../data/queries";
import { preloadRoute } from "../data/route-data";
import { routerLink } from "../router-link";
import { matchRoute, tabKey, type RouteDef } from "../routes";
import { matchRecord } from "../route-table";
import { paths } from "../paths";
import { useSession } from "../session/session";
import { signOut } from "../session/sign-in";
import { useKickChannel } from "../session/use-kick-channel";
import { menuIcons } from "./menu-icons";
import { useOpenedTabs } from "./use-opened-tabs";
import { useHeadingFocus } from "./use-heading-focus";
import { drawnAtTime, ScreenHydrated } from "../hydration";
import { StudioGate } from "../features/publishing/studio-gate";
import { PublishingNav } from "../features/publishing/publishing-nav";
import { NoPermission } from "../features/notices/notices";
import { handleOrdersEvent, usePendingOrderCount, usePendingOrdersWatcher } from "../features/orders/use-pending-orders";
import { useChatUnreadCount } from "../features/chat/chat-unread";
import { useChatWatcher } from "../features/chat/use-chat-watcher";
import { PageBoundary } from "../features/errors/page-boundary";
import { footerSettings } from "./footer-settings";
import { UnsavedWorkGuard } from "../features/forms/unsaved-work-guard";
import { aroundNav, askBeforeLeaving, installLeaveGuard } from "../features/forms/leave-guard";

// Back and the window's closing are asked while a form holds unsaved work (see docs/behaviour/shell.md#unsaved-work).
installLeaveGuard();

const hostFooter = footerSettings(import.meta.env);

/** The console's own sections (named as their routes), above the spec's side-menu entries (which come from domain). */
const sections: SideMenuItem[] = [paths.welcome, paths.patient, paths.chat, paths.nutrition, paths.publishing].map((route) => ({ route, label: matchRecord(route)!.title }));

/**
 * 0 until the browser is idle after the shell's first paint (at most 1 s), then 1, 2, … up to
 * `steps`, one more each idle period: what the first paint does not show starts then, one piece
 * per task, so that the page's own code and data have the network and the CPU first and no piece
 * makes a long task of the others.
 */
function useIdleSteps(steps: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= steps) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idleId: number | undefined;
    const next = () => setStep((s) => s + 1);
    const whenIdle = () => {
      if (typeof requestIdleCallback === "undefined") timer = setTimeout(next, step === 0 ? 200 : 0);
      else idleId = requestIdleCallback(next, { timeout: 1000 });
    };
    // An idle period can come between the first commit and its paint: the first step waits for
    // the frame to be painted (a task queued from requestAnimationFrame runs after it). A hidden
    // tab paints no frames: there the idle time alone.
    const frame = step === 0 && !document.hidden ? requestAnimationFrame(() => (timer = setTimeout(whenIdle))) : (whenIdle(), undefined);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idleId !== undefined) cancelIdleCallback(idleId);
    };
  }, [step, steps]);
  return step;
}

/**
 * The shell's background work, started after its first paint, a piece per idle period: the
 * doctor's VIP and verification (they can change on the platform; the shell paints from the
 * cookies meanwhile and the answers update them; not asked again right after sign-in, which just
 * did), the new-order poll, the real-time channel. A component of its own that renders nothing,
 * so that a step re-renders only this, not the shell and the page.
 */
function BackgroundWork() {
  const session = useSession();
  const step = useIdleSteps(5);
  useQuery({ ...doctorQueries.vip(session.customerId), enabled: step >= 1 });
  useQuery({ ...doctorQueries.verification(), enabled: step >= 2 });
  // Beyond the spec: new consultations are noticed within 10 s and counted on the menu entry.
  usePendingOrdersWatcher(step >= 3 && session.signedIn && session.studioOpen);
  useKickChannel(session.signedIn && step >= 4, handleOrdersEvent);
  // The patients' messages: the menu's unread count, and the same alerts as a new order.
  useChatWatcher(step >= 5 && session.signedIn && session.studioOpen);
  return null;
}

/**
 * The tab bar of the opened pages. The tabs a browser tab kept are its own: a screen the server
 * drew shows the current page's tab alone, as the server did, and the others join it once
 * hydrated — here, so that it is this bar that renders again then, not the shell and the page.
 */
function OpenedTabBar({ items, currentKey, ...props }: ComponentProps<typeof TabBar> & { currentKey: string }) {
  const hydrated = useHydrated();
  return <TabBar items={hydrated ? items : items.filter((t) => ((t as { key?: string }).key ?? t.path) === currentKey)} {...props} />;
}

/**
 * Counts the visits of pages: a new number whenever another page opens (routes sharing a page,
 * a section's tabs, are one visit). The page boundary is keyed by it, so that a page left is
 * unmounted at once. Otherwise, while the next page's code is still on its way, React keeps the
 * page left, hidden, with all its state, and Back within that moment shows it again as it was: a
 * form just submitted comes back filled, its 提交 ready to send it again (see
 * docs/behaviour/shell.md#unsaved-work).
 */
function usePageVisit(Page: unknown): number {
  const [visit, setVisit] = useState({ Page, count: 0 });
  // Adjusted during render (React's "storing information from previous renders"): the new page
  // renders once, in its own boundary.
  if (visit.Page !== Page) {
    const next = { Page, count: visit.count + 1 };
    setVisit(next);
    return next.count;
  }
  return visit.count;
}

/**
 * The signed-in console, in the cache of server state: the query client's provider is here, not
 * in app.tsx, so that /login loads no data layer.
 */
export default function ConsoleShell() {
  // app.tsx renders the shell for a path of the route table only (the redirect rules send any other away).
  const [location] = useLocation();
  const route = matchRoute(location)!;
  return (
    <QueryClientProvider client={queryClient}>
      {/* Waits counted in minutes read, while a drawn first screen hydrates, the moment it was drawn (hydration.tsx). */}
      <DrawnAtContext.Provider value={drawnAtTime()}>
        {/* Every navigation of the signed-in console is asked first while a form holds unsaved work. */}
        <Router aroundNav={aroundNav}>
          <Shell route={route} />
        </Router>
      </DrawnAtContext.Provider>
    </QueryClientProvider>
  );
}

/** The signed-in layout: top bar, side menu, tab bar of opened pages, the page, footer. */
function Shell({ route }: { route: RouteDef }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  // Below 1024 px the side menu is a drawer, closed until its button opens it (see docs/behaviour/shell.md).
  const [menuOpen, setMenuOpen] = useState(false);
  // A navigation no link announced (a redirect, the address bar): the data starts with the code.
  useEffect(() => void preloadRoute(location + (search ? `?${search}` : "")), [location, search]);
  const pending = usePendingOrderCount();
  const currentPath = location + (search ? `?${search}` : "");
  const tabs = useOpenedTabs({ key: tabKey(route), path: currentPath, title: route.title }, navigate, session.customerId);
  // A section's child tabs (问诊订单's states) are one page: switching them keeps focus on the tab list.
  useHeadingFocus(route.tabs ? tabKey(route) : location + (search ? `?${search}` : ""));
  const { doctorName = "", photoUrl } = useDoctor();
  const vip = { isVip: session.vipActive, vipEndTime: session.vipEndTime };
  // The day a VIP is judged on: while a drawn first screen hydrates, the server's (hydration.tsx).
  const today = drawnAtTime() ?? new Date();
  const unread = useChatUnreadCount();
  const badge = pending > 0 ? <>{pending}<VisuallyHidden>个待接诊</VisuallyHidden></> : undefined;
  const chatBadge = unread > 0 ? <>{unread > 99 ? "99+" : unread}<VisuallyHidden>条未读消息</VisuallyHidden></> : undefined;
  const menu: SideMenuItem[] = [
    ...sections.map((s) => (s.route === paths.patient ? { ...s, badge } : s.route === paths.chat ? { ...s, badge: chatBadge } : s)),
    ...visibleMenuEntries(vip, today).map((e) => ({ route: paths.menuEntry(e.route), label: e.label })),
  ].map((item) => ({ ...item, icon: menuIcons[item.route] }));
  const Page = mayOpenPath(location, vip, today) ? route.component : NoPermission;
  const visit = usePageVisit(Page);
  // The same element while the page stays: a change of the shell (a badge, the tabs) does not re-render the page.
  const page = useMemo(() => (route.studio ? <StudioGate><Page /></StudioGate> : <Page />), [Page, route.studio]);

  return (
    <>
      <BackgroundWork />
      <UnsavedWorkGuard />
      <AppShell
        topBar={
          <TopBar data-print-hide homeHref={paths.welcome} menuButton={<SideMenuTrigger open={menuOpen} onOpenChange={setMenuOpen} />}>
            <UserMenu
              doctorName={doctorName}
              avatarUrl={photoUrl}
              isVip={session.vipActive}
              vipEndTime={session.vipEndTime}
              vipState={vipState({ isVip: session.cookies.isVip ?? "0", vipEndTime: session.vipEndTime }, today)}
              customerServiceQrUrl={paths.customerServiceQr}
              onPersonalData={() => navigate(paths.personalData)}
              onPublishManagement={() => navigate(paths.publishing)}
              onLogout={() => void signOut()}
            />
          </TopBar>
        }
        sideMenu={
          <SideMenu
            data-print-hide
            items={menu}
            activeRoute={location}
            drawerOpen={menuOpen}
            onDrawerOpenChange={setMenuOpen}
            renderLink={routerLink}
          />
        }
        tabBar={
          route.tabBar === false ? undefined : (
            <OpenedTabBar
              data-print-hide
              items={tabs.items}
              currentKey={tabKey(route)}
              activePath={location + (search ? `?${search}` : "")}
              // Closing the page on screen leaves it: asked first while it holds unsaved work.
              onClose={(path) => (path === currentPath ? askBeforeLeaving(() => tabs.close(path)) : tabs.close(path))}
              onCloseOthers={tabs.closeOthers}
              onCloseAll={() => askBeforeLeaving(tabs.closeAll)}
              renderLink={routerLink}
            />
          )
        }
        footer={<Footer data-print-hide {...hostFooter} />}
      >
        {route.section === "publishing" && session.studioOpen ? <PublishingNav /> : null}
        <PageBoundary page={currentPath}>
          {/* One boundary per visit: the page left is gone at once, even while the next one's code is on its way. */}
          <Suspense key={visit} fallback={<LoadingOverlay active scope="container" />}>
            {page}
            <ScreenHydrated />
          </Suspense>
        </PageBoundary>
      </AppShell>
    </>
  );
}
