import { Link } from "wouter";
import { verificationStateLabel } from "@doctor-console/domain";
import { useDoctor } from "../data/queries";
import { useSession } from "../session/session";
import { firstTabs, paths } from "../paths";

/** The landing page: who is signed in, the studio's state and the day's starting points. */
export default function Welcome() {
  const session = useSession();
  const doctor = useDoctor();
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
