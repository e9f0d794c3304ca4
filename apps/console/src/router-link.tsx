import type { AnchorHTMLAttributes, FocusEvent, PointerEvent } from "react";
import { Link } from "wouter";
import { preloadRoute } from "./data/route-data";

/**
 * How the ui components' links go through the router (no page reload): pass it as their
 * `renderLink`; whatever they hand over (class, aria and data attributes) lands on wouter's Link.
 * Pointing at a link or focusing it starts the page's code and first data (render-as-you-fetch).
 */
export function routerLink({ href, onPointerEnter, onFocus, ...props }: { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return (
    <Link
      href={href}
      onPointerEnter={(e: PointerEvent<HTMLAnchorElement>) => {
        void preloadRoute(href);
        onPointerEnter?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        void preloadRoute(href);
        onFocus?.(e);
      }}
      {...props}
    />
  );
}
