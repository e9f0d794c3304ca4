import { useNow } from "@doctor-console/ui/primitives";
import { Link } from "wouter";
import { useQueries } from "../data/server-state";
import { studioGate, verificationStateLabel, worklistTexts } from "@doctor-console/domain";
import { Worklist, type WorklistEntry } from "@doctor-console/ui/shell";
import { useDoctor } from "../data/queries";
import { useSession } from "../session/session";
import { firstTabs, paths } from "../paths";
import { routerLink } from "../router-link";
import { pendingTotalOf, worklistItems } from "../features/home/worklist";
import { StudioGateAction } from "../features/personal-data/studio-gate-action";

/**
 * The landing page: who is signed in, what waits for the doctor (the worklist, one count per item
 * of features/home/worklist.ts, each linking to the list it counts) and the day's starting points.
 * A doctor whose studio is not open is told so, with the one place to go (see docs/behaviour/shell.md#home-worklist).
 */
export default function Welcome() {
  const session = useSession();
  const doctor = useDoctor();
  const now = useNow(60_000);
  const items = worklistItems.filter((i) => !i.studio || session.studioOpen);
  const results = useQueries({ queries: items.map((i) => i.query(session)) });
  const answers = new Map(items.map((i, n) => [i.id, results[n]!.data]));
  const entries: WorklistEntry[] = items.map((i, n) => {
    const r = results[n]!;
    const data = r.data;
    const ready = data !== undefined && !r.isError;
    return {
      id: i.id,
      label: i.label,
      value: r.isError ? null : ready ? i.value(data, now) : undefined,
      href: i.href,
      hint: ready ? i.hint?.(data, now) : undefined,
      attention: ready && i.attention ? i.attention(data) : undefined,
    };
  });
  const pending = pendingTotalOf(answers);
  const gate = studioGate(session.verificationState);

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div className="rounded-dc-lg border border-dc-border bg-dc-background p-6">
        <h1 id="page-title" className="text-dc-lg font-semibold">
          {doctor.doctorName ? `${doctor.doctorName}医生，您好` : "您好"}
        </h1>
        <p className="mt-2 text-dc-muted-foreground">
          {doctor.hospital ? `${doctor.hospital} · ${doctor.department ?? ""}` : null}
        </p>
        <p className="mt-2">
          工作室状态：<span data-state={session.verificationState}>{verificationStateLabel(session.verificationState)}</span>
        </p>
      </div>
      {gate ? (
        <div role="region" aria-labelledby="studio-gate-title" data-slot="home-studio-gate" className="flex flex-col items-start gap-2 rounded-dc-lg border border-dc-border bg-dc-surface p-6">
          <h2 id="studio-gate-title" className="font-semibold">
            {gate.message}
          </h2>
          <p className="text-dc-muted-foreground">{gate.detail}</p>
          <StudioGateAction />
        </div>
      ) : null}
      {entries.length > 0 ? (
        <Worklist
          title={worklistTexts.heading}
          summary={pending === undefined ? undefined : worklistTexts.pendingSummary(pending)}
          entries={entries}
          renderLink={routerLink}
          failedText={worklistTexts.loadFailed}
        />
      ) : null}
      <nav aria-label="常用功能" className="grid gap-4 sm:grid-cols-3">
        {[
          [firstTabs.patient, "问诊订单", "接诊、拒诊，查看处方和病历"],
          [firstTabs.nutrition, "营养管理", "营养处方、NRS-2002 筛查与 PG-SGA 评估"],
          [paths.publishing, "发布管理", "文章、草稿与评论"],
        ].map(([href, title, text]) => (
          <Link key={href} href={href!} className="rounded-dc-lg border border-dc-border bg-dc-background p-4 hover:border-dc-primary">
            <span className="block font-medium text-dc-foreground">{title}</span>
            <span className="mt-1 block text-dc-muted-foreground">{text}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}
