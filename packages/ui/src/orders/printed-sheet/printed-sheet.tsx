import { useId, useInsertionEffect, type ComponentProps, type ReactNode } from "react";
import type { Drug } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "../../primitives/button";
import { VisuallyHidden } from "../../primitives/visually-hidden";

export type PaperSize = "A5" | "A4";

export type PrintedSheetProps = ComponentProps<"article"> & {
  /** The paper one printed page has (the page rule is set while the sheet is shown). */
  paper?: PaperSize;
};

/**
 * The paper form every printed sheet shares: black on white, ruled, one page. On screen it looks
 * like the paper; in print only the sheet remains (the console marks its chrome `data-print-hide`)
 * and the page size is the sheet's paper.
 */
export function PrintedSheet({ paper = "A5", className, children, ...props }: PrintedSheetProps) {
  usePrintedPage(paper);
  return (
    <article
      data-slot="printed-sheet"
      data-paper={paper}
      className={cn(
        "mx-auto w-full bg-dc-background text-dc-foreground",
        paper === "A5" ? "max-w-[148mm]" : "max-w-[210mm]",
        "rounded-dc-sm border border-dc-border px-8 py-7 shadow-sm phone-screen:px-4 phone-screen:py-5",
        "print:m-0 print:max-w-none print:rounded-none print:border-0 print:p-0 print:text-[12px] print:shadow-none print:break-inside-avoid",
        className,
      )}
      {...props}
    >
      {children}
    </article>
  );
}

/**
 * Sets the printed page to `paper` while the calling component is mounted (an `@page` rule in
 * <head>, removed again on unmount, so the next sheet's paper is not overruled).
 */
export function usePrintedPage(paper: PaperSize): void {
  useInsertionEffect(() => {
    const style = document.createElement("style");
    style.dataset.printedPage = paper;
    style.textContent = `@page { size: ${paper} portrait; margin: ${paper === "A5" ? 8 : 12}mm; }`;
    document.head.appendChild(style);
    return () => style.remove();
  }, [paper]);
}

/** The sheet's title block: an optional hospital line over the form name, and a corner slot. */
export function SheetHeader({
  hospital,
  title,
  aside,
  className,
  titleId,
}: {
  hospital?: ReactNode;
  title: ReactNode;
  aside?: ReactNode;
  className?: string;
  titleId?: string;
}) {
  return (
    <header data-slot="sheet-header" className={cn("relative border-b-2 border-dc-foreground pb-2 text-center", className)}>
      {hospital ? <p className="text-dc-sm">{hospital}</p> : null}
      <h2 id={titleId} className="text-dc-xl font-bold tracking-[0.4em]">
        {title}
      </h2>
      {aside ? <div className="absolute top-0 right-0">{aside}</div> : null}
    </header>
  );
}

