import { createContext, useContext } from "react";
import type { ReactTable } from "@tanstack/react-table";
import type { ConsultationOrder, PatientListState } from "@doctor-console/domain";
import type { OrderTableMeta, orderTableFeatures } from "./order-table-features";

export interface OrderTableState {
  /** The TanStack table of the list (rows, headers, `FlexRender`). */
  table: ReactTable<typeof orderTableFeatures, ConsultationOrder>;
  listState: PatientListState;
  loading: boolean;
  /** The intents, links and clock the cells use. */
  meta: OrderTableMeta;
}

export const OrderTableContext = createContext<OrderTableState | null>(null);

/** The order table around a part: its TanStack table, list state, loading flag and intents. */
export function useOrderTable(): OrderTableState {
  return useOrderTablePart("useOrderTable");
}

/** The same, naming the part that is out of place. */
export function useOrderTablePart(part: string): OrderTableState {
  const state = useContext(OrderTableContext);
  if (!state) throw new Error(`${part} must be used inside <OrderTableRoot>.`);
  return state;
}
