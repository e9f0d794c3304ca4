import { useQuery } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { DiseaseForm, type DepartmentOption } from "@doctor-console/ui/publishing";
import { useWrite } from "../../data/mutations";
import { optionQueries } from "../../data/queries";
import { BackLink } from "../../features/navigation/back-link";
import { reportError } from "../../report-error";
import { paths } from "../../paths";

const noDepartments: DepartmentOption[] = [];

/** /releaseM/addDisease (no tab bar): a new disease → POST /management/diseases → the disease list. */
export default function AddDiseasePage() {
  const [, navigate] = useLocation();
  const { data: departments = noDepartments } = useQuery(optionQueries.departments());
  const addDisease = useWrite("addDisease");
  return (
    <section aria-label="新增疾病" className="flex flex-col gap-4">
      <header>
        <BackLink href={paths.diseases}>返回疾病列表</BackLink>
      </header>
      <div className="rounded-dc-lg border border-dc-border bg-dc-background p-6">
        <DiseaseForm
          departments={departments}
          onSubmit={async (values) => {
            try {
              await addDisease.mutateAsync(values);
            } catch (error) {
              reportError(error);
              throw error;
            }
            navigate(paths.diseases);
          }}
        />
      </div>
    </section>
  );
}
