import { Nrs2002Wizard } from "@doctor-console/ui/nutrition";
import { LoadingOverlay } from "@doctor-console/ui/primitives";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { paths } from "../../paths";
import { loadKnownPatients, useKnownPatientFromSearch } from "../../features/nutrition/known-patient";
import { useProductLibrary } from "../../features/nutrition/product-library";

/**
 * /nutriRecipel/addnutritionDy?articleId=0: the NRS-2002 worksheet. Step 1 creates the nutrition
 * patient (a known one can be chosen, or come with `&nutritionPatientId=`); the formal assessment is
 * submitted only when the pre-screen says so; the result offers the next steps for the patient.
 */
export default function AddScreeningPage() {
  const { customerId, hospitalId } = useSession();
  const addPatient = useWrite("addNutritionPatient");
  const addScreening = useWrite("addScreening");
  const known = useKnownPatientFromSearch();
  const library = useProductLibrary(hospitalId);
  if (known.status === "loading") {
    return (
      <div className="relative h-64">
        <LoadingOverlay active scope="container" />
      </div>
    );
  }
  return (
    <Nrs2002Wizard
      headingLevel={1}
      renderLink={routerLink}
      listHref={paths.nutritionTab("assessJl")}
      loadPatients={loadKnownPatients}
      initialPatient={known.status === "ready" ? known.patient : null}
      nextSteps={(id) => ({
        // A prescription only where the hospital has a product library (see docs/behaviour/nutrition.md#product-library).
        ...(library === "present" ? { prescription: paths.addNutritionPrescriptionFor(id) } : {}),
        pgsga: paths.addPgSgaFor(id),
      })}
      onCreatePatient={(values) => addPatient.mutateAsync({ doctorId: customerId, ...values })}
      onSubmitScreening={(nutritionPatientId, answers) => addScreening.mutateAsync({ nutritionPatientId, ...answers })}
    />
  );
}
