import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { platformDate } from "@doctor-console/domain";
import type { CallInput, PrescriptionHeader } from "@doctor-console/api";
import { NutritionPrescriptionForm } from "@doctor-console/ui/nutrition";
import { LoadingOverlay } from "@doctor-console/ui/primitives";
import { api } from "../../api";
import { invalidate, queryKeys } from "../../data/queries";
import { useSession } from "../../session/session";
import { BackLink } from "./back-link";
import { NoLibraryMessage, useProductLibrary } from "./common";

/**
 * /nutriRecipel/addnutriRecipel?articleId=0: issue a nutrition prescription from the hospital's
 * product library. Only for hospitals with a library; a failure shows the server's errmsg and keeps
 * what was typed; success opens the new prescription.
 */
export default function AddPrescriptionPage() {
  const { customerId, hospitalId } = useSession();
  const [, navigate] = useLocation();
  const library = useProductLibrary(hospitalId);
  const [letterhead, setLetterhead] = useState<PrescriptionHeader | null>(null);
  const [today] = useState(() => platformDate(new Date()));

  useEffect(() => {
    const controller = new AbortController();
    api.nutrition
      .getPrescriptionHeader({ customerId }, { signal: controller.signal })
      .then(setLetterhead)
      .catch(() => undefined);
    return () => controller.abort();
  }, [customerId]);

  return (
    <section aria-labelledby="add-prescription-title" className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        <BackLink href="/nutriRecipel/nutriRecipel_jl">返回处方记录</BackLink>
        <h1 id="add-prescription-title" className="text-dc-lg font-semibold">
          开具营养处方
        </h1>
      </header>
      {library === "checking" ? (
        <div className="relative h-64">
          <LoadingOverlay active scope="container" />
        </div>
      ) : library === "absent" ? (
        <NoLibraryMessage />
      ) : (
        <NutritionPrescriptionForm
          letterhead={letterhead}
          date={today}
          loadOptions={(query, signal) => api.nutrition.searchProducts({ nourishmentName: query, hospitalId }, { signal })}
          loadProduct={(nourishmentId, signal) => api.nutrition.getProduct({ nourishmentId }, { signal })}
          onSubmit={async (values) => {
            // The basic-info dialog made sex, age and phone required before the name could be set.
            const id = await api.nutrition.addNutritionPrescription(values as CallInput<"addNutritionPrescription">);
            void invalidate(queryKeys.nutrition.prescriptions);
            navigate(`/nutriRecipel/nutriRecipelDetail?nutritionPrescriptionId=${id}`);
          }}
        />
      )}
    </section>
  );
}
