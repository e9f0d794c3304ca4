import { useState } from "react";
import type { CallInput } from "@doctor-console/api";
import { formatDate } from "@doctor-console/domain";
import { PgSgaWorksheet } from "@doctor-console/ui/nutrition";
import { api } from "../../api";
import { useSession } from "../../session/session";
import { renderLink, signedInDoctorName } from "./common";

/**
 * /nutriRecipel/addPGSGA?articleId=0: the PG-SGA worksheet. Step 1 creates the nutrition patient
 * (a failure is silent), step 2 submits the answers (the server scores them).
 */
export default function AddPgSgaPage() {
  const { customerId } = useSession();
  const [today] = useState(() => formatDate(new Date()));
  const [executor] = useState(signedInDoctorName);
  return (
    <PgSgaWorksheet
      headingLevel={1}
      today={today}
      executor={executor}
      renderLink={renderLink}
      onCreatePatient={(values) => api.nutrition.addNutritionPatient({ doctorId: customerId, ...values })}
      onSubmitEvaluation={(nutritionPatientId, answers) =>
        // The schema checked every answer against the domain's options; its output type is wider.
        api.nutrition.addEvaluation({ nutritionPatientId, ...answers } as CallInput<"addEvaluation">)
      }
    />
  );
}
