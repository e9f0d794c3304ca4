import { useState } from "react";
import { platformDate } from "@doctor-console/domain";
import { emptyPgSgaDraft, PgSgaWorksheet } from "@doctor-console/ui/nutrition";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { detailReturnPaths } from "../../paths";
import { storedDoctor } from "../../session/cookies";
import { LoadingOverlay } from "@doctor-console/ui/primitives";
import { useUnsavedWork } from "../../features/forms/use-unsaved-work";
import { CopyBanner } from "../../features/forms/copy-banner";
import { loadKnownPatients, useKnownPatientFromSearch } from "../../features/nutrition/known-patient";

/**
 * /nutriRecipel/addPGSGA?articleId=0: the PG-SGA worksheet. Step 1 creates the nutrition patient
 * (a failure is silent; a known patient can be chosen, or come with `&nutritionPatientId=`), step 2
 * submits the answers (the server scores them). A worksheet not finished is kept in the browser (a
 * kept copy wins over the patient of the address) and leaving it is asked
 * (features/forms/use-unsaved-work.ts).
 */
export default function AddPgSgaPage() {
  const { customerId } = useSession();
  const addPatient = useWrite("addNutritionPatient");
  const addEvaluation = useWrite("addEvaluation");
  const [today] = useState(() => platformDate(new Date()));
  const [executor] = useState(() => storedDoctor().doctorName ?? "");
  const work = useUnsavedWork({ customerId, form: "pgsga", saved: emptyPgSgaDraft });
  const known = useKnownPatientFromSearch();
  if (known.status === "loading") {
    return (
      <div className="relative h-64">
        <LoadingOverlay active scope="container" />
      </div>
    );
  }
  if (!work.values) return null;
  return (
    <div className="flex flex-col gap-4">
      <CopyBanner work={work} />
      <PgSgaWorksheet
        key={work.formKey}
        headingLevel={1}
        today={today}
        executor={executor}
        renderLink={routerLink}
        listHref={detailReturnPaths.pgsga}
        defaultDraft={work.values}
        onDraftChange={work.change}
        loadPatients={loadKnownPatients}
        initialPatient={known.status === "ready" ? known.patient : null}
        onCreatePatient={(values) => addPatient.mutateAsync({ doctorId: customerId, ...values })}
        onSubmitEvaluation={(nutritionPatientId, answers) => addEvaluation.mutateAsync({ nutritionPatientId, ...answers })}
      />
    </div>
  );
}
