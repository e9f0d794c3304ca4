import { useQuery } from "../../data/server-state";
import { useLocation } from "wouter";
import type { DiseaseInput } from "@doctor-console/domain";
import { DiseaseForm, type DepartmentOption } from "@doctor-console/ui/publishing";
import { useWrite } from "../../data/mutations";
import { optionQueries } from "../../data/queries";
import { BackLink } from "../../features/navigation/back-link";
import { reportError } from "../../report-error";
import { paths } from "../../paths";
import { useSession } from "../../session/session";
import { useUnsavedWork } from "../../features/forms/use-unsaved-work";
import { CopyBanner } from "../../features/forms/copy-banner";

const noDepartments: DepartmentOption[] = [];
const nothingTyped: DiseaseInput = { diseaseName: "", content: "", department: [] };

/**
 * /releaseM/addDisease (no tab bar): a new disease → POST /management/diseases → the disease list.
 * What is typed is kept in the browser and leaving it is asked (features/forms/use-unsaved-work.ts).
 */
export default function AddDiseasePage() {
  const [, navigate] = useLocation();
  const { data: departments = noDepartments } = useQuery(optionQueries.departments());
  const addDisease = useWrite("addDisease");
  const { customerId } = useSession();
  const work = useUnsavedWork({ customerId, form: "disease", saved: nothingTyped });
  return (
    <section aria-label="新增疾病" className="flex flex-col gap-4">
      <header>
        <BackLink href={paths.diseases}>返回疾病列表</BackLink>
      </header>
      <CopyBanner work={work} />
      {work.values ? (
        <div className="rounded-dc-lg border border-dc-border bg-dc-background p-6">
          <DiseaseForm
            key={work.formKey}
            departments={departments}
            defaultValues={work.values}
            onValuesChange={work.change}
            onSubmit={async (values) => {
              try {
                await addDisease.mutateAsync(values);
              } catch (error) {
                reportError(error);
                throw error;
              }
              await work.saved(work.current.current ?? nothingTyped);
              navigate(paths.diseases);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