/** A row of label-value pairs, as on the paper form: `姓名：张三`. */
export function SheetFields({
  fields,
  className,
}: {
  /** `wide` fields take two of the three columns (long numbers). */
  fields: { label: string; value: ReactNode; wide?: boolean }[];
  className?: string;
}) {
  return (
    <dl data-slot="sheet-fields" className={cn("grid grid-cols-3 gap-x-4 gap-y-1.5 text-dc-sm phone-screen:grid-cols-2", className)}>
      {fields.map((f) => (
        <div key={f.label} className={cn("flex min-w-0 gap-1 border-b border-dc-border pb-0.5", f.wide && "col-span-2")}>
          <dt className="shrink-0 text-dc-muted-foreground print:text-dc-foreground">{f.label}：</dt>
          <dd className="min-w-0 break-words">{f.value === "" || f.value === null || f.value === undefined ? "—" : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled paragraph of the sheet (初步诊断, 病史 …). */
export function SheetSection({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <section data-slot="sheet-section" aria-label={label} className={cn("text-dc-sm", className)}>
      <h3 className="mb-1 font-semibold">{label}</h3>
      {children}
    </section>
  );
}

/** The drug list: name, dosage form, specifications, usage, dosage. */
export function DrugTable({ drugs, className }: { drugs: readonly Drug[]; className?: string }) {
  return (
    <table data-slot="drug-table" className={cn("w-full border-collapse text-dc-sm", className)}>
      <caption className="sr-only">药品清单</caption>
      <thead>
        <tr className="border-y border-dc-foreground text-left">
          <th scope="col" className="py-1 pr-2 font-semibold whitespace-nowrap">药品名称</th>
          <th scope="col" className="py-1 pr-2 font-semibold whitespace-nowrap">剂型</th>
          <th scope="col" className="py-1 pr-2 font-semibold whitespace-nowrap">规格</th>
          <th scope="col" className="py-1 pr-2 font-semibold whitespace-nowrap">用法</th>
          <th scope="col" className="py-1 font-semibold whitespace-nowrap">用量</th>
        </tr>
      </thead>
      <tbody>
        {drugs.length === 0 ? (
          <tr>
            <td colSpan={5} className="py-2 text-center text-dc-muted-foreground">
              无
            </td>
          </tr>
        ) : (
          drugs.map((d, i) => (
            <tr key={i} data-slot="drug-row" className="border-b border-dc-border align-top">
              <td className="py-1 pr-2">{d.drugName}</td>
              {/* Short values keep one line, so a narrow sheet gives the words to the usage instead. */}
              <td className="py-1 pr-2 whitespace-nowrap">{d.dosageForm}</td>
              <td className="py-1 pr-2 whitespace-nowrap">{d.specifications}</td>
              <td className="py-1 pr-2">{d.usages}</td>
              <td className="py-1 whitespace-nowrap">{d.dosage}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/**
 * A signature: the role and the person's name on one line, their signature image (or a blank line)
 * under it with the stamp beside it. Everything stays inside its column and nothing covers text.
 */
export function Signature({
  role,
  name,
  src,
  stamp,
  className,
}: {
  role: string;
  name?: string | null;
  src?: string | null;
  /** A stamp pressed beside the signature. */
  stamp?: ReactNode;
  className?: string;
}) {
  return (
    <div data-slot="signature" className={cn("flex min-w-0 flex-col gap-1 text-dc-sm", className)}>
      <span className="min-w-0 break-words">
        {role}：{name ? <span>{name}</span> : null}
      </span>
      <div className="flex min-h-12 min-w-0 items-center gap-2">
        {src ? (
          <img src={src} alt={`${role}签名`} className="h-10 w-auto max-w-full min-w-0 shrink object-contain object-left" />
        ) : (
          <span className="inline-block h-6 w-20 max-w-full border-b border-dc-foreground">
            <VisuallyHidden>未签名</VisuallyHidden>
          </span>
        )}
        {stamp ? (
          <span data-slot="signature-stamp" className="pointer-events-none shrink-0 [&>[data-slot=stamp]]:size-12">
            {stamp}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A round seal pressed on the sheet. A real stamp image can be given as `src`; otherwise the seal
 * is drawn.
 */
export function Stamp({ text, src, className }: { text: string; src?: string | null; className?: string }) {
  if (src) return <img data-slot="stamp" src={src} alt={text} className={cn("size-16 object-contain opacity-85", className)} />;
  return <DrawnStamp text={text} className={className} />;
}

function DrawnStamp({ text, className }: { text: string; className?: string }) {
  const id = useId();
  return (
    <svg
      data-slot="stamp"
      role="img"
      aria-label={text}
      viewBox="0 0 100 100"
      className={cn("size-16 -rotate-12 text-dc-destructive opacity-85", className)}
    >
      <circle cx="50" cy="50" r="46" fill="none" stroke="currentColor" strokeWidth="4" />
      <path id={id} d="M 18 50 A 32 32 0 1 1 82 50" fill="none" />
      <text fill="currentColor" fontSize="13" fontWeight="700" letterSpacing="1">
        <textPath href={`#${id}`} startOffset="50%" textAnchor="middle">
          {text}
        </textPath>
      </text>
      <text x="50" y="62" fill="currentColor" fontSize="22" textAnchor="middle">
        ★
      </text>
    </svg>
  );
}

export type PrintButtonProps = Omit<ButtonProps, "onClick"> & {
  /** What printing does; the browser's print by default. */
  onPrint?: () => void;
};

/** Prints the page (only the sheet comes out). Hidden in print itself. */
export function PrintButton({ onPrint = () => window.print(), children = "打印", ...props }: PrintButtonProps) {
  return (
    <Button data-print-hide="" variant="outline" onClick={() => onPrint()} {...props}>
      {children}
    </Button>
  );
}
