import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { tabsListVariants, tabsTriggerClasses } from "./link-tabs";

/**
 * Radix Tabs: one tab stop, arrow keys move between tabs. `value` / `defaultValue` / `onValueChange`.
 * For tabs that are routes (the article status tabs, the patient tabs), use `LinkTabs`.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-3", className)} {...props} />;
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>;

export function TabsList({ className, variant, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant ?? "line"}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(tabsTriggerClasses, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn("outline-none", className)} {...props} />;
}
