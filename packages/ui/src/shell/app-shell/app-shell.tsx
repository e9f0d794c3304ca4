import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

export type AppShellProps = Omit<ComponentProps<"div">, "children"> & {
  /** The TopBar (with its UserMenu). */
  topBar: ReactNode;
  /** The SideMenu. */
  sideMenu?: ReactNode;
  /** The TabBar of opened pages (some pages show none). */
  tabBar?: ReactNode;
  /** The Footer. */
  footer?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** Text of the skip link that jumps to the page content (default 跳到主要内容). */
  skipLinkText?: string;
};

/**
 * The signed-in layout: top bar across, side menu at the left, then the tab bar, the page
 * (the only part that scrolls) and the footer. A skip link leads keyboard users to the page.
 */
export function AppShell({
  topBar,
  sideMenu,
  tabBar,
  footer,
  children,
  skipLinkText = "跳到主要内容",
  className,
  ...props
}: AppShellProps) {
  return (
    <div data-slot="app-shell" className={cn(
        "flex h-dvh flex-col overflow-hidden bg-dc-surface text-dc-foreground print:block print:h-auto print:overflow-visible print:bg-dc-background",
        className,
      )} {...props}>
      <a
        href="#main-content"
        // Focus the page ourselves: a URL fragment would disturb hash-based routers.
        onClick={(event) => {
          event.preventDefault();
          event.currentTarget.ownerDocument.getElementById("main-content")?.focus();
        }}
        data-slot="app-shell-skip-link"
        className="sr-only z-[70] rounded-dc-md bg-dc-background px-3 py-2 text-dc-primary shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {skipLinkText}
      </a>
      {topBar}
      <div data-slot="app-shell-body" className="flex min-h-0 flex-1 print:block">
        {sideMenu}
        <div data-slot="app-shell-column" className="flex min-w-0 flex-1 flex-col print:block">
          {tabBar}
          <main id="main-content" tabIndex={-1} data-slot="app-shell-main" className="relative isolate min-h-0 flex-1 overflow-auto p-3 outline-none sm:p-4 print:overflow-visible print:p-0">
            {children}
          </main>
          {footer}
        </div>
      </div>
    </div>
  );
}
