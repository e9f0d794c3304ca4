import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { DiseaseForm, type DepartmentOption } from "@doctor-console/ui/publishing";
import { api } from "../../api";
import { invalidate, queryKeys } from "../../data/queries";
import { BackLink } from "../nutrition/back-link";
import { reportError } from "../report-error";

/** /releaseM/addDisease (no tab bar): a new disease → POST /management/diseases → the disease list. */
export default function AddDiseasePage() {
  const [, navigate] = useLocation();
  const [departments, setDepartments] = useState<DepartmentOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api.account.getDepartments({}, { signal: controller.signal }).then(setDepartments, (error: unknown) => {
      if (!controller.signal.aborted) reportError(error);
    });
    return () => controller.abort();
  }, []);
  return (
    <section aria-label="新增疾病" className="flex flex-col gap-4">
      <header>
        <BackLink href="/diseasesList">返回疾病列表</BackLink>
      </header>
      <div className="rounded-dc-lg border border-dc-border bg-dc-background p-6">
        <DiseaseForm
          departments={departments}
          onSubmit={async (values) => {
            try {
              await api.articles.addDisease(values);
            } catch (error) {
              reportError(error);
              throw error;
            }
            void invalidate(queryKeys.diseases);
            navigate("/diseasesList");
          }}
        />
      </div>
    </section>
  );
}
