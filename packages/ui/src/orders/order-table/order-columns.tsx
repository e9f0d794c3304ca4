import { useState, type ReactNode } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import {
  displayDate,
  displayDateTime,
  canAcceptOrRefuse,
  orderStatus,
  parsePlatformDate,
  prescriptionReview,
  serviceTypeLabels,
  type ConsultationOrder,
  type PatientListState,
  type ServiceType,
} from "@doctor-console/domain";
import type { HelperColumns } from "../../lib/columns";
import { Button } from "../../primitives/button";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { PatientInfoPopover } from "../patient-info-popover";
import { loadRefuseDialog } from "../refuse-dialog/load-refuse-dialog";
import { ReviewStatusTag } from "../prescription-sheet/review-status-tag";
import { formatWaited, formatYuan } from "../../lib/format";
import { OrderStatusTag } from "./order-status-tag";
import { useOrderTablePart } from "./order-table-context";
import type { OrderDetailKind, OrderTableMeta, orderTableFeatures } from "./order-table-features";

export type { RenderLink } from "../../lib/link";

const detailPages: Record<OrderDetailKind, string> = { prescription: "patient_cfxq", record: "patient_blxq", patient: "patient_hzxq" };

/**
 * The detail pages of docs/behaviour/prescriptions-and-records.md#routes: prescription (patient_cfxq),
 * medical record (patient_blxq), and the patient's detail with the chat record (patient_hzxq, see docs/behaviour/orders.md).
 */
export function orderDetailHref(kind: OrderDetailKind, order: Pick<ConsultationOrder, "payRecordId">): string {
  return `/patient/${detailPages[kind]}?payRecordId=${encodeURIComponent(order.payRecordId)}`;
}

type Features = typeof orderTableFeatures;

/**
 * The column helper of order tables: a host adds its own columns with it (typed cells, the
 * table's meta), e.g. `orderColumnHelper.accessor("customerName", { id: "name", header: "咨询人" })`.
 */
export const orderColumnHelper = createColumnHelper<Features, ConsultationOrder>();
/** A list of order-table columns, as `orderColumnHelper.columns([...])` makes it. */
export type OrderColumns = HelperColumns<Features, ConsultationOrder>;
/** One order-table column. */
export type OrderColumn = OrderColumns[number];

const col = orderColumnHelper;
const linkClass = "text-dc-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring rounded-dc-sm";

// ───────── the columns, each defined once ─────────

const date = col.accessor((o) => displayDateTime(o.createDate, o.createTime), { id: "date", header: "日期" });
const consultant = col.accessor("customerName", { id: "consultant", header: "咨询人" });
const serviceType = col.accessor((o) => serviceTypeLabels[o.type as ServiceType] ?? "", { id: "serviceType", header: "服务类型" });
const patient = col.display({
  id: "patient",
  header: "患者信息",
  cell: ({ row }) => (row.original.patient ? <PatientInfoPopover patient={row.original.patient} /> : "—"),
});
const status = col.accessor((o) => orderStatus(o).label, {
  id: "status",
  header: "状态",
  cell: ({ row }) => <OrderStatusTag order={row.original} />,
});
const waited = col.display({
  id: "waited",
  header: "已等待",
  cell: ({ row, table }) => {
    const o = row.original;
    const since = parsePlatformDate(`${o.createDate} ${o.createTime ?? ""}`.trim());
    const now = table.options.meta!.now;
    const ms = since ? now.getTime() - since.getTime() : null;
    return (
      <span data-slot="order-waited" data-waited-minutes={ms === null ? undefined : Math.floor(ms / 60_000)} className="tabular-nums">
        {formatWaited(ms)}
      </span>
    );
  },
});
const acceptRefuse = col.display({
  id: "actions",
  header: "操作",
  cell: ({ row }) => <OrderTableRowActions order={row.original} />,
});
const extract = col.accessor((o) => o.extract, {
  id: "extract",
  header: "转诊佣金",
  meta: { align: "right" },
  cell: ({ getValue }) => <span className="tabular-nums">{formatYuan(getValue()) || "—"}</span>,
});
const referredTo = col.accessor((o) => o.doctorName ?? "", { id: "referredTo", header: "转诊医生" });
const subscribe = col.accessor((o) => (o.subscri ? `${o.subscri.subscribeDate} ${o.subscri.subscribeTime}` : ""), {
  id: "subscribe",
  header: "预约时间",
  cell: ({ row }) => {
    const s = row.original.subscri;
    if (!s) return "—";
    return (
      <span className="tabular-nums">
        {displayDateTime(s.subscribeDate)} {s.subscribeTime}
      </span>
    );
  },
});
const faceToFace = col.display({
  id: "faceToFace",
  header: "操作",
  cell: ({ row }) =>
    canAcceptOrRefuse(row.original) ? (
      <OrderTableRowActions order={row.original} />
    ) : (
      <OrderStatusTag order={row.original} />
    ),
});
const prescriptionStatus = col.accessor((o) => (o.prescription ? prescriptionReview(o.prescription).label : ""), {
  id: "prescriptionStatus",
  header: "处方状态",
  cell: ({ row }) => (row.original.prescription ? <ReviewStatusTag review={prescriptionReview(row.original.prescription)} /> : "—"),
});
const prescriptionLink = col.display({
  id: "prescriptionLink",
  header: "处方",
  cell: ({ row, table }) => {
    const meta = table.options.meta!;
    return meta.renderLink({ href: meta.detailHref("prescription", row.original), className: linkClass, children: "查看处方" });
  },
});
const remind = col.display({
  id: "remind",
  header: "操作",
  cell: ({ row, table }) => (
    <Button size="sm" variant="outline" onClick={() => table.options.meta!.onRemind(row.original)}>
      提醒评价
    </Button>
  ),
});
/**
 * One action of an order row: a link or a button of its own, given the order and the table's meta.
 * The actions of a row are a list, so that each new one is one more entry (see {@link acceptedOrderActions}).
 */
