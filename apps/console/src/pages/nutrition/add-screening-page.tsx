import { emptyNrs2002Draft, Nrs2002Wizard } from "@doctor-console/ui/nutrition";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { paths } from "../../paths";
import { useUnsavedWork } from "../../features/forms/use-unsaved-work";
import { CopyBanner } from "../../features/forms/copy-banner";

/**
 * /nutriRecipel/addnutritionDy?articleId=0: the NRS-2002 worksheet. Step 1 creates the nutrition
 * patient; the formal assessment is submitted only when the pre-screen says so. A worksheet not
 * finished is kept in the browser (its step, the patient, the answers) and leaving it is asked
 * (features/forms/use-unsaved-work.ts).
 */
export default function AddScreeningPage() {
  const { customerId } = useSession();
  const addPatient = useWrite("addNutritionPatient");
  const addScreening = useWrite("addScreening");
  const work = useUnsavedWork({ customerId, form: "nrs2002", saved: emptyNrs2002Draft });
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
        onCreatePatient={(values) => addPatient.mutateAsync({ doctorId: customerId, ...values })}
        onSubmitScreening={(nutritionPatientId, answers) => addScreening.mutateAsync({ nutritionPatientId, ...answers })}
      />
    </div>
  );
}
