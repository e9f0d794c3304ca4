import { Link } from "wouter";
import { bmi, nutritionSexLabel, rescreenKindLabels, type NutritionPatientHistory } from "@doctor-console/domain";
import { NutritionTimeline } from "@doctor-console/ui/nutrition";
import { Badge, Button } from "@doctor-console/ui/primitives";
import { nutritionQueries } from "../../data/queries";
import { useRecordFromSearch } from "../../data/use-record";
import { DetailPage } from "../../features/nutrition/detail-layout";
import { useProductLibrary } from "../../features/nutrition/product-library";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { paths } from "../../paths";

/**
 * /nutriRecipel/patientArchive?nutritionPatientId=: a nutrition patient's 营养档案 — who they are,
 * when the next screening is due and why, their NRS-2002 and PG-SGA scores and prescriptions over
 * time (see docs/behaviour/nutrition.md#nutrition-over-time), and the worksheets to start for them.
 */
export default function PatientArchivePage() {
  const { hospitalId } = useSession();
  const load = useRecordFromSearch("nutritionPatientId", nutritionQueries.history);
  const library = useProductLibrary(hospitalId);
  return (
    <DetailPage title="营养档案" back={{ href: paths.nutrition, label: "返回营养管理" }} load={load}>
      {(history) => <Archive history={history} canPrescribe={library === "present"} />}
    </DetailPage>
  );
}

function Archive({ history, canPrescribe }: { history: NutritionPatientHistory; canPrescribe: boolean }) {
  const { patient, next } = history;
  const id = patient.nutritionPatientId;
  const value = bmi(patient.npWeight, patient.npHeight);
  const facts: [string, string][] = [
    ["姓名", patient.npName],
    ["性别", nutritionSexLabel(patient.npSex)],
    ["年龄", `${patient.npAge}岁`],
    ["手机号", patient.npPhone],
    ["身高", `${patient.npHeight} cm`],
    ["体重", `${patient.npWeight} kg`],
    ["BMI", value === null ? "—" : value.toFixed(1)],
    ["住院号", patient.npAdmissionNumber || "—"],
    ["床号", patient.npBedNumber || "—"],
    ["疾病诊断", patient.npDisease || "—"],
  ];
  return (
    <div className="grid min-w-0 gap-5 rounded-dc-lg border border-dc-border bg-dc-background p-4 sm:p-6">
      <section aria-labelledby="archive-patient" className="grid gap-3">
        <h2 id="archive-patient" className="font-medium">
          患者信息
        </h2>
        <dl className="grid grid-cols-[repeat(auto-fill,minmax(154px,1fr))] gap-x-6 gap-y-2">
          {facts.map(([label, text]) => (
            <div key={label} className="flex min-w-0 flex-wrap gap-x-1">
              <dt className="shrink-0 text-dc-muted-foreground">{label}：</dt>
              <dd className="min-w-0">{text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="archive-next" data-slot="next-screening" data-due={next.due ? "true" : "false"} className="grid gap-2 rounded-dc-md bg-dc-surface p-4">
        <h2 id="archive-next" className="flex flex-wrap items-center gap-2 font-medium">
          下次筛查：<span className="tabular-nums">{next.dueDate}</span>（{rescreenKindLabels[next.kind]}）
          {next.due ? <Badge variant="rejected">已到期</Badge> : <Badge variant="success">未到期</Badge>}
        </h2>
        <p className="text-dc-muted-foreground">{next.reason}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild variant={next.kind === "nrs2002" && next.due ? "primary" : "outline"} size="sm">
            <Link href={paths.addScreeningFor(id)}>NRS-2002筛查</Link>
          </Button>
          <Button asChild variant={next.kind === "pgsga" && next.due ? "primary" : "outline"} size="sm">
            <Link href={paths.addPgSgaFor(id)}>PG-SGA评估</Link>
          </Button>
          {canPrescribe ? (
            <Button asChild variant="outline" size="sm">
              <Link href={paths.addNutritionPrescriptionFor(id)}>开具营养处方</Link>
            </Button>
          ) : null}
        </div>
      </section>

      <NutritionTimeline
        screenings={history.screenings}
        evaluations={history.evaluations}
        prescriptions={history.prescriptions}
        nextDueDate={next.dueDate}
        renderLink={routerLink}
        hrefs={{ screening: paths.screening, evaluation: paths.pgSga, prescription: paths.nutritionPrescription }}
      />
    </div>
  );
}
