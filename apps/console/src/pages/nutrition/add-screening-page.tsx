import { Nrs2002Wizard } from "@doctor-console/ui/nutrition";
import { api } from "../../api";
import { invalidate, queryKeys } from "../../data/queries";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { paths } from "../../paths";

/**
 * /nutriRecipel/addnutritionDy?articleId=0: the NRS-2002 worksheet. Step 1 creates the nutrition
 * patient; the formal assessment is submitted only when the pre-screen says so.
 */
export default function AddScreeningPage() {
  const { customerId } = useSession();
  return (
    <Nrs2002Wizard
      headingLevel={1}
      renderLink={routerLink}
      listHref={paths.nutritionTab("assessJl")}
      onCreatePatient={(values) => api.nutrition.addNutritionPatient({ doctorId: customerId, ...values })}
      onSubmitScreening={async (nutritionPatientId, answers) => {
        const result = await api.nutrition.addScreening({ nutritionPatientId, ...answers });
        void invalidate(queryKeys.nutrition.screenings);
        return result;
      }}
    />
  );
}
