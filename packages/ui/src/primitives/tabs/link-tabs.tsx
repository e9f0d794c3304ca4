import type { ComponentProps } from "react";
import { Slot } from "../../lib/slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

// Apart from the Radix tabs (tabs.tsx): a page whose tabs are links loads no Radix Tabs, roving
// focus or collection code (docs/performance.md).

export const tabsListVariants = cva("group/tabs-list inline-flex items-center", {
  variants: {
    variant: {
      /** Underlined, on a bottom rule — the default for page sections. */
      // Below 1024 px tabs that do not fit scroll sideways on their own, never the page (pb-px keeps
      // the active tab's underline inside the scroller; relative keeps a tab's absolutely placed
      // parts, such as a badge's visually hidden words, inside it too, off the page's width).
      line: "relative w-full gap-6 border-b border-dc-border max-lg:overflow-x-auto max-lg:overflow-y-hidden max-lg:pb-px max-lg:[scrollbar-width:none]",
      /** Segmented buttons on a grey track — compact switches (e.g. 账号登录 / 扫码登录). */
      segment: "h-9 gap-0.5 rounded-dc-md bg-dc-muted p-0.5",
    },
  },
  defaultVariants: { variant: "line" },
});

export const tabsTriggerClasses = cn(
  "inline-flex items-center justify-center gap-1.5 whitespace-nowrap text-dc-base text-dc-muted-foreground transition-colors cursor-pointer",
  "hover:text-dc-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring",
  "disabled:pointer-events-none disabled:opacity-50",
  // line
  "group-data-[variant=line]/tabs-list:-mb-px group-data-[variant=line]/tabs-list:h-10 group-data-[variant=line]/tabs-list:border-b-2 group-data-[variant=line]/tabs-list:border-transparent",
  "group-data-[variant=line]/tabs-list:data-[state=active]:border-dc-primary group-data-[variant=line]/tabs-list:data-[state=active]:text-dc-primary",
  // segment
  "group-data-[variant=segment]/tabs-list:h-full group-data-[variant=segment]/tabs-list:flex-1 group-data-[variant=segment]/tabs-list:rounded-dc-sm group-data-[variant=segment]/tabs-list:px-3",
  "group-data-[variant=segment]/tabs-list:data-[state=active]:bg-dc-background group-data-[variant=segment]/tabs-list:data-[state=active]:text-dc-primary-soft-foreground group-data-[variant=segment]/tabs-list:data-[state=active]:shadow-sm",
);

export type LinkTabsProps = ComponentProps<"nav"> &
  VariantProps<typeof tabsListVariants> & {
    /** Required: names the navigation landmark, e.g. "文章状态". */
    "aria-label": string;
  };

/**
 * Tabs that are links (a route tab bar): a `<nav>` of `LinkTab`s. The page's router decides which
 * one is current; wrap its link component with `<LinkTab asChild active>`.
 */
export function LinkTabs({ className, variant, children, ...props }: LinkTabsProps) {
  return (
    <nav data-slot="link-tabs" className={cn("w-full", className)} {...props}>
      <ul data-variant={variant ?? "line"} className={tabsListVariants({ variant })}>
        {children}
      </ul>
    </nav>
  );
}

export type LinkTabProps = ComponentProps<"a"> & {
  /** The current route: sets `aria-current="page"` and the active look. */
  active?: boolean;
  /** Render the child (e.g. the router's `<Link>`) instead of an `<a>`. */
  asChild?: boolean;
};

export function LinkTab({ className, active = false, asChild = false, ...props }: LinkTabProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <li className="flex h-full">
      <Comp
        data-slot="link-tab"
        data-state={active ? "active" : "inactive"}
        aria-current={active ? "page" : undefined}
        className={cn(tabsTriggerClasses, "no-underline", className)}
        {...props}
      />
    </li>
  );
}
