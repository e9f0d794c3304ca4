import { useState } from "react";
import { formatDate } from "@doctor-console/domain";
import { PgSgaWorksheet } from "@doctor-console/ui/nutrition";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { detailReturnPaths } from "../../paths";
import { storedDoctor } from "../../session/cookies";

/**
 * /nutriRecipel/addPGSGA?articleId=0: the PG-SGA worksheet. Step 1 creates the nutrition patient
 * (a failure is silent), step 2 submits the answers (the server scores them).
 */
export default function AddPgSgaPage() {
  const { customerId } = useSession();
  const addPatient = useWrite("addNutritionPatient");
  const addEvaluation = useWrite("addEvaluation");
  const [today] = useState(() => formatDate(new Date()));
  const [executor] = useState(() => storedDoctor().doctorName ?? "");
  return (
    <PgSgaWorksheet
      headingLevel={1}
      today={today}
      executor={executor}
      renderLink={routerLink}
      listHref={detailReturnPaths.pgsga}
      onCreatePatient={(values) => addPatient.mutateAsync({ doctorId: customerId, ...values })}
      onSubmitEvaluation={(nutritionPatientId, answers) => addEvaluation.mutateAsync({ nutritionPatientId, ...answers })}
    />
  );
}
