import { lazyOverlay } from "../../lib/lazy-overlay";

export type { DropdownMenuItemProps } from "./menu-parts";

/*
 * Radix DropdownMenu, one part per Radix part: arrow keys, typeahead, Escape, focus return. Items
 * report intent through `onSelect`. The parts (./menu-parts.tsx, with Radix and Floating UI) load
 * when the menu first opens; the trigger works before (lib/lazy-overlay.tsx).
 */
const menu = lazyOverlay(() => import("./menu-parts"));

export const DropdownMenu = menu.root("DropdownMenu");
export const DropdownMenuTrigger = menu.trigger("DropdownMenuTrigger", { openOn: "pointerdown", popup: "menu" });
export const DropdownMenuPortal = menu.part("DropdownMenuPortal");
export const DropdownMenuContent = menu.part("DropdownMenuContent");
export const DropdownMenuGroup = menu.part("DropdownMenuGroup");
export const DropdownMenuItem = menu.part("DropdownMenuItem");
export const DropdownMenuCheckboxItem = menu.part("DropdownMenuCheckboxItem");
export const DropdownMenuRadioGroup = menu.part("DropdownMenuRadioGroup");
export const DropdownMenuRadioItem = menu.part("DropdownMenuRadioItem");
export const DropdownMenuLabel = menu.part("DropdownMenuLabel");
export const DropdownMenuSeparator = menu.part("DropdownMenuSeparator");
export const DropdownMenuShortcut = menu.part("DropdownMenuShortcut");
export const DropdownMenuSub = menu.part("DropdownMenuSub");
export const DropdownMenuSubTrigger = menu.part("DropdownMenuSubTrigger");
export const DropdownMenuSubContent = menu.part("DropdownMenuSubContent");
