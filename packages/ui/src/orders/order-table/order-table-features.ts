import { metaHelper, tableFeatures } from "@tanstack/react-table";
import type { ConsultationOrder } from "@doctor-console/domain";
import type { RenderLink } from "../../lib/link";

export type OrderDetailKind = "prescription" | "record";

/** What the cells need from the table's owner: intents, links and the clock. */
export interface OrderTableMeta {
  onAccept?: (order: ConsultationOrder) => void | Promise<unknown>;
  /** Opens the refusal prompt for an order. */
  requestRefuse: (order: ConsultationOrder) => void;
  onRemind: (order: ConsultationOrder) => void;
  renderLink: RenderLink;
  detailHref: (kind: OrderDetailKind, order: ConsultationOrder) => string;
  /** Where 发消息 opens an accepted order's conversation; absent: no such action. */
  chatHref?: (order: ConsultationOrder) => string | null;
  /** "Now", for how long a pending patient has waited. */
  now: Date;
}

export interface OrderColumnMeta {
  align?: "right" | "center";
}

/** One features value for every order table: the core only, plus typed meta slots. */
export const orderTableFeatures = tableFeatures({
  tableMeta: metaHelper<OrderTableMeta>(),
  columnMeta: metaHelper<OrderColumnMeta>(),
});
