import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { patientTabs } from "@doctor-console/domain";
import { storyNow, storyOrders } from "../lib/story-data";
import { allStatesSnapshot } from "../../lib/chromatic";
import { phoneViewport, tabletViewport } from "../../lib/viewports";
import { orderColumnHelper, orderColumnsByListState, OrderTableRowActions } from "./order-columns";
import { dismissToasts, expectToast, storyServer, withToaster } from "../../lib/story-helpers";
import {
  OrderTable,
  OrderTableContent,
  OrderTablePagination,
  OrderTableRoot,
  OrderTableTip,
  OrderTableToolbar,
  pendingTip,
  useOrderTable,
} from "./order-table";

const meta = {
  title: "Orders/OrderTable",
  component: OrderTable,
  args: {
    listState: 0,
    orders: storyOrders(0),
    now: storyNow,
    onAccept: fn(),
    onRefuse: fn(),
    onRemind: fn(),
  },
  decorators: [withToaster({ duration: 1500 })],
  beforeEach: dismissToasts,
} satisfies Meta<typeof OrderTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const headers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
const rows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLTableRowElement>("tr[data-slot=order-row]")];
/** The card label a cell draws before its value (CSS `content: attr(data-label)`), or null when none is drawn. */
const drawnLabel = (cell: HTMLElement) => {
  const before = getComputedStyle(cell, "::before");
  return before.display === "none" || before.content === "none" || before.content === "normal" ? null : before.content;
};

/**
 * What the doctor sees of a status tag: its painted background and text colour, compared with the
 * theme's colours for that state (resolved by the browser, so a wrong or missing class fails).
 */
async function expectTagColour(tag: HTMLElement, state: "info" | "pending" | "rejected" | "muted") {
  const probe = document.createElement("span");
  probe.style.backgroundColor = `var(--color-dc-status-${state})`;
  probe.style.color = `var(--color-dc-status-${state}-foreground)`;
  document.body.append(probe);
  const expected = getComputedStyle(probe);
  const want = { background: expected.backgroundColor, text: expected.color };
  probe.remove();
  const seen = getComputedStyle(tag);
  await expect({ background: seen.backgroundColor, text: seen.color }).toEqual(want);
  await expect(want.background).not.toBe("rgba(0, 0, 0, 0)");
}

