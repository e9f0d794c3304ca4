import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { defaultRenderLink, type RenderLink } from "../../lib/link";

/** One thing that may wait for the doctor: a count (or a short value such as a waiting time) and the list it opens. */
export interface WorklistEntry {
  /** Stable key; also `data-item` on the entry. */
  id: string;
  /** What is counted, in the doctor's words (待接诊问诊). */
  label: string;
  /** The value: a count, or a short text (1天1小时). `undefined` while it loads; `null` when it could not be read. */
  value: number | string | null | undefined;
  /** Where the entry leads: the list filtered to what it counts. */
  href: string;
  /** A line under the value, e.g. who has waited longest. */
  hint?: ReactNode;
  /** Whether the value asks for attention (a count above 0 does by default). */
  attention?: boolean;
}

export type WorklistProps = Omit<ComponentProps<"section">, "children"> & {
  /** The worklist's heading (待办事项). */
  title: string;
  /** A sentence under the heading, e.g. how many orders wait in all. */
  summary?: ReactNode;
  entries: readonly WorklistEntry[];
  /** Renders the links (pass the router's Link); plain anchors by default. */
  renderLink?: RenderLink;
  /** What an entry whose value could not be read shows. */
  failedText?: string;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3;
};

/**
 * The home's worklist: one tile per thing that may wait for the doctor, each a link to the list
 * that shows exactly what it counts. A count above 0 is marked for attention; a value still loading
 * shows a placeholder; one that could not be read says so. Data in, links out: the host counts.
 */
export function Worklist({
  title,
  summary,
  entries,
  renderLink = defaultRenderLink,
  failedText = "加载失败",
  headingLevel = 2,
  className,
  ...props
}: WorklistProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-slot="worklist" aria-labelledby={headingId} className={cn("flex flex-col gap-3", className)} {...props}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={headingId} className="text-dc-lg font-semibold">
          {title}
        </Heading>
        {summary ? (
          <p data-slot="worklist-summary" className="text-dc-muted-foreground">
            {summary}
          </p>
        ) : null}
      </div>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => {
          const loading = entry.value === undefined;
          const failed = entry.value === null;
          const attention = entry.attention ?? (typeof entry.value === "number" && entry.value > 0);
          const shown = failed ? failedText : loading ? null : String(entry.value);
          return (
            <li
              key={entry.id}
              data-slot="worklist-entry"
              data-item={entry.id}
              data-state={loading ? "loading" : failed ? "failed" : attention ? "attention" : "clear"}
              data-value={loading || failed ? undefined : String(entry.value)}
              className="min-w-0"
            >
              {renderLink({
                href: entry.href,
                className: cn(
                  "group flex h-full min-w-0 flex-col gap-1 rounded-dc-lg border border-dc-border bg-dc-background p-4 text-dc-foreground no-underline",
                  "hover:border-dc-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring",
                ),
                children: (
                  <>
                    <span className="text-dc-muted-foreground">{entry.label}</span>
                    {loading ? <span className="sr-only">加载中</span> : null}
                    {loading ? (
                      <span data-slot="worklist-placeholder" aria-hidden className="block h-8 w-16 rounded-dc-sm bg-dc-muted motion-safe:animate-pulse" />
                    ) : (
                      <span
                        data-slot="worklist-value"
                        className={cn(
                          "text-dc-2xl leading-8 font-semibold tabular-nums",
                          attention ? "text-dc-status-rejected-foreground" : failed ? "text-dc-muted-foreground text-dc-base" : "text-dc-foreground",
                        )}
                      >
                        {shown}
                      </span>
                    )}
                    {entry.hint ? <span className="truncate text-dc-sm text-dc-muted-foreground">{entry.hint}</span> : null}
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
