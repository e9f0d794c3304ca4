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
 */
export function TabBar({
  items,
  activePath,
  onClose,
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

  return (
    <nav
      data-slot="tab-bar"
      aria-label={ariaLabel}
      className={cn("flex h-10 shrink-0 items-end border-b border-dc-border bg-dc-surface px-2", className)}
      {...props}
    >
      <ul ref={listRef} className="flex min-w-0 flex-1 items-end gap-1 overflow-x-auto">
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
    </nav>
  );
}
