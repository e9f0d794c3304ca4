import { Link } from "wouter";
import { orderListFilters, orderListSorts, worklistTexts, type PatientTab } from "@doctor-console/domain";
import { paths } from "../../paths";
import { listViewOffer, type OrderListView } from "./list-view";

const chip =
  "inline-flex h-8 items-center rounded-dc-md border border-dc-border px-3 text-dc-sm text-dc-foreground no-underline hover:border-dc-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring aria-[current=true]:border-dc-primary aria-[current=true]:bg-dc-primary-soft aria-[current=true]:text-dc-primary-soft-foreground";

/**
 * Above a patient list: its sort (the pending list: 最新在前 / 等待最久在前) and its filter when one
 * is on (with 显示全部 to take it off), as links, so that the address keeps the view.
 */
export function OrderListViewBar({ tab, view }: { tab: PatientTab; view: OrderListView }) {
  const offer = listViewOffer(tab.listState);
  if (!offer.sorts && !view.filter) return null;
  return (
    <div data-slot="order-list-view" className="flex flex-wrap items-center gap-2">
      {offer.sorts ? (
        <div role="group" aria-label={worklistTexts.sortLabel} className="flex flex-wrap items-center gap-2">
          <span aria-hidden className="text-dc-sm text-dc-muted-foreground">
            {worklistTexts.sortLabel}
          </span>
          {offer.sorts.map((sort) => (
            <Link key={sort} href={paths.patientTabView(tab.route, { sort })} aria-current={view.sort === sort ? "true" : undefined} className={chip}>
              {orderListSorts[sort]}
            </Link>
          ))}
        </div>
      ) : null}
      {view.filter ? (
        <p className="flex flex-wrap items-center gap-2 text-dc-sm">
          <span className="text-dc-muted-foreground">{worklistTexts.filterLabel}</span>
          <span data-slot="order-list-filter" className="rounded-dc-sm bg-dc-status-pending px-2 py-0.5 text-dc-status-pending-foreground">
            {orderListFilters[view.filter].label}
          </span>
          <Link href={paths.patientTab(tab.route)} className={chip}>
            {worklistTexts.showAll}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
