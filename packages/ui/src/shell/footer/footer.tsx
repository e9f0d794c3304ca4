import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The national ICP filing lookup, where a filing number links to by convention. */
export const ICP_LOOKUP_URL = "https://beian.miit.gov.cn/";

export type FooterProps = Omit<ComponentProps<"footer">, "children"> & {
  /** Licence line, e.g. 互联网医院执业许可证 / 互联网药品信息服务资格证书 numbers, from the host's settings. Hidden when empty. */
  licence?: ReactNode;
  /** The hospital's ICP filing number, from the host's settings. Hidden when empty: never a made-up one. */
  filing?: ReactNode;
  /** Link of the filing number (default the MIIT lookup); `null` for plain text. */
  filingHref?: string | null;
  /** Copyright line; default `Copyright © {this year} 互联网医院 版权所有`. */
  copyright?: ReactNode;
  /** Anything else under the lines. */
  children?: ReactNode;
};

/** The shell's footer: licence, ICP filing and copyright, small and centred. */
export function Footer({
  licence,
  filing,
  filingHref = ICP_LOOKUP_URL,
  copyright = `Copyright © ${new Date().getFullYear()} 互联网医院 版权所有`,
  children,
  className,
  ...props
}: FooterProps) {
  return (
    <footer
      data-slot="footer"
      className={cn(
        "flex shrink-0 flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-dc-border bg-dc-background px-4 py-3 text-dc-xs text-dc-muted-foreground",
        className,
      )}
      {...props}
    >
      {licence ? <span data-slot="footer-licence">{licence}</span> : null}
      {filing ? (
        filingHref ? (
          <a
            data-slot="footer-filing"
            href={filingHref}
            target="_blank"
            rel="noreferrer noopener"
            className="text-dc-muted-foreground underline-offset-2 hover:text-dc-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring"
          >
            {filing}
          </a>
        ) : (
          <span data-slot="footer-filing">{filing}</span>
        )
      ) : null}
      {copyright ? <span data-slot="footer-copyright">{copyright}</span> : null}
      {children}
    </footer>
  );
}
