import { Link } from "wouter";
import { ChevronLeftIcon } from "@doctor-console/ui/primitives";
import { linkClass } from "./common";

/** A return link at the top of a nutrition page (not printed). */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={linkClass} data-print-hide="">
      <ChevronLeftIcon aria-hidden />
      {children}
    </Link>
  );
}
