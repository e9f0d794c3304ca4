import { useState } from "react";
import { platformDate } from "@doctor-console/domain";
import { PgSgaWorksheet } from "@doctor-console/ui/nutrition";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { detailReturnPaths } from "../../paths";
import { storedDoctor } from "../../session/cookies";
import { LoadingOverlay } from "@doctor-console/ui/primitives";
import { loadKnownPatients, useKnownPatientFromSearch } from "../../features/nutrition/known-patient";

/**
 * /nutriRecipel/addPGSGA?articleId=0: the PG-SGA worksheet. Step 1 creates the nutrition patient
 * (a failure is silent; a known patient can be chosen, or come with `&nutritionPatientId=`), step 2 submits the answers (the server scores them).
 */
export default function AddPgSgaPage() {
  const { customerId } = useSession();
  const addPatient = useWrite("addNutritionPatient");
  const addEvaluation = useWrite("addEvaluation");
  const [today] = useState(() => platformDate(new Date()));
  const [executor] = useState(() => storedDoctor().doctorName ?? "");
  const known = useKnownPatientFromSearch();
  if (known.status === "loading") {
    return (
      <div className="relative h-64">
        <LoadingOverlay active scope="container" />
      </div>
    );
  }
  return (
    <PgSgaWorksheet
      headingLevel={1}
      today={today}
      executor={executor}
      renderLink={routerLink}
      listHref={detailReturnPaths.pgsga}
      loadPatients={loadKnownPatients}
      initialPatient={known.status === "ready" ? known.patient : null}
      onCreatePatient={(values) => addPatient.mutateAsync({ doctorId: customerId, ...values })}
      onSubmitEvaluation={(nutritionPatientId, answers) => addEvaluation.mutateAsync({ nutritionPatientId, ...answers })}
    />
  );
}
