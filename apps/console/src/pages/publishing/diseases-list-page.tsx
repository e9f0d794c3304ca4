import { Link } from "wouter";
import { showPager } from "@doctor-console/domain";
import { DiseaseTable } from "@doctor-console/ui/publishing";
import { Button, Card, Pagination, PlusIcon } from "@doctor-console/ui/primitives";
import { publishingQueries } from "../../data/queries";
import { usePagedList } from "../../data/use-paged-list";
import { paths } from "../../paths";

/** /diseasesList (no tab bar): the doctor's diseases, paged (GET /management/diseases, an extension of the contract). */
export default function DiseasesListPage() {
  const { page, setPage, data, loading } = usePagedList(publishingQueries.diseases);
  return (
    <section aria-labelledby="diseases-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="diseases-title" className="text-dc-lg font-semibold">
          疾病列表
        </h1>
        <Button asChild>
          <Link href={paths.addDisease}>
            <PlusIcon aria-hidden />
            新增疾病
          </Link>
        </Button>
      </header>
      <Card className="gap-4 p-4">
        <DiseaseTable rows={data.list} loading={loading} />
        {showPager(data.total) ? (
          <Pagination className="justify-end" total={data.total} pageSize={data.pageSize} page={page} onPageChange={setPage} />
        ) : null}
      </Card>
    </section>
  );
}
