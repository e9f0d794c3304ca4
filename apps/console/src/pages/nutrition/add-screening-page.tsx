import { Nrs2002Wizard } from "@doctor-console/ui/nutrition";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { paths } from "../../paths";

/**
 * /nutriRecipel/addnutritionDy?articleId=0: the NRS-2002 worksheet. Step 1 creates the nutrition
 * patient; the formal assessment is submitted only when the pre-screen says so.
 */
export default function AddScreeningPage() {
  const { customerId } = useSession();
  const addPatient = useWrite("addNutritionPatient");
  const addScreening = useWrite("addScreening");
  return (
    <Nrs2002Wizard
      headingLevel={1}
      renderLink={routerLink}
      listHref={paths.nutritionTab("assessJl")}
      onCreatePatient={(values) => addPatient.mutateAsync({ doctorId: customerId, ...values })}
      onSubmitScreening={(nutritionPatientId, answers) => addScreening.mutateAsync({ nutritionPatientId, ...answers })}
    />
  );
}
