import type { AnchorHTMLAttributes } from "react";
import { Link } from "wouter";

/**
 * How the ui components' links go through the router (no page reload): pass it as their
 * `renderLink`; whatever they hand over (class, aria and data attributes) lands on wouter's Link.
 */
export function routerLink({ href, ...props }: { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <Link href={href} {...props} />;
}
