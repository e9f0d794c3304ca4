import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Badge } from "../badge";
import { Button } from "../button";
import { Checkbox } from "../checkbox";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "./table";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const rows = [
  { id: "1", date: "2026-11-02", name: "王五", type: "图文问诊", amount: 30, status: "已结束" },
  { id: "2", date: "2026-11-03", name: "赵六", type: "转诊", amount: 128.5, status: "待评价" },
  { id: "3", date: "2026-11-05", name: "孙七", type: "线下就诊", amount: 1200, status: "已结束" },
];

const meta = {
  title: "Primitives/Table",
  component: Table,
  parameters: noSnapshot,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

function Orders() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Table>
      <TableCaption>已结束的问诊</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              aria-label="全选"
              checked={selected.length === rows.length ? true : selected.length ? "indeterminate" : false}
              onCheckedChange={(c) => setSelected(c === true ? rows.map((r) => r.id) : [])}
            />
          </TableHead>
          <TableHead>日期</TableHead>
          <TableHead>咨询人</TableHead>
          <TableHead>服务类型</TableHead>
          <TableHead numeric>收入（元）</TableHead>
          <TableHead>状态</TableHead>
          <TableHead align="center">操作</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-state={selected.includes(r.id) ? "selected" : undefined}>
            <TableCell>
              <Checkbox
                aria-label={`选择 ${r.name}`}
                checked={selected.includes(r.id)}
                onCheckedChange={(c) => setSelected((s) => (c === true ? [...s, r.id] : s.filter((x) => x !== r.id)))}
              />
            </TableCell>
            <TableCell>{r.date}</TableCell>
            <TableCell>{r.name}</TableCell>
            <TableCell>{r.type}</TableCell>
            <TableCell numeric>{r.amount.toFixed(2)}</TableCell>
            <TableCell>
              <Badge variant={r.status === "待评价" ? "info" : "muted"}>{r.status}</Badge>
            </TableCell>
            <TableCell align="center">
              <Button variant="link">病历详情</Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4}>合计</TableCell>
          <TableCell numeric>{rows.reduce((s, r) => s + r.amount, 0).toFixed(2)}</TableCell>
          <TableCell colSpan={2} />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => <Orders />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "已结束的问诊" });
    const amountHead = within(table).getByRole("columnheader", { name: "收入（元）" });
    await expect(amountHead).toHaveAttribute("data-align", "end");
    await expect(getComputedStyle(amountHead).textAlign).toBe("right");
    const cell = within(table).getByRole("cell", { name: "128.50" });
    await expect(getComputedStyle(cell).textAlign).toBe("right");
    // Rows are 40–44px tall.
    const row = within(table).getAllByRole("row")[1]!;
    const height = row.getBoundingClientRect().height;
    await expect(height).toBeGreaterThanOrEqual(40);
    await expect(height).toBeLessThanOrEqual(46);
    // Selecting a row marks it.
    await userEvent.click(canvas.getByRole("checkbox", { name: "选择 赵六" }));
    await expect(canvas.getByRole("checkbox", { name: "选择 赵六" }).closest("tr")).toHaveAttribute("data-state", "selected");
    await expect(canvas.getByRole("checkbox", { name: "全选" })).toHaveAttribute("aria-checked", "mixed");
    await expect(within(table).getByRole("cell", { name: "1358.50" })).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <Table aria-label="待接诊">
      <TableHeader>
        <TableRow>
          <TableHead>日期</TableHead>
          <TableHead>咨询人</TableHead>
          <TableHead numeric>金额</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableEmpty colSpan={3} />
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByText("暂无数据").closest("td");
    await expect(cell).toHaveAttribute("colspan", "3");
  },
};