export interface OrderRowAction {
  id: string;
  render: (order: ConsultationOrder, meta: OrderTableMeta) => ReactNode;
}

/** 发消息: a link to the order's conversation with its patient, where the table's `chatHref` gives one. */
function chatLink(order: ConsultationOrder, meta: OrderTableMeta): ReactNode {
  const href = meta.chatHref?.(order);
  return href ? meta.renderLink({ href, className: linkClass, children: "发消息" }) : null;
}

/**
 * The actions of an accepted order (已接诊): the patient's detail with the chat record, then 发消息
 * (where the host gives a link, see docs/behaviour/orders.md), then any added here.
 */
export const acceptedOrderActions: OrderRowAction[] = [
  {
    id: "patientDetail",
    render: (order, meta) =>
      meta.renderLink({
        href: meta.detailHref("patient", order),
        className: linkClass,
        children: (
          <>
            患者详情<VisuallyHidden>{` ${order.patient?.patientName ?? order.customerName ?? ""}`}</VisuallyHidden>
          </>
        ),
      }),
  },
  { id: "chat", render: chatLink },
];

/** A row's actions, in order, as a list (an action that renders nothing for this order is left out). */
export function OrderRowActionList({ order, actions }: { order: ConsultationOrder; actions: readonly OrderRowAction[] }) {
  const { meta } = useOrderTablePart("OrderRowActionList");
  const shown = actions.map((action) => ({ id: action.id, node: action.render(order, meta) })).filter((a) => a.node !== null && a.node !== undefined);
  return (
    <ul data-slot="order-row-actions" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {shown.map((action) => (
        <li key={action.id} data-action={action.id}>
          {action.node}
        </li>
      ))}
    </ul>
  );
}

const acceptedActions = col.display({
  id: "acceptedActions",
  header: "操作",
  cell: ({ row }) => <OrderRowActionList order={row.original} actions={acceptedOrderActions} />,
});
const endDate = col.accessor((o) => displayDate(o.updateDate), { id: "endDate", header: "结束日期" });
const income = col.accessor((o) => o.amount, {
  id: "income",
  header: "收入",
  meta: { align: "right" },
  cell: ({ getValue }) => <span className="tabular-nums">{formatYuan(getValue()) || "—"}</span>,
});
const recordLink = col.display({
  id: "recordLink",
  header: "病历",
  cell: ({ row, table }) => {
    const meta = table.options.meta!;
    return meta.renderLink({ href: meta.detailHref("record", row.original), className: linkClass, children: "查看病历" });
  },
});
const reason = col.accessor((o) => o.reason ?? "", {
  id: "reason",
  header: "拒绝原因",
  cell: ({ getValue }) => <span className="break-words whitespace-pre-wrap">{getValue() || "—"}</span>,
});

/**
 * 发消息 as a column of its own: opens the order's conversation with its patient (where the table's
 * `chatHref` says). 已转入 rows take it; 已接诊 rows have it in their action list.
 */
export const orderChatColumn = col.display({
  id: "chat",
  header: "操作",
  cell: ({ row, table }) => chatLink(row.original, table.options.meta!) ?? "—",
});

/**
 * The columns of each patient list (see docs/behaviour/orders.md#patient-tabs, list states 0–8), one definition per state:
 * 0 pending (accept / refuse, how long the patient waited), 1 in progress, 2 accepted,
 * 3 referred out, 4 face-to-face, 5 prescriptions, 6 pending evaluation, 7 finished, 8 refused.
 */
export const orderColumnsByListState: Record<PatientListState, OrderColumns> = {
  0: col.columns([date, consultant, serviceType, patient, waited, acceptRefuse]),
  1: col.columns([date, consultant, serviceType, patient, status, acceptedActions]),
  2: col.columns([date, consultant, patient, status]),
  3: col.columns([date, consultant, patient, status, extract, referredTo]),
  4: col.columns([date, consultant, patient, subscribe, faceToFace]),
  5: col.columns([date, consultant, serviceType, patient, prescriptionStatus, prescriptionLink]),
  6: col.columns([date, consultant, serviceType, patient, status, remind]),
  7: col.columns([date, consultant, serviceType, patient, endDate, income, recordLink]),
  8: col.columns([date, consultant, serviceType, patient, status, reason]),
};

const prefetchRefuseDialog = () => void loadRefuseDialog().catch(() => undefined);

/**
 * 接诊 and 拒绝 for one order (拒绝 opens the table's refusal prompt). A part: put it in a column of
 * your own or anywhere inside `OrderTableRoot`.
 */
export function OrderTableRowActions({ order }: { order: ConsultationOrder }) {
  const { meta } = useOrderTablePart("OrderTableRowActions");
  const [accepting, setAccepting] = useState(false);
  const accept = async () => {
    const result = meta.onAccept?.(order);
    if (!(result instanceof Promise)) return;
    setAccepting(true);
    try {
      await result;
    } catch {
      // The owner tells the doctor what went wrong.
    } finally {
      setAccepting(false);
    }
  };
  return (
    <div data-slot="order-actions" className="flex gap-2">
      <Button size="sm" loading={accepting} onClick={() => void accept()} aria-label={`接诊 ${order.patient?.patientName ?? ""}`.trim()}>
        接诊
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={accepting}
        onClick={() => meta.requestRefuse(order)}
        onPointerEnter={prefetchRefuseDialog}
        onFocus={prefetchRefuseDialog}
        aria-label={`拒绝 ${order.patient?.patientName ?? ""}`.trim()}
      >
        拒绝
      </Button>
    </div>
  );
}
