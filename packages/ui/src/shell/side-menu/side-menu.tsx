import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { MenuFoldIcon, MenuUnfoldIcon, XIcon } from "../../primitives/icon";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../primitives/tooltip";

export interface SideMenuItem {
  /** Where the entry goes; also its key. */
  route: string;
  label: string;
  icon?: ReactNode;
  /**
   * Something waiting behind the entry, e.g. the count of pending orders. Give it words for
   * screen readers (it becomes part of the link's name), e.g. `3<VisuallyHidden>个待接诊</VisuallyHidden>`.
   */
  badge?: ReactNode;
}

/** What `renderLink` receives: spread it onto the router's link (it renders an `<a>`). */
export interface SideMenuLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  "aria-current": "page" | undefined;
  "data-slot": "side-menu-link";
  "data-state": "active" | "inactive";
}

/** The default link: a plain `<a>`. The app passes its router's Link instead. */
export function defaultRenderLink(props: SideMenuLinkProps): ReactNode {
  return <a {...props} />;
}

/** An entry is active on its own route and below it (`/patient` for `/patient/patient_djz`). */
export function isRouteActive(route: string, activeRoute: string | undefined): boolean {
  if (!activeRoute) return false;
  const norm = (r: string) => "/" + r.replace(/^\/+|\/+$/g, "");
  const a = norm(activeRoute);
  const r = norm(route);
  return a === r || a.startsWith(r + "/");
}

/** Below this width the menu is a drawer (Tailwind's `lg`, 64rem); at and above it, a column. */
export const SIDE_MENU_DRAWER_QUERY = "(max-width: 63.999rem)";

/** The id the drawer and its trigger share unless given another (`drawerId`, `controls`). */
export const SIDE_MENU_DRAWER_ID = "side-menu-drawer";

export type SideMenuProps = Omit<ComponentProps<"aside">, "children"> & {
  items: SideMenuItem[];
  /** The current route; the matching entry is highlighted and gets `aria-current="page"`. */
  activeRoute?: string;
  /** Override how an entry decides it is active. */
  isActive?: (item: SideMenuItem, activeRoute: string | undefined) => boolean;
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * On narrow screens (below 1024 px) the menu is a drawer, opened by a `SideMenuTrigger`: whether
   * it is open. Closed by default; it closes itself on Esc, on a click beside it, on its close
   * button and after an entry is chosen (each calls `onDrawerOpenChange(false)`).
   */
  drawerOpen?: boolean;
  defaultDrawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  /** The drawer's id, for its trigger's `aria-controls` (default `side-menu-drawer`). */
  drawerId?: string;
  /** Name of the drawer's close button (default 关闭菜单). */
  closeLabel?: string;
  /**
   * Renders each entry's link, e.g. with wouter: `renderLink={(props) => <Link {...props} />}`.
   * Defaults to a plain `<a href>`.
   */
  renderLink?: (props: SideMenuLinkProps, item: SideMenuItem) => ReactNode;
  /** Name of the navigation landmark (default 主菜单). */
  label?: string;
  /** Name of the collapse toggle (default 侧边菜单); its `aria-expanded` says the state. */
  toggleLabel?: string;
};

/**
 * The shell's side menu: a list of route links with icons, the active one highlighted, and a
 * toggle that collapses it to icons only (labels then show as tooltips and stay the links' names).
 * Controlled (`collapsed` + `onCollapsedChange`) or uncontrolled.
 *
 * Below 1024 px it leaves the layout and becomes a drawer: a modal dialog over the page, opened
 * by `SideMenuTrigger` (put it in the TopBar's `menuButton`). Focus moves to the current entry
 * when it opens and back to the trigger when Esc, the close button or a click beside it closes
 * it; choosing an entry closes it too.
 */