/** State 0, pending acceptance: the tip, how long each patient has waited, 接诊 and 拒绝. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(pendingTip)).toBeVisible();
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "服务类型", "患者信息", "已等待", "操作"]);
    const all = rows(canvasElement);
    await expect(all).toHaveLength(args.orders.length);
    for (const tr of all) await expect(tr).toHaveAttribute("data-order-state", "1");
    // The first demo order came in an hour before "now".
    await expect(within(all[0]!).getByText("1小时")).toBeVisible();
    await userEvent.click(within(all[0]!).getByRole("button", { name: /^接诊/ }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.orders[0]);
    await expect(args.onRefuse).not.toHaveBeenCalled();
  },
};

/** 拒绝 asks for a reason; 确定 without one only asks again; with one the refusal is sent. */
export const RefuseWithReason: Story = {
  play: async ({ args, canvasElement }) => {
    const first = rows(canvasElement)[0]!;
    await userEvent.click(within(first).getByRole("button", { name: /^拒绝/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "拒绝接诊" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(within(dialog).getByText("请输入拒绝原因")).toBeVisible();
    const reason = within(dialog).getByRole("textbox", { name: /拒绝原因/ });
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(args.onRefuse).not.toHaveBeenCalled();
    await userEvent.type(reason, "近期停诊，请选择其他医生");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(args.onRefuse).toHaveBeenCalledWith(args.orders[0], "近期停诊，请选择其他医生");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

/** When sending fails the prompt stays open with the reason as typed; 取消 closes it unsent. */
export const RefuseFails: Story = {
  args: { onRefuse: fn(() => Promise.reject(new Error("服务器开小差了，请刷新页面重新请求"))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(rows(canvasElement)[1]!).getByRole("button", { name: /^拒绝/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "拒绝接诊" });
    const reason = within(dialog).getByRole("textbox", { name: /拒绝原因/ });
    await userEvent.type(reason, "号源已满");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(args.onRefuse).toHaveBeenCalledWith(args.orders[1], "号源已满");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "确定" })).toBeEnabled());
    await expect(screen.getByRole("alertdialog")).toBeVisible();
    await expect(reason).toHaveValue("号源已满");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onRefuse).toHaveBeenCalledTimes(1);
  },
};

/** Answers the accept when the play function says so. */
const acceptServer = storyServer();

/** While accepting, the row's 接诊 is busy and 拒绝 waits. */
export const Accepting: Story = {
  args: { onAccept: fn(() => acceptServer.request()) },
  play: async ({ canvasElement }) => {
    acceptServer.reset();
    const first = rows(canvasElement)[0]!;
    const accept = within(first).getByRole("button", { name: /^接诊/ });
    await userEvent.click(accept);
    await expect(accept).toHaveAttribute("aria-busy", "true");
    await expect(within(first).getByRole("button", { name: /^拒绝/ })).toBeDisabled();
    await acceptServer.reply();
    await waitFor(() => expect(accept).not.toHaveAttribute("aria-busy"));
  },
};

/** State 1, in progress: date, consultant, service type, patient info, status (已接诊 or 待评价). */
export const InProgress: Story = {
  args: { listState: 1, orders: storyOrders(1) },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "服务类型", "患者信息", "状态", "操作"]);
    const canvas = within(canvasElement);
    // Each row reads its status: in progress (已接诊) or awaiting evaluation (待评价), nothing else.
    const shown = rows(canvasElement).map((r) => within(r).getByText(/^(已接诊|待评价|待接诊|已拒绝|已转出|已超时|已结束)$/).textContent);
    await expect(new Set(shown)).toEqual(new Set(["已接诊", "待评价"]));
    await expect(canvas.getAllByText("已接诊").length).toBeGreaterThan(0);
    await expect(canvas.getAllByText("待评价").length).toBeGreaterThan(0);
    for (const tag of canvas.getAllByText("已接诊")) await expectTagColour(tag, "info");
    for (const tag of canvas.getAllByText("待评价")) await expectTagColour(tag, "pending");
    await expect(canvas.queryByRole("button", { name: /^接诊/ })).toBeNull();
  },
};

/**
 * State 1 (已接诊): each row's actions are a list — the patient's detail (history and chat record)
 * first; more actions are more entries of `acceptedOrderActions`.
 */
export const InProgressRowActions: Story = {
  args: { listState: 1, orders: storyOrders(1) },
  play: async ({ canvasElement }) => {
    for (const row of rows(canvasElement)) {
      const list = row.querySelector("[data-slot=order-row-actions]")!;
      await expect(list.tagName).toBe("UL");
      const link = within(row).getByRole("link", { name: /^患者详情/ });
      await expect(link).toHaveAttribute("href", `/patient/patient_hzxq?payRecordId=${row.getAttribute("data-pay-record-id")}`);
    }
    // The link is named with the patient, so that a screen reader's list of links tells the rows apart.
    const first = storyOrders(1)[0]!;
    await expect(within(canvasElement).getAllByRole("link", { name: `患者详情 ${first.patient?.patientName ?? first.customerName}` }).length).toBeGreaterThan(0);
  },
};

/** State 2, accepted (transferred in): date, consultant, patient info, status. */
export const Accepted: Story = {
  args: { listState: 2, orders: storyOrders(2) },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "患者信息", "状态"]);
    await expect(rows(canvasElement).length).toBeGreaterThan(0);
  },
};

const chatHref = (order: { state: number; payRecordId: number }) => (order.state === 2 ? `/IM?payRecordId=${order.payRecordId}` : null);

