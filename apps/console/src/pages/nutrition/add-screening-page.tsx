import { emptyNrs2002Draft, Nrs2002Wizard } from "@doctor-console/ui/nutrition";
import { LoadingOverlay } from "@doctor-console/ui/primitives";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { paths } from "../../paths";
import { useUnsavedWork } from "../../features/forms/use-unsaved-work";
import { CopyBanner } from "../../features/forms/copy-banner";
import { loadKnownPatients, useKnownPatientFromSearch } from "../../features/nutrition/known-patient";
import { useProductLibrary } from "../../features/nutrition/product-library";

/**
 * /nutriRecipel/addnutritionDy?articleId=0: the NRS-2002 worksheet. Step 1 creates the nutrition
 * patient (a known one can be chosen, or come with `&nutritionPatientId=`); the formal assessment is
 * submitted only when the pre-screen says so; the result offers the next steps for the patient.
 * A worksheet not finished is kept in the browser (its step, the patient, the answers; a kept copy
 * wins over the patient of the address) and leaving it is asked (features/forms/use-unsaved-work.ts).
 */
export default function AddScreeningPage() {
  const { customerId, hospitalId } = useSession();
  const addPatient = useWrite("addNutritionPatient");
  const addScreening = useWrite("addScreening");
  const work = useUnsavedWork({ customerId, form: "nrs2002", saved: emptyNrs2002Draft });
  const known = useKnownPatientFromSearch();
  const library = useProductLibrary(hospitalId);
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
      <Nrs2002Wizard
        key={work.formKey}
        headingLevel={1}
        renderLink={routerLink}
        listHref={paths.nutritionTab("assessJl")}
        defaultDraft={work.values}
        onDraftChange={work.change}
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
    </div>
  );
}
