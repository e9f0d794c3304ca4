import { useState } from "react";
import { platformDate } from "@doctor-console/domain";
import { PgSgaWorksheet } from "@doctor-console/ui/nutrition";
import { api } from "../../api";
import { invalidate, queryKeys } from "../../data/queries";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { storedDoctor } from "../../session/cookies";

/**
 * /nutriRecipel/addPGSGA?articleId=0: the PG-SGA worksheet. Step 1 creates the nutrition patient
 * (a failure is silent), step 2 submits the answers (the server scores them).
 */
export default function AddPgSgaPage() {
  const { customerId } = useSession();
  const [today] = useState(() => platformDate(new Date()));
  const [executor] = useState(() => storedDoctor().doctorName ?? "");
  return (
    <PgSgaWorksheet
      headingLevel={1}
      today={today}
      executor={executor}
      renderLink={routerLink}
      onCreatePatient={(values) => api.nutrition.addNutritionPatient({ doctorId: customerId, ...values })}
      onSubmitEvaluation={async (nutritionPatientId, answers) => {
        const result = await api.nutrition.addEvaluation({ nutritionPatientId, ...answers });
        void invalidate(queryKeys.nutrition.evaluations);
        return result;
      }}
    />
  );
}