/**
 * 已接诊 with a chat: 发消息 is the second entry of the row's actions (after 患者详情), a link to the
 * conversation of each order the host gives a link for (here the accepted ones, not those awaiting evaluation).
 */
export const AcceptedWithChat: Story = {
  args: { listState: 1, orders: storyOrders(1), chatHref },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "服务类型", "患者信息", "状态", "操作"]);
    let links = 0;
    for (const r of rows(canvasElement)) {
      const list = r.querySelector<HTMLElement>("[data-slot=order-row-actions]")!;
      const link = within(r).queryByRole("link", { name: "发消息" });
      if (within(r).queryByText("已接诊")) {
        await expect(link).toHaveAttribute("href", `/IM?payRecordId=${r.getAttribute("data-row-id")}`);
        await expect([...list.children].map((li) => li.getAttribute("data-action"))).toEqual(["patientDetail", "chat"]);
        links += 1;
      } else {
        await expect(link).toBeNull();
        await expect([...list.children].map((li) => li.getAttribute("data-action"))).toEqual(["patientDetail"]);
      }
    }
    await expect(links).toBeGreaterThan(0);
  },
};

/** 已转入 with a chat: 发消息 in a column of its own, on each accepted order. */
export const TransferredInWithChat: Story = {
  args: { listState: 2, orders: storyOrders(2), chatHref },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "患者信息", "状态", "操作"]);
    const accepted = rows(canvasElement).filter((r) => r.getAttribute("data-order-state") === "2");
    await expect(accepted.length).toBeGreaterThan(0);
    for (const r of accepted) {
      await expect(within(r).getByRole("link", { name: "发消息" })).toHaveAttribute("href", `/IM?payRecordId=${r.getAttribute("data-row-id")}`);
    }
  },
};

/** State 3, referred out: adds the referral commission and the referred-to doctor. */
export const ReferredOut: Story = {
  args: { listState: 3, orders: storyOrders(3) },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "患者信息", "状态", "转诊佣金", "转诊医生"]);
    const first = rows(canvasElement)[0]!;
    await expect(within(first).getByText("¥15.00")).toBeVisible();
    await expect(within(first).getByText("赵文博")).toBeVisible();
    await expect(first.querySelector("[data-column=extract]")).toHaveAttribute("data-align", "end");
    // Referred out reads as referred out, never as refused.
    for (const r of rows(canvasElement)) {
      await expectTagColour(within(r).getByText("已转出"), "info");
      await expect(within(r).queryByText("已拒绝")).toBeNull();
    }
  },
};

/** State 4, face-to-face: the appointment, and 接诊 / 拒绝 while it waits, else its state. */
export const FaceToFace: Story = {
  args: { listState: 4, orders: storyOrders(4) },
  play: async ({ args, canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "患者信息", "预约时间", "操作"]);
    // Rows follow the orders given: those still waiting (state 1) and the others.
    const all = rows(canvasElement);
    const waiting = all.filter((_, i) => args.orders[i]!.state === 1);
    const others = all.filter((_, i) => args.orders[i]!.state !== 1);
    await expect(waiting.length).toBeGreaterThan(0);
    await expect(others.length).toBeGreaterThan(0);
    for (const r of waiting) await expect(within(r).getByRole("button", { name: /^接诊/ })).toBeVisible();
    for (const r of others) {
      await expect(within(r).queryByRole("button", { name: /^接诊/ })).toBeNull();
      await expect(within(r).getByText(/^(已接诊|待评价|已拒绝|已超时|已结束)$/)).toBeVisible();
    }
    const order = args.orders.find((o) => o.state === 1)!;
    await expect(within(waiting[0]!).getByText(new RegExp(order.subscri!.subscribeTime))).toBeVisible();
    await userEvent.click(within(waiting[0]!).getByRole("button", { name: /^接诊/ }));
    await expect(args.onAccept).toHaveBeenCalledWith(order);
  },
};

