import { useId, type ComponentProps, type ReactNode } from "react";
import {
  displayDate,
  NRS2002_RISK_THRESHOLD,
  nrs2002Result,
  parsePlatformDate,
  pgsgaRecommendation,
  platformDate,
  type NutritionPrescriptionPoint,
  type NutritionScorePoint,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { defaultRenderLink, type RenderLink } from "../../lib/link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../primitives/tabs";

/** Where a timeline entry's detail is (the host app's pages). */
export interface NutritionTimelineHrefs {
  screening: (screeningId: number) => string;
  evaluation: (evaluateId: number) => string;
  prescription: (nutritionPrescriptionId: number) => string;
}

export type NutritionTimelineProps = Omit<ComponentProps<"section">, "children"> & {
  screenings: readonly NutritionScorePoint[];
  evaluations: readonly NutritionScorePoint[];
  prescriptions: readonly NutritionPrescriptionPoint[];
  /** The next screening's due date (yyyy-MM-dd), marked on the time axis. */
  nextDueDate?: string;
  hrefs: NutritionTimelineHrefs;
  renderLink?: RenderLink;
  /** Which view opens first: the chart or its table alternative. */
  defaultView?: "chart" | "table";
  title?: ReactNode;
};

type Entry =
  | { kind: "nrs2002"; id: number; createDate: string; day: number; totalScore: number }
  | { kind: "pgsga"; id: number; createDate: string; day: number; totalScore: number }
  | { kind: "prescription"; id: number; createDate: string; day: number; products: string };

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (date: string) => (parsePlatformDate(date)?.getTime() ?? 0) / DAY;
const kindLabels = { nrs2002: "NRS-2002", pgsga: "PG-SGA", prescription: "营养处方" } as const;

/** Entries of every kind, oldest first (a PG-SGA after an NRS-2002 of the same instant). */
function entriesOf(screenings: readonly NutritionScorePoint[], evaluations: readonly NutritionScorePoint[], prescriptions: readonly NutritionPrescriptionPoint[]): Entry[] {
  const order = { nrs2002: 0, pgsga: 1, prescription: 2 };
  return [
    ...screenings.map((s): Entry => ({ kind: "nrs2002", id: s.id, createDate: s.createDate, day: dayOf(s.createDate), totalScore: s.totalScore })),
    ...evaluations.map((e): Entry => ({ kind: "pgsga", id: e.id, createDate: e.createDate, day: dayOf(e.createDate), totalScore: e.totalScore })),
    ...prescriptions.map(
      (p): Entry => ({
        kind: "prescription",
        id: p.nutritionPrescriptionId,
        createDate: p.createDate,
        day: dayOf(p.createDate),
        products: p.nourishmentsl.map((n) => `${n.nourishmentName}×${n.nourishmentCount}`).join("、"),
      }),
    ),
  ].sort((a, b) => a.day - b.day || order[a.kind] - order[b.kind]);
}

/** What a score means, in the words of its worksheet. */
function conclusion(entry: Entry): string {
  if (entry.kind === "nrs2002") return nrs2002Result(entry.totalScore).atRisk ? "有营养风险" : "无营养风险";
  if (entry.kind === "pgsga") return pgsgaRecommendation(entry.totalScore)?.text ?? "";
  return entry.products;
}

/**
 * A nutrition patient's scores over time: NRS-2002 and PG-SGA totals on one time axis (an SVG
 * chart, with the NRS-2002 risk line at 3 and the PG-SGA critical line at 9), the prescriptions
 * marked on the same axis, and the next screening's due date. The chart has a table alternative
 * (表格) with every entry and a link to its detail.
 */
export function NutritionTimeline({
  screenings,
  evaluations,
  prescriptions,
  nextDueDate,
  hrefs,
  renderLink = defaultRenderLink,
  defaultView = "chart",
  title = "评分时间轴",
  className,
  ...props
}: NutritionTimelineProps) {
  const titleId = useId();
  const entries = entriesOf(screenings, evaluations, prescriptions);
  const hrefOf = (e: Entry) => (e.kind === "nrs2002" ? hrefs.screening(e.id) : e.kind === "pgsga" ? hrefs.evaluation(e.id) : hrefs.prescription(e.id));
  return (
    <section data-slot="nutrition-timeline" aria-labelledby={titleId} className={cn("grid gap-3", className)} {...props}>
      <Tabs defaultValue={defaultView} className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="font-medium">
            {title}
          </h2>
          <TabsList variant="segment" aria-label="查看方式">
            <TabsTrigger value="chart">图表</TabsTrigger>
            <TabsTrigger value="table">表格</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="chart">
          {entries.length === 0 ? <Empty /> : <TimelineChart entries={entries} nextDueDate={nextDueDate} />}
        </TabsContent>
        <TabsContent value="table">
          {entries.length === 0 ? (
            <Empty />
          ) : (
            <div className="overflow-x-auto">
              <table data-slot="nutrition-timeline-table" className="w-full border-collapse text-dc-base">
                <caption className="sr-only">评分与处方记录（按时间先后）</caption>
                <thead className="bg-dc-surface">
                  <tr className="border-b border-dc-border text-left">
                    <th scope="col" className="h-10 px-3 font-medium">日期</th>
                    <th scope="col" className="px-3 font-medium">记录</th>
                    <th scope="col" className="px-3 text-right font-medium">总评分</th>
                    <th scope="col" className="px-3 font-medium">结论 / 营养品</th>
                    <th scope="col" className="px-3 font-medium">操作</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e) => (
                    <tr key={`${e.kind}:${e.id}`} data-kind={e.kind} className="border-b border-dc-border last:border-b-0">
                      <td className="h-11 px-3 tabular-nums">{displayDate(e.createDate)}</td>
                      <td className="px-3">{kindLabels[e.kind]}</td>
                      <td className="px-3 text-right tabular-nums">{e.kind === "prescription" ? "—" : e.totalScore}</td>
                      <td className="px-3">{conclusion(e)}</td>
                      <td className="px-3">
                        {renderLink({
                          href: hrefOf(e),
                          className: "text-dc-primary underline-offset-4 hover:underline",
                          children: (
                            <>
                              查看<span className="sr-only">{` ${displayDate(e.createDate)} 的${kindLabels[e.kind]}`}</span>
                            </>
                          ),
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

function Empty() {
  return <p className="rounded-dc-md bg-dc-surface px-3 py-6 text-center text-dc-muted-foreground">暂无筛查、评估或处方记录</p>;
}

// ───────── the chart ─────────

const W = 640;
const H = 260;
const M = { left: 36, right: 20, top: 16, bottom: 64 };
const PLOT_BOTTOM = H - M.bottom;
const RX_Y = PLOT_BOTTOM + 20;

/** What the chart shows, in a sentence (its accessible name; the table has the detail). */
function summary(entries: Entry[], nextDueDate?: string): string {
  const part = (kind: "nrs2002" | "pgsga") => {
    const scored = entries.filter((e): e is Extract<Entry, { kind: typeof kind }> => e.kind === kind);
    if (scored.length === 0) return `${kindLabels[kind]} 无记录`;
    const last = scored[scored.length - 1]!;
    return `${kindLabels[kind]} ${scored.length} 次，依次为 ${scored.map((s) => s.totalScore).join("、")} 分，最近 ${displayDate(last.createDate)}`;
  };
  const rx = entries.filter((e) => e.kind === "prescription").length;
  return [part("nrs2002"), part("pgsga"), `营养处方 ${rx} 张`, nextDueDate ? `下次筛查 ${nextDueDate}` : ""].filter(Boolean).join("；");
}

function TimelineChart({ entries, nextDueDate }: { entries: Entry[]; nextDueDate?: string | undefined }) {
  const due = nextDueDate ? dayOf(nextDueDate) : null;
  const days = [...entries.map((e) => e.day), ...(due === null ? [] : [due])];
  let from = Math.floor(Math.min(...days));
  let to = Math.ceil(Math.max(...days));
  if (to - from < 2) {
    from -= 1;
    to += 1;
  }
  const scores = entries.flatMap((e) => (e.kind === "prescription" ? [] : [e.totalScore]));
  // At most about six grid lines, on whole steps of 2, 4 or 5.
  const top = Math.max(10, Math.max(0, ...scores) + 1);
  const step = top <= 12 ? 2 : top <= 24 ? 4 : 5;
  const yMax = Math.ceil(top / step) * step;
  const x = (day: number) => M.left + ((day - from) / (to - from)) * (W - M.left - M.right);
  const y = (score: number) => PLOT_BOTTOM - (score / yMax) * (PLOT_BOTTOM - M.top);
  const yTicks = Array.from({ length: yMax / step + 1 }, (_, i) => i * step);
  // Up to six date labels, on whole days, evenly over the span (each day once).
  const xTicks = [...new Set(Array.from({ length: 6 }, (_, i) => Math.round(from + ((to - from) * i) / 5)))];
  const series = (kind: "nrs2002" | "pgsga") => entries.filter((e): e is Extract<Entry, { kind: typeof kind }> => e.kind === kind);
  const nrs = series("nrs2002");
  const pgsga = series("pgsga");
  const line = (points: { day: number; totalScore: number }[]) => points.map((p) => `${x(p.day).toFixed(1)},${y(p.totalScore).toFixed(1)}`).join(" ");

  return (
    <figure className="grid gap-2">
      <svg
        data-slot="nutrition-timeline-chart"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary(entries, nextDueDate)}
        className="h-auto w-full max-w-[760px] text-dc-xs"
      >
        {yTicks.map((t) => (
          <g key={t}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} className="stroke-dc-border" strokeWidth={1} />
            <text x={M.left - 6} y={y(t) + 4} textAnchor="end" className="fill-dc-muted-foreground">
              {t}
            </text>
          </g>
        ))}
        {/* The lines a doctor reads the scores against. */}
        <line x1={M.left} x2={W - M.right} y1={y(NRS2002_RISK_THRESHOLD)} y2={y(NRS2002_RISK_THRESHOLD)} className="stroke-dc-primary" strokeDasharray="4 4" />
        <text x={W - M.right} y={y(NRS2002_RISK_THRESHOLD) - 4} textAnchor="end" className="fill-dc-primary">
          NRS-2002 ≥ 3 有风险
        </text>
        <line x1={M.left} x2={W - M.right} y1={y(9)} y2={y(9)} className="stroke-dc-status-rejected-foreground" strokeDasharray="4 4" />
        <text x={W - M.right} y={y(9) - 4} textAnchor="end" className="fill-dc-status-rejected-foreground">
          PG-SGA ≥ 9 迫切需要支持
        </text>
        {xTicks.map((d, i) => (
          <text key={d} x={x(d)} y={H - 8} textAnchor={i === 0 ? "start" : i === xTicks.length - 1 ? "end" : "middle"} className="fill-dc-muted-foreground">
            {platformDate(new Date(d * DAY)).slice(5)}
          </text>
        ))}
        <line x1={M.left} x2={W - M.right} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} className="stroke-dc-muted-foreground" />
        {nrs.length > 1 ? <polyline points={line(nrs)} fill="none" className="stroke-dc-primary" strokeWidth={2} /> : null}
        {pgsga.length > 1 ? <polyline points={line(pgsga)} fill="none" className="stroke-dc-status-info-foreground" strokeWidth={2} strokeDasharray="6 3" /> : null}
        {nrs.map((e) => (
          <g key={`n${e.id}`} data-kind="nrs2002">
            <circle cx={x(e.day)} cy={y(e.totalScore)} r={5} className="fill-dc-primary" />
            <text x={x(e.day)} y={y(e.totalScore) - 9} textAnchor="middle" className="fill-dc-foreground">
              {e.totalScore}
            </text>
          </g>
        ))}
        {pgsga.map((e) => (
          <g key={`p${e.id}`} data-kind="pgsga">
            <rect x={x(e.day) - 5} y={y(e.totalScore) - 5} width={10} height={10} className="fill-dc-status-info-foreground" />
            <text x={x(e.day)} y={y(e.totalScore) - 9} textAnchor="middle" className="fill-dc-foreground">
              {e.totalScore}
            </text>
          </g>
        ))}
        {entries
          .filter((e) => e.kind === "prescription")
          .map((e) => (
            <path
              key={`r${e.id}`}
              data-kind="prescription"
              d={`M${x(e.day)},${RX_Y - 6} l6,10 h-12 z`}
              className="fill-dc-status-pending-foreground"
            />
          ))}
        {due !== null ? (
          <g data-kind="next-due">
            <line x1={x(due)} x2={x(due)} y1={M.top} y2={PLOT_BOTTOM} className="stroke-dc-muted-foreground" strokeDasharray="2 3" />
            <text x={x(due)} y={PLOT_BOTTOM + 36} textAnchor="middle" className="fill-dc-foreground">
              下次筛查
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-dc-sm text-dc-muted-foreground">
        <Legend swatch={<circle cx={6} cy={6} r={5} className="fill-dc-primary" />}>NRS-2002</Legend>
        <Legend swatch={<rect x={1} y={1} width={10} height={10} className="fill-dc-status-info-foreground" />}>PG-SGA</Legend>
        <Legend swatch={<path d="M6,0 l6,11 h-12 z" className="fill-dc-status-pending-foreground" />}>营养处方</Legend>
      </figcaption>
    </figure>
  );
}

function Legend({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden>
        {swatch}
      </svg>
      {children}
    </span>
  );
}
