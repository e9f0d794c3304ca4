import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { XIcon } from "../../primitives/icon";

export interface TabBarItem {
  path: string;
  title: string;
  /** Default true; the home tab is usually not closable. */
  closable?: boolean;
}

/** What `renderLink` receives: spread it onto the router's link (it renders an `<a>`). */
export interface TabBarLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  "aria-current": "page" | undefined;
  "data-slot": "tab-bar-link";
  "data-state": "active" | "inactive";
}

function defaultRenderLink(props: TabBarLinkProps): ReactNode {
  return <a {...props} />;
}

export type TabBarProps = Omit<ComponentProps<"nav">, "children"> & {
  /** The opened pages, in order. */
  items: TabBarItem[];
  /** The current page's path. */
  activePath?: string;
  /** The doctor closed a page. The app removes it (and navigates away if it was active). */
  onClose?: (path: string) => void;
  /** The doctor chose 关闭其他: the app keeps the current page (and the unclosable ones). Shows the button when given. */
  onCloseOthers?: () => void;
  /** The doctor chose 关闭全部: the app keeps only the unclosable pages. Shows the button when given. */
  onCloseAll?: () => void;
  /** Renders each tab's link (e.g. wouter's Link). Defaults to `<a href>`. */
  renderLink?: (props: TabBarLinkProps, item: TabBarItem) => ReactNode;
  /** Name of a close button, default `关闭 {title}`. */
  closeLabel?: (title: string) => string;
  /** Name of the navigation landmark (default 已打开的页面). */
  "aria-label"?: string;
};

/**
 * The bar of opened pages under the top bar: each is a link plus a close button named
 * `关闭 {title}`. Both are tab stops. After a close, focus moves to the neighbouring tab.
 * Tabs that do not fit scroll sideways, and the current one is scrolled into view; 关闭其他 and
 * 关闭全部 sit at the bar's end, outside the scrolling list.
 */
export function TabBar({
  items,
  activePath,
  onClose,
  onCloseOthers,
  onCloseAll,
  renderLink = defaultRenderLink,
  closeLabel = (title) => `关闭 ${title}`,
  "aria-label": ariaLabel = "已打开的页面",
  className,
  ...props
}: TabBarProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterClose = useRef<number | null>(null);

  // When the closed tab leaves the list, put focus on the tab that took its place.
  useLayoutEffect(() => {
    const index = focusAfterClose.current;
    if (index === null) return;
    focusAfterClose.current = null;
    const links = listRef.current?.querySelectorAll<HTMLElement>('[data-slot="tab-bar-link"]');
    if (!links || links.length === 0) return;
    links[Math.min(index, links.length - 1)]?.focus();
  }, [items]);

  // The current tab is always in view: scroll the list (not the page) just enough to show it.
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-slot="tab-bar-item"][data-state="active"]');
    if (!list || !active) return;
    const left = active.offsetLeft;
    const right = left + active.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
  }, [activePath, items]);

  const bulkButton =
    "mb-1 ml-1 inline-flex h-7 shrink-0 items-center rounded-dc-sm px-2 text-dc-sm whitespace-nowrap text-dc-muted-foreground hover:bg-dc-muted hover:text-dc-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-dc-ring";

  return (
    <nav
      data-slot="tab-bar"
      aria-label={ariaLabel}
      className={cn("flex h-10 shrink-0 items-end border-b border-dc-border bg-dc-surface px-2", className)}
      {...props}
    >
      <ul ref={listRef} data-slot="tab-bar-list" className="relative flex min-w-0 flex-1 items-end gap-1 overflow-x-auto [scrollbar-width:thin]">
        {items.map((item, index) => {
          const active = item.path === activePath;
          const closable = item.closable !== false;
          return (
            <li
              key={item.path}
              data-slot="tab-bar-item"
              data-state={active ? "active" : "inactive"}
              className={cn(
                "group/tab flex h-8 shrink-0 items-center rounded-t-dc-md border border-b-0 border-transparent text-dc-base",
                "data-[state=active]:border-dc-border data-[state=active]:bg-dc-background",
                "data-[state=inactive]:hover:bg-dc-muted",
              )}
            >
              {renderLink(
                {
                  href: item.path,
                  "aria-current": active ? "page" : undefined,
                  "data-slot": "tab-bar-link",
                  "data-state": active ? "active" : "inactive",
                  className: cn(
                    "flex h-full items-center rounded-t-dc-md px-3 whitespace-nowrap text-dc-foreground no-underline",
                    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-dc-ring",
                    "data-[state=active]:text-dc-primary-soft-foreground",
                    closable && "pr-1",
                  ),
                  children: item.title,
                },
                item,
              )}
              {closable ? (
                <button
                  type="button"
                  data-slot="tab-bar-close"
                  aria-label={closeLabel(item.title)}
                  onClick={() => {
                    focusAfterClose.current = index;
                    onClose?.(item.path);
                  }}
                  className="mr-1 inline-flex size-6 items-center justify-center rounded-dc-sm text-dc-muted-foreground hover:bg-dc-muted-foreground hover:text-dc-background focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-dc-ring"
                >
                  <XIcon className="size-3" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {onCloseOthers ? (
        <button type="button" data-slot="tab-bar-close-others" onClick={onCloseOthers} className={bulkButton}>
          关闭其他
        </button>
      ) : null}
      {onCloseAll ? (
        <button type="button" data-slot="tab-bar-close-all" onClick={onCloseAll} className={bulkButton}>
          关闭全部
        </button>
      ) : null}
    </nav>
  );
}
