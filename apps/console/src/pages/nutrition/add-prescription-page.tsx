import { useState } from "react";
import { useQuery } from "../../data/server-state";
import { useLocation } from "wouter";
import { nutritionPatientBasicInfo, platformDate } from "@doctor-console/domain";
import type { CallInput } from "@doctor-console/api";
import { NutritionPrescriptionForm, type NutritionPrescriptionDraft } from "@doctor-console/ui/nutrition";
import { LoadingOverlay } from "@doctor-console/ui/primitives";
import { useWrite } from "../../data/mutations";
import { fetchFresh, nutritionReads } from "../../data/page-queries";
import { useSession } from "../../session/session";
import { BackLink } from "../../features/navigation/back-link";
import { NoLibraryMessage, useProductLibrary } from "../../features/nutrition/product-library";
import { paths } from "../../paths";
import { useUnsavedWork } from "../../features/forms/use-unsaved-work";
import { CopyBanner } from "../../features/forms/copy-banner";
import { loadKnownPatients, useKnownPatientFromSearch } from "../../features/nutrition/known-patient";

/** A new prescription: nothing typed yet. */
const nothingTyped: NutritionPrescriptionDraft = { basicInfo: null, lines: [] };

/**
 * /nutriRecipel/addnutriRecipel?articleId=0: issue a nutrition prescription from the hospital's
 * product library. Only for hospitals with a library; a failure shows the server's errmsg and keeps
 * what was typed; success opens the new prescription. What is typed is kept in the browser and
 * leaving it is asked (features/forms/use-unsaved-work.ts).
 */
export default function AddPrescriptionPage() {
  const { customerId, hospitalId } = useSession();
  const [, navigate] = useLocation();
  const library = useProductLibrary(hospitalId);
  // The letterhead shows once it has arrived; without it the form still works.
  const letterhead = useQuery(nutritionReads.header(customerId)).data ?? null;
  const [today] = useState(() => platformDate(new Date()));
  const addPrescription = useWrite("addNutritionPrescription");
  const work = useUnsavedWork({ customerId, form: "nutrition-prescription", saved: nothingTyped });
  const known = useKnownPatientFromSearch();

  return (
    <section aria-labelledby="add-prescription-title" className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        <BackLink href={paths.nutritionTab("nutriRecipel_jl")}>返回处方记录</BackLink>
        <h1 id="add-prescription-title" className="text-dc-lg font-semibold">
          开具营养处方
        </h1>
      </header>
      {library === "checking" || known.status === "loading" ? (
        <div className="relative h-64">
          <LoadingOverlay active scope="container" />
        </div>
      ) : library === "absent" ? (
        <NoLibraryMessage />
      ) : work.values ? (
        <>
          <CopyBanner work={work} />
          <NutritionPrescriptionForm
            key={work.formKey}
            // A kept copy's basic info wins; else the known patient of the address (`&nutritionPatientId=`).
            defaultBasicInfo={
              work.values.basicInfo ?? (known.status === "ready" && known.patient ? nutritionPatientBasicInfo(known.patient) : null)
            }
            defaultLines={work.values.lines}
            onValuesChange={work.change}
            letterhead={letterhead}
            date={today}
            loadOptions={(query, signal) => fetchFresh(nutritionReads.productSearch(hospitalId, query), signal)}
            loadProduct={(nourishmentId, signal) => fetchFresh(nutritionReads.product(nourishmentId), signal)}
            loadPatients={loadKnownPatients}
            onSubmit={async (values) => {
              // The basic-info dialog made sex, age and phone required before the name could be set.
              const id = await addPrescription.mutateAsync(values as CallInput<"addNutritionPrescription">);
              await work.saved(work.current.current ?? nothingTyped);
              navigate(paths.nutritionPrescription(id));
            }}
          />
        </>
      ) : null}
    </section>
  );
}
