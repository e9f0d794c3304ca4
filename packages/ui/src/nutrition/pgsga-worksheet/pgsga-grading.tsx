import { useId, type ComponentProps } from "react";
import { pgsgaBands, pgsgaRecommendation, pgsgaResultPageBands, type PgSgaBand } from "@doctor-console/domain";
import { cn } from "../../lib/cn";

export type PgSgaGradingScaleProps = Omit<ComponentProps<"figure">, "children"> & {
  /** The server's total score. */
  total: number;
};

/**
 * The grading scale: the four score bands of docs/behaviour/nutrition.md#pg-sga-scoring side by side, the one the total falls in
 * marked (`aria-current`) with the score on it.
 */
export function PgSgaGradingScale({ total, className, ...props }: PgSgaGradingScaleProps) {
  const captionId = useId();
  const current = pgsgaRecommendation(total);
  return (
    <figure data-slot="pgsga-grading-scale" aria-labelledby={captionId} className={cn("grid gap-2", className)} {...props}>
      <figcaption id={captionId} className="font-medium">
        评分分级
      </figcaption>
      <ol className="grid grid-cols-4 overflow-hidden rounded-dc-md border border-dc-border text-center">
        {pgsgaBands.map((band, index) => {
          const here = band === current;
          return (
            <li
              key={band.range}
              data-band={index}
              data-current={here ? "true" : undefined}
              aria-current={here ? "true" : undefined}
              className={cn(
                "relative grid gap-1 border-l border-dc-border px-2 py-3 first:border-l-0",
                "data-[current=true]:bg-dc-primary data-[current=true]:text-dc-primary-foreground",
              )}
            >
              <span className="font-medium tabular-nums">{band.range}</span>
              {here ? (
                <span data-slot="score-marker" className="text-dc-sm">
                  本次 {total} 分
                </span>
              ) : (
                <span aria-hidden className="text-dc-sm opacity-0">
                  —
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

export type PgSgaRecommendationProps = Omit<ComponentProps<"section">, "children"> & {
  total: number;
  /** The result page omits the 2–3 line (see docs/behaviour/nutrition.md#pg-sga-scoring); detail pages show all four. */
  forResultPage?: boolean;
  title?: string;
};

/** The recommended plan: the bands' interventions, the one for this total marked. */
export function PgSgaRecommendation({ total, forResultPage = false, title = "推荐方案", className, ...props }: PgSgaRecommendationProps) {
  const titleId = useId();
  const bands: readonly PgSgaBand[] = forResultPage ? pgsgaResultPageBands : pgsgaBands;
  const current = pgsgaRecommendation(total, { forResultPage });
  return (
    <section data-slot="pgsga-recommendation" aria-labelledby={titleId} className={cn("grid gap-2", className)} {...props}>
      <h3 id={titleId} className="font-medium">
        {title}
      </h3>
      {current ? (
        <p data-slot="recommendation-text" className="rounded-dc-md bg-dc-primary-soft px-4 py-3 text-dc-primary-soft-foreground">
          {current.text}
        </p>
      ) : null}
      <ul className="grid gap-1.5">
        {bands.map((band) => (
          <li
            key={band.range}
            data-current={band === current ? "true" : undefined}
            aria-current={band === current ? "true" : undefined}
            className="flex gap-3 text-dc-muted-foreground data-[current=true]:font-medium data-[current=true]:text-dc-foreground"
          >
            <span className="w-14 shrink-0 tabular-nums">{band.range}</span>
            <span>{band.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
