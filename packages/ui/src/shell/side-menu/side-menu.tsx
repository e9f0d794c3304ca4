import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { MenuFoldIcon, MenuUnfoldIcon } from "../../primitives/icon";
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
 */
export function SideMenu({
  items,
  activeRoute,
  isActive = (item, route) => isRouteActive(item.route, route),
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
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
  const listId = useId();

  return (
    <aside
      data-slot="side-menu"
      data-state={collapsed ? "collapsed" : "expanded"}
      className={cn(
        "flex shrink-0 flex-col border-r border-dc-border bg-dc-background transition-[width] duration-200 motion-reduce:transition-none",
        collapsed ? "w-14" : "w-52",
        className,
      )}
      {...props}
    >
      <nav aria-label={label} className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto py-2">
        <ul id={listId} className="flex flex-col gap-0.5 px-2">
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
                  collapsed && "relative justify-center px-0",
                ),
                children: (
                  <>
                    {item.icon ?? <span aria-hidden className="size-4 shrink-0 rounded-dc-sm border border-current opacity-40" />}
                    <span data-slot="side-menu-label" className={cn("truncate", collapsed && "sr-only")}>
                      {item.label}
                    </span>
                    {item.badge ? (
                      <span
                        data-slot="side-menu-badge"
                        className={cn(
                          "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-dc-destructive px-1.5 text-dc-xs font-medium text-dc-destructive-foreground",
                          collapsed ? "absolute top-0.5 right-0.5" : "ml-auto",
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
              <li key={item.route} data-slot="side-menu-item" data-state={active ? "active" : "inactive"}>
                {collapsed ? (
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
  );
}