/** State 5, prescriptions: the review status and a link to the prescription detail. */
export const Prescriptions: Story = {
  args: {
    listState: 5,
    orders: storyOrders(5),
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "服务类型", "患者信息", "处方状态", "处方"]);
    await expect(canvas.getAllByText("审核通过").length).toBeGreaterThan(0);
    await expect(canvas.getAllByText("处方审核中").length).toBeGreaterThan(0);
    await expect(canvas.getAllByText("审核未通过").length).toBeGreaterThan(0);
    const links = canvas.getAllByRole("link", { name: "查看处方" });
    await expect(links).toHaveLength(args.orders.length);
    await expect(links[0]).toHaveAttribute("href", `/patient/patient_cfxq?payRecordId=${args.orders[0]!.payRecordId}`);
    // Links go through renderLink (the console passes its router's Link).
    await expect(links[0]).toHaveAttribute("data-router-link");
  },
};

/** State 6, pending evaluation: 提醒评价 only says 提醒成功; nothing is sent. */
export const PendingEvaluation: Story = {
  args: { listState: 6, orders: storyOrders(6) },
  play: async ({ args, canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "服务类型", "患者信息", "状态", "操作"]);
    for (const tag of within(canvasElement).getAllByText("待评价")) await expectTagColour(tag, "pending");
    await userEvent.click(within(rows(canvasElement)[0]!).getByRole("button", { name: "提醒评价" }));
    await expectToast("提醒成功", "success");
    await expect(args.onRemind).toHaveBeenCalledWith(args.orders[0]);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(args.onRefuse).not.toHaveBeenCalled();
  },
};

/** State 7, finished: end date, income and a link to the medical record. */
export const Finished: Story = {
  args: { listState: 7, orders: storyOrders(7) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "服务类型", "患者信息", "结束日期", "收入", "病历"]);
    const first = rows(canvasElement)[0]!;
    const order = args.orders[0]!;
    await expect(within(first).getByText(`¥${order.amount.toFixed(2)}`)).toBeVisible();
    await expect(within(first).getByText(order.updateDate.slice(0, 10))).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "查看病历" })[0]).toHaveAttribute(
      "href",
      `/patient/patient_blxq?payRecordId=${order.payRecordId}`,
    );
  },
};

/** State 8, refused (by the doctor or timed out): the reason. */
export const Refused: Story = {
  args: { listState: 8, orders: storyOrders(8) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvasElement)).toEqual(["日期", "咨询人", "服务类型", "患者信息", "状态", "拒绝原因"]);
    for (const o of args.orders) await expect(canvas.getAllByText(o.reason!).length).toBeGreaterThan(0);
    // Each state in its own colour: refused in the rejected tone, timed out muted.
    for (const tag of canvas.getAllByText("已超时")) await expectTagColour(tag, "muted");
    for (const tag of canvas.getAllByText("已拒绝")) await expectTagColour(tag, "rejected");
  },
};

