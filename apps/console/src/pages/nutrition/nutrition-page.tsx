import { useEffect } from "react";
import { Link } from "wouter";
import { errorMessages } from "@doctor-console/domain";
import { Button, LinkTab, LinkTabs, PlusIcon, toast } from "@doctor-console/ui/primitives";
import { useSession } from "../../session/session";
import { useProductLibrary } from "../../features/nutrition/product-library";
import { PgSgaRecords, PrescriptionRecords, ProductLibrary, RescreenDueList, ScreeningRecords } from "../../features/nutrition/nutrition-lists";
import { useSectionTab } from "../../features/navigation/section-tab";
import { nutritionTabs, paths } from "../../paths";

/**
 * /nutriRecipel: the nutrition section — prescription, PG-SGA and NRS-2002 records and the
 * product library, each a paged list starting at page 1. Issuing a prescription (and adding a
 * product) is offered only when the hospital has a product library; otherwise the spec's centered
 * message says so.
 */
export default function NutritionPage() {
  const session = useSession();
  const { tab: current, entry, onEnter } = useSectionTab(nutritionTabs);
  const tab = current?.route;
  const library = useProductLibrary(session.hospitalId);

  useEffect(() => {
    if (library === "absent") toast.error(errorMessages.noProductLibrary, { center: true, id: "no-product-library" });
  }, [library]);

  // A path naming no tab is sent to the first tab before this page shows (landingPath, routes.ts).
  if (!tab) return null;

  const hasLibrary = library === "present";
  return (
    <section aria-labelledby="nutrition-page-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="nutrition-page-title" className="text-dc-lg font-semibold">
          营养管理
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {hasLibrary ? (
            <Button asChild>
              <Link href={`${paths.addNutritionPrescription}?articleId=0`}>
                <PlusIcon aria-hidden />
                开具营养处方
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link href={`${paths.addPgSga}?articleId=0`}>新增PG-SGA评估</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`${paths.addScreening}?articleId=0`}>新增NRS-2002筛查</Link>
          </Button>
          {hasLibrary && tab === "nutrition" ? (
            <Button asChild variant="outline">
              <Link href={paths.addProduct}>新增营养品</Link>
            </Button>
          ) : null}
        </div>
      </header>
      <LinkTabs aria-label="营养管理分类">
        {nutritionTabs.map((t) => (
          <LinkTab key={t.route} asChild active={t.route === tab}>
            <Link href={paths.nutritionTab(t.route)} onClick={onEnter}>
              {t.label}
            </Link>
          </LinkTab>
        ))}
      </LinkTabs>
      {tab === "nutriRecipel_jl" ? <PrescriptionRecords key={`rx:${entry}`} /> : null}
      {tab === "PGSGAJl" ? <PgSgaRecords key={`pg:${entry}`} /> : null}
      {tab === "assessJl" ? <ScreeningRecords key={`nrs:${entry}`} /> : null}
      {tab === "nutrition" ? <ProductLibrary key={`lib:${entry}`} /> : null}
      {tab === "rescreen" ? <RescreenDueList key={`due:${entry}`} /> : null}
    </section>
  );
}