export function SideMenu({
  items,
  activeRoute,
  isActive = (item, route) => isRouteActive(item.route, route),
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  drawerOpen: drawerOpenProp,
  defaultDrawerOpen = false,
  onDrawerOpenChange,
  drawerId = SIDE_MENU_DRAWER_ID,
  closeLabel = "关闭菜单",
  renderLink = defaultRenderLink,
  label = "主菜单",
  toggleLabel = "侧边菜单",
  className,
  ...props
}: SideMenuProps) {
  const [collapsed, setCollapsed] = useControllableState({
    prop: collapsedProp,
    defaultProp: defaultCollapsed,
    onChange: onCollapsedChange,
  });
  const [drawerOpen, setDrawerOpen] = useControllableState({
    prop: drawerOpenProp,
    defaultProp: defaultDrawerOpen,
    onChange: onDrawerOpenChange,
  });
  const listId = useId();

  const list = (inDrawer: boolean) => {
    const iconOnly = collapsed && !inDrawer;
    return (
      <ul id={inDrawer ? undefined : listId} className="flex flex-col gap-0.5 px-2">
        {items.map((item) => {
          const active = isActive(item, activeRoute);
          const link = renderLink(
            {
              href: item.route,
              "aria-current": active ? "page" : undefined,
              "data-slot": "side-menu-link",
              "data-state": active ? "active" : "inactive",
              className: cn(
                "flex h-10 items-center gap-3 rounded-dc-md px-3 text-dc-base whitespace-nowrap text-dc-foreground no-underline transition-colors",
                "hover:bg-dc-surface hover:text-dc-primary",
                "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-dc-ring",
                "data-[state=active]:bg-dc-primary-soft data-[state=active]:font-medium data-[state=active]:text-dc-primary-soft-foreground",
                "[&_svg]:size-4 [&_svg]:shrink-0",
                iconOnly && "relative justify-center px-0",
              ),
              children: (
                <>
                  {item.icon ?? <span aria-hidden className="size-4 shrink-0 rounded-dc-sm border border-current opacity-40" />}
                  <span data-slot="side-menu-label" className={cn("truncate", iconOnly && "sr-only")}>
                    {item.label}
                  </span>
                  {item.badge ? (
                    <span
                      data-slot="side-menu-badge"
                      className={cn(
                        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-dc-destructive px-1.5 text-dc-xs font-medium text-dc-destructive-foreground",
                        iconOnly ? "absolute top-0.5 right-0.5" : "ml-auto",
                      )}
                    >
                      {item.badge}
                    </span>
                  ) : null}
                </>
              ),
            },
            item,
          );
          return (
            <li
              key={item.route}
              data-slot="side-menu-item"
              data-state={active ? "active" : "inactive"}
              // A choice closes the drawer (the click bubbles from the app's link, whatever it is).
              onClick={inDrawer ? (event) => (event.target as Element).closest("a") && setDrawerOpen(false) : undefined}
            >
              {iconOnly ? (
                <Tooltip delayDuration={200}>
                  {/* A wrapper takes the tooltip, so the app's link component needs no ref forwarding. */}
                  <TooltipTrigger asChild>
                    <span className="block">{link}</span>
                  </TooltipTrigger>
                  <TooltipContent side="right">{item.label}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <>
      <aside
        data-slot="side-menu"
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(
          // A column from 1024 px up; below, the drawer holds the menu.
          "hidden shrink-0 flex-col border-r border-dc-border bg-dc-background transition-[width] duration-200 motion-reduce:transition-none lg:flex",
          collapsed ? "w-14" : "w-52",
          className,
        )}
        {...props}
      >
        <nav aria-label={label} className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto py-2">
          {list(false)}
        </nav>
        <div className={cn("flex border-t border-dc-border p-2", collapsed ? "justify-center" : "justify-end")}>
          <button
            type="button"
            data-slot="side-menu-toggle"
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((c) => !c)}
            className="inline-flex size-8 items-center justify-center rounded-dc-md text-dc-muted-foreground hover:bg-dc-muted hover:text-dc-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring"
          >
            {collapsed ? <MenuUnfoldIcon /> : <MenuFoldIcon />}
          </button>
        </div>
      </aside>
      <SideMenuDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} label={label} closeLabel={closeLabel}>
        {list(true)}
      </SideMenuDrawer>
    </>
  );
}

/**
 * The narrow screens' menu: a native modal `<dialog>` (the page behind is inert, Esc closes it),
 * holding the list only while open. Opening focuses the current entry (else the first);
 * closing gives focus back to what had it before (the trigger). From 1024 px up it closes itself.
 */
function SideMenuDrawer({
  id,
  open,
  onClose,
  label,
  closeLabel,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Wider than a drawer's screens (a turned tablet, a resized window): the column shows instead.
    const wide = dialog.ownerDocument.defaultView?.matchMedia(SIDE_MENU_DRAWER_QUERY);
    if (wide && !wide.matches) return void onCloseRef.current();
    const opener = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-slot="side-menu-link"][aria-current="page"]') ?? dialog.querySelector<HTMLElement>('[data-slot="side-menu-link"]');
    first?.focus();
    const onWide = () => (wide?.matches ? undefined : onCloseRef.current());
    wide?.addEventListener("change", onWide);
    return () => {
      wide?.removeEventListener("change", onWide);
      if (dialog.open) dialog.close();
      // Back to the opener, unless the choice took the doctor elsewhere and focus went with it.
      const active = dialog.ownerDocument.activeElement;
      if (opener?.isConnected && (active === null || active === dialog.ownerDocument.body || active === opener || dialog.contains(active))) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      data-slot="side-menu-drawer"
      data-state={open ? "open" : "closed"}
      // Esc: the state closes the dialog, so that it and the app agree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Esc as a key too (the cancel event alone misses a key sent by a script or a test).
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog itself.
      onClick={(event) => (event.target === event.currentTarget ? onClose() : undefined)}
      className={cn(
        "m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r border-dc-border bg-dc-background p-0 text-dc-foreground shadow-lg",
        "backdrop:bg-black/40 open:flex open:flex-col lg:hidden",
      )}
    >
      {open ? (
        <>
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-dc-border px-4">
            <span aria-hidden className="text-dc-lg font-medium">{label}</span>
            <button
              type="button"
              data-slot="side-menu-close"
              aria-label={closeLabel}
              onClick={onClose}
              className="inline-flex size-10 items-center justify-center rounded-dc-md text-dc-muted-foreground hover:bg-dc-muted hover:text-dc-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring"
            >
              <XIcon className="size-5" />
            </button>
          </div>
          <nav aria-label={label} className="min-h-0 flex-1 overflow-y-auto py-2">
            {children}
          </nav>
        </>
      ) : null}
    </dialog>
  );
}

export type SideMenuTriggerProps = Omit<ComponentProps<"button">, "children" | "onClick"> & {
  /** Whether the drawer is open (the SideMenu's `drawerOpen`). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's id (default `side-menu-drawer`, the SideMenu's default `drawerId`). */
  controls?: string;
  /** The button's name (default 打开菜单). */
  label?: string;
};

/**
 * The button that opens the side menu's drawer on narrow screens (hidden from 1024 px up, where the
 * menu is a column). Put it in the TopBar's `menuButton`.
 */
export function SideMenuTrigger({ open, onOpenChange, controls = SIDE_MENU_DRAWER_ID, label = "打开菜单", className, ...props }: SideMenuTriggerProps) {
  return (
    <button
      type="button"
      data-slot="side-menu-trigger"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-dc-md text-dc-foreground hover:bg-dc-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring lg:hidden",
        className,
      )}
      {...props}
    >
      <svg aria-hidden focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" className="size-5">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </button>
  );
}
