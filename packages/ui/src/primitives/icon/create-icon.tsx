import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

export type IconProps = ComponentProps<"svg"> & {
  /** Accessible name. Without it the icon is decorative and hidden from assistive tech. */
  title?: string;
};

/**
 * A 24×24 stroked icon drawn in `currentColor`, sized with the text (`size-4` by default).
 * Decorative unless given a `title`; a control that shows only an icon names itself with `aria-label`.
 * Marked free of side effects so that a bundle keeps only the icons it uses (docs/performance.md).
 */
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(name: string, paths: ReactNode) {
  function Icon({ title, className, ...props }: IconProps) {
    return (
      <svg
        data-slot="icon"
        data-icon={name}
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? "img" : undefined}
        focusable="false"
        className={cn("size-4 shrink-0", className)}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
