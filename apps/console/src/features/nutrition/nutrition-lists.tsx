import type { ReactNode } from "react";
import { showPager } from "@doctor-console/domain";
import { NutritionPrescriptionTable, PgSgaRecordTable, ProductLibraryTable, RescreenDueTable, ScreeningRecordTable } from "@doctor-console/ui/nutrition";
import { Pagination } from "@doctor-console/ui/primitives";
import { nutritionQueries, useRescreenDue } from "../../data/queries";
import { useSession } from "../../session/session";
import { routerLink } from "../../router-link";
import { paths } from "../../paths";
import { isNoLibrary, NoLibraryMessage } from "./product-library";
import { usePagedList, type PagedLoad } from "../../data/use-paged-list";

function Paged<T>({ load, children }: { load: PagedLoad<T>; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {children}
      {showPager(load.data.total) ? (
        <Pagination className="justify-end" total={load.data.total} pageSize={load.data.pageSize} page={load.page} onPageChange={load.setPage} />
      ) : null}
    </div>
  );
}

/** nutriRecipel_jl: the doctor's nutrition prescriptions. */
export function PrescriptionRecords() {
  const { customerId } = useSession();
  const load = usePagedList((page) => nutritionQueries.prescriptions(customerId, page));
  return (
    <Paged load={load}>
      <NutritionPrescriptionTable rows={load.data.list} loading={load.loading} renderLink={routerLink} detailHref={paths.nutritionPrescription} archiveHref={paths.nutritionPatientArchive} />
    </Paged>
  );
}

/** PGSGAJl: the doctor's PG-SGA assessments. */
export function PgSgaRecords() {
  const { customerId } = useSession();
  const load = usePagedList((page) => nutritionQueries.evaluations(customerId, page));
  return (
    <Paged load={load}>
      <PgSgaRecordTable rows={load.data.list} loading={load.loading} renderLink={routerLink} detailHref={paths.pgSga} archiveHref={paths.nutritionPatientArchive} />
    </Paged>
  );
}

/** assessJl: the doctor's NRS-2002 screenings. */
export function ScreeningRecords() {
  const { customerId } = useSession();
  const load = usePagedList((page) => nutritionQueries.screenings(customerId, page));
  return (
    <Paged load={load}>
      <ScreeningRecordTable rows={load.data.list} loading={load.loading} renderLink={routerLink} detailHref={paths.screening} archiveHref={paths.nutritionPatientArchive} />
    </Paged>
  );
}

/** nutrition: the hospital's product library; a hospital without one gets the spec's centered message. */
export function ProductLibrary() {
  const { hospitalId } = useSession();
  const load = usePagedList((page) => nutritionQueries.products(hospitalId, page));
  if (isNoLibrary(load.error)) return <NoLibraryMessage />;
  return (
    <Paged load={load}>
      <ProductLibraryTable rows={load.data.list} loading={load.loading} />
    </Paged>
  );
}

/** rescreen: the patients due for re-screening (the server's count, the same the home shows), earliest due first. */
export function RescreenDueList() {
  const { data, isPending } = useRescreenDue();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-dc-sm text-dc-muted-foreground">
        {isPending ? "正在读取待复筛患者…" : `共 ${data?.total ?? 0} 位患者已到复筛或复评日期`}
      </p>
      <RescreenDueTable
        rows={data?.list ?? []}
        loading={isPending}
        renderLink={routerLink}
        archiveHref={paths.nutritionPatientArchive}
        startHref={(kind, id) => (kind === "pgsga" ? paths.addPgSgaFor(id) : paths.addScreeningFor(id))}
      />
    </div>
  );
}
