import { Link } from "wouter";
import type { RenderLink } from "@doctor-console/ui/orders";

/** The order table's links, through the router (no page reload). */
export const renderOrderLink: RenderLink = ({ href, className, children }) => (
  <Link href={href} className={className}>
    {children}
  </Link>
);