/** The patient-info popover from a row. */
export const PatientInfoFromRow: Story = {
  args: { listState: 1, orders: storyOrders(1) },
  play: async ({ args, canvasElement }) => {
    const patient = args.orders[0]!.patient;
    await userEvent.click(within(rows(canvasElement)[0]!).getByRole("button", { name: `患者信息：${patient.patientName}` }));
    const popover = await screen.findByRole("dialog", { name: "患者信息" });
    await expect(within(popover).getByText(patient.phoneNumber)).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const Empty: Story = {
  args: { listState: 7, orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无数据")).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** The first page loading: skeleton rows, the list busy, 加载中 announced once, no 暂无数据 flash. */
export const Loading: Story = {
  args: { listState: 1, orders: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.queryByText("暂无数据")).toBeNull();
    await expect(canvasElement.querySelector("[aria-busy=true]")).not.toBeNull();
    await expect(canvasElement.querySelectorAll("tr[data-slot=table-skeleton-row]")).toHaveLength(10);
  },
};

/** A page of orders (10), made from the demo orders of a list state. */
const pageOf = (listState: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8) =>
  Array.from({ length: 10 }, (_, i) => {
    const o = storyOrders(listState)[i % storyOrders(listState).length]!;
    return { ...o, payRecordId: o.payRecordId * 100 + i };
  });

/** No layout shift: in every list state the skeleton is as tall as the page of rows that replaces it. */
export const LoadingKeepsTheSize: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      {([0, 1, 2, 3, 4, 5, 6, 7, 8] as const).map((s) => (
        <div key={s} data-list={s} className="grid grid-cols-2 gap-4">
          <OrderTable {...args} listState={s} orders={[]} loading />
          <OrderTable {...args} listState={s} orders={pageOf(s)} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const pair of canvasElement.querySelectorAll("[data-list]")) {
      const [loading, loaded] = [...pair.querySelectorAll("[data-slot=order-table]")].map((t) => t.getBoundingClientRect().height);
      await expect({ list: pair.getAttribute("data-list"), height: Math.round(loading!) }).toEqual({ list: pair.getAttribute("data-list"), height: Math.round(loaded!) });
    }
  },
};

/** Every list state at once, for visual review. */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: (args) => (
    <div className="flex flex-col gap-8">
      {([0, 1, 2, 3, 4, 5, 6, 7, 8] as const).map((s) => (
        <section key={s} aria-label={`列表 ${s}`}>
          <OrderTable {...args} listState={s} orders={storyOrders(s)} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tables = canvasElement.querySelectorAll("[data-slot=order-table]");
    await expect(tables).toHaveLength(9);
    for (const t of tables) await expect(t.querySelectorAll("tr[data-slot=order-row]").length).toBeGreaterThan(0);
  },
};

const onPageChange = fn();

/** The actions first, then the state's own columns minus 已等待; typed by the column helper. */
const composedColumns = orderColumnHelper.columns([
  orderColumnHelper.display({ id: "actions", header: "操作", cell: ({ row }) => <OrderTableRowActions order={row.original} /> }),
  ...orderColumnsByListState[0].filter((c) => c.id !== "actions" && c.id !== "waited"),
]);

/** A part of the host's own, reading the table's state. */
function RowCount() {
  const { table, listState } = useOrderTable();
  return (
    <span data-testid="row-count" data-list-state={listState} className="text-dc-sm text-dc-muted-foreground">
      本页 {table.getRowModel().rows.length} 条
    </span>
  );
}

/**
 * Composed from the parts and rearranged: a toolbar with the tab's name, a count of the host's own
 * and the paging on top, the actions as the first column, the tip under the table. 拒绝 still
 * opens the refusal prompt of the root.
 */
export const Composed: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <OrderTableRoot {...args} columns={composedColumns}>
        <OrderTableToolbar>
          <h2 className="text-dc-lg font-medium">{patientTabs[0].label}</h2>
          <RowCount />
          <OrderTablePagination
            total={23}
            pageSize={10}
            page={page}
            onPageChange={(next) => {
              setPage(next);
              onPageChange(next);
            }}
          />
        </OrderTableToolbar>
        <OrderTableContent aria-label="待接诊患者" />
        <OrderTableTip />
      </OrderTableRoot>
    );
  },
  play: async ({ args, canvasElement }) => {
    onPageChange.mockClear();
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector("[data-slot=order-table]")!;
    // In the host's order: toolbar, table, tip.
    const parts = [...root.children].map((el) => el.querySelector("table") ? "table" : el.getAttribute("data-slot"));
    await expect(parts).toEqual(["order-table-toolbar", "table", "order-table-tip"]);
    await expect(canvas.getByRole("heading", { name: "待接诊" })).toBeVisible();
    await expect(canvas.getByTestId("row-count")).toHaveTextContent(`本页 ${args.orders.length} 条`);
    await expect(canvas.getByText(pendingTip)).toBeVisible();
    await expect(canvas.getByRole("table", { name: "待接诊患者" })).toBeVisible();
    await expect(headers(canvasElement)).toEqual(["操作", "日期", "咨询人", "服务类型", "患者信息"]);

    // The row actions work from the first column.
    const first = rows(canvasElement)[0]!;
    await expect(first.cells[0]!.getAttribute("data-column")).toBe("actions");
    await userEvent.click(within(first).getByRole("button", { name: /^接诊/ }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.orders[0]);
    await userEvent.click(within(first).getByRole("button", { name: /^拒绝/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "拒绝接诊" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /拒绝原因/ }), "号源已满");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(args.onRefuse).toHaveBeenCalledWith(args.orders[0], "号源已满");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    // Paging in the toolbar.
    const pager = canvas.getByRole("navigation", { name: "分页" });
    await expect(within(pager).getByText("共 23 条")).toBeVisible();
    await userEvent.click(within(pager).getByRole("button", { name: "下一页" }));
    await expect(onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Every button of every row lies inside the window (what a phone's doctor must reach). */
async function expectActionsOnScreen(canvasElement: HTMLElement, names: string[]) {
  for (const tr of rows(canvasElement)) {
    for (const name of names) {
      const box = within(tr).getByRole("button", { name: new RegExp(`^${name}`) }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  }
}

/**
 * At 390 px each order is a card: its values under their column names, 接诊 and 拒绝 on a row of
 * their own, on screen; nothing scrolls sideways. It is still the table to assistive tech.
 */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table");
    const container = table.parentElement!;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await expectActionsOnScreen(canvasElement, ["接诊", "拒绝"]);
    // A card: one value a line, the column's name beside it.
    const first = rows(canvasElement)[0]!;
    const consultant = first.querySelector<HTMLElement>('[data-column="consultant"]')!;
    await expect(drawnLabel(consultant)).toBe('"咨询人"');
    // The label is drawn, not text: the cell reads as its value.
    await expect(consultant).toHaveTextContent(args.orders[0]!.customerName);
    await expect(consultant.textContent).not.toContain("咨询人");
    const date = first.querySelector<HTMLElement>('[data-column="date"]')!;
    await expect(consultant.getBoundingClientRect().top).toBeGreaterThanOrEqual(date.getBoundingClientRect().bottom - 1);
    // Still a table: the heads name the cells for assistive tech.
    await expect(canvas.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["日期", "咨询人", "服务类型", "患者信息", "已等待", "操作"]);
    await expect(within(first).getAllByRole("cell")).toHaveLength(6);
    await userEvent.click(within(first).getByRole("button", { name: /^接诊/ }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.orders[0]);
  },
};

/** At 768 px the cards set their lines in two columns; the actions stay on screen. */
export const Tablet: Story = {
  ...tabletViewport,
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByRole("table").parentElement!;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await expectActionsOnScreen(canvasElement, ["接诊", "拒绝"]);
    const first = rows(canvasElement)[0]!;
    const date = first.querySelector<HTMLElement>('[data-column="date"]')!.getBoundingClientRect();
    const consultant = first.querySelector<HTMLElement>('[data-column="consultant"]')!.getBoundingClientRect();
    // Side by side on one line.
    await expect(Math.abs(consultant.top - date.top)).toBeLessThan(2);
    await expect(consultant.left).toBeGreaterThan(date.right - 1);
  },
};

/** On a wide screen it stays a table: one line a row. */
export const WideStaysATable: Story = {
  play: async ({ canvasElement }) => {
    const first = rows(canvasElement)[0]!;
    const date = first.querySelector<HTMLElement>('[data-column="date"]')!.getBoundingClientRect();
    const actions = first.querySelector<HTMLElement>('[data-column="actions"]')!.getBoundingClientRect();
    await expect(Math.abs(actions.top - date.top)).toBeLessThan(2);
    // No card labels: the column heads say it.
    await expect(drawnLabel(first.querySelector<HTMLElement>('[data-column="consultant"]')!)).toBeNull();
    await expect(within(canvasElement).getByRole("columnheader", { name: "咨询人" })).toBeVisible();
  },
};
