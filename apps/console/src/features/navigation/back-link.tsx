import { Link } from "wouter";
import { ChevronLeftIcon } from "@doctor-console/ui/primitives";

const linkClass =
  "inline-flex items-center gap-1 rounded-dc-sm text-dc-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring";

/** A return link at the top of a nutrition page (not printed). */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={linkClass} data-print-hide="">
      <ChevronLeftIcon aria-hidden />
      {children}
    </Link>
  );
}
