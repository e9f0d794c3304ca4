import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

export type TopBarProps = Omit<ComponentProps<"header">, "title"> & {
  /** The product name beside the logo (default 医生工作台). */
  title?: ReactNode;
  /** A logo image or mark. */
  logo?: ReactNode;
  /** Where the brand links to (e.g. /Welcome); without it the brand is plain text. */
  homeHref?: string;
  /** At the left, before the brand: the SideMenuTrigger that opens the menu's drawer on narrow screens. */
  menuButton?: ReactNode;
  /** Things at the right: the UserMenu, notices. */
  children?: ReactNode;
};

/** The shell's top bar: brand at the left, the user menu (children) at the right. */
export function TopBar({ title = "医生工作台", logo, homeHref, menuButton, children, className, ...props }: TopBarProps) {
  const brand = (
    <>
      {logo}
      <span className="text-dc-lg font-medium whitespace-nowrap">{title}</span>
    </>
  );
  return (
    <header
      data-slot="top-bar"
      className={cn(
        "flex h-14 shrink-0 items-center justify-between gap-2 border-b border-dc-border bg-dc-background px-2 sm:gap-4 sm:px-4",
        className,
      )}
      {...props}
    >
      <div data-slot="top-bar-start" className="flex min-w-0 items-center gap-1">
        {menuButton}
        {homeHref ? (
          <a
            data-slot="top-bar-brand"
            href={homeHref}
            className="flex items-center gap-2 rounded-dc-md text-dc-foreground no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring"
          >
            {brand}
          </a>
        ) : (
          <div data-slot="top-bar-brand" className="flex items-center gap-2">
            {brand}
          </div>
        )}
      </div>
      <div data-slot="top-bar-actions" className="flex min-w-0 items-center gap-2">
        {children}
      </div>
    </header>
  );
}
