/**
 * A patient list sorted or filtered (see docs/behaviour/orders.md#sorting-and-filtering): the
 * pending list longest waiting first, the 线下门诊 orders still awaiting an answer, the
 * prescriptions the pharmacist rejected. The platform's list call takes only `state` and `page`,
 * so a sorted or filtered list reads every page of its list (orderQueries.everyPage, the same cache
 * entries as the paged list) and pages through the result itself, at the server's page size.
 */
import { useMemo, useState } from "react";
import { useQuery } from "../../data/server-state";
import { byLongestWaiting, orderListFilters, type ConsultationOrder, type OrderListFilter, type OrderListSort, type Page, type PatientListState } from "@doctor-console/domain";
import { orderQueries } from "../../data/queries";
import { usePagedList, type PagedLoad } from "../../data/use-paged-list";

export interface OrderListView {
  sort: OrderListSort;
  filter: OrderListFilter | null;
}

/** Which views each list offers: the pending list can be sorted, 线下门诊 and 已处方 filtered. */
const offered: Partial<Record<PatientListState, { sorts?: OrderListSort[]; filter?: OrderListFilter }>> = {
  0: { sorts: ["newest", "waited"] },
  4: { filter: "awaiting" },
  5: { filter: "rejected" },
};

export const listViewOffer = (listState: PatientListState) => offered[listState] ?? {};

/** The view an address asks for (`?sort=waited`, `?filter=awaiting`), where the list offers it. */
export function orderListView(search: string, listState: PatientListState): OrderListView {
  const params = new URLSearchParams(search);
  const offer = listViewOffer(listState);
  const sort = params.get("sort");
  const filter = params.get("filter");
  return {
    sort: offer.sorts?.includes(sort as OrderListSort) ? (sort as OrderListSort) : "newest",
    filter: offer.filter && offer.filter === filter ? offer.filter : null,
  };
}

const emptyPage: Page<ConsultationOrder> = { list: [], pageSize: 10, total: 0 };

/** The page of a list the table shows: the server's page as it is, or a page of the whole list sorted or filtered. */
export function useOrderListPage(listState: PatientListState, view: OrderListView): PagedLoad<ConsultationOrder> {
  const whole = view.sort !== "newest" || view.filter !== null;
  const paged = usePagedList((p) => ({ ...orderQueries.list(listState, p), enabled: !whole }));
  const [page, setPage] = useState(1);
  const every = useQuery({ ...orderQueries.everyPage(listState), enabled: whole });
  const data = useMemo(() => {
    if (!every.data || every.error) return emptyPage;
    let list = every.data.list;
    if (view.filter) list = list.filter(orderListFilters[view.filter].test);
    if (view.sort === "waited") list = byLongestWaiting(list);
    const size = every.data.pageSize || emptyPage.pageSize;
    return { list: list.slice((page - 1) * size, page * size), pageSize: size, total: list.length };
  }, [every.data, every.error, view.filter, view.sort, page]);
  if (!whole) return paged;
  // A page that has emptied (its last rows left) gives way to the last page with rows.
  const last = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (page > last) setPage(last);
  return { page, setPage, data, loading: every.isPending, error: every.error };
}
