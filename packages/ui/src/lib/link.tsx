import type { ReactNode } from "react";

export interface LinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * How the order and nutrition components draw a link to a console route. The console passes its router's
 * link (wouter's `Link`), so ui stays free of the router; the default is a plain anchor.
 */
export type RenderLink = (props: LinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);
