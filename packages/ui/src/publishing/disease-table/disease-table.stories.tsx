import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { fixtures } from "@doctor-console/domain/fixtures";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { DiseaseTable } from "./disease-table";

const rows = fixtures.diseases.map(({ customerId: _c, ...d }) => d);

const meta = {
  title: "Publishing/DiseaseTable",
  component: DiseaseTable,
  args: { rows },
  parameters: noSnapshot,
} satisfies Meta<typeof DiseaseTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);

/** Name, content, departments (the comma-joined names, listed with 、). */
export const Diseases: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "疾病列表" });
    await expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["疾病名称", "疾病内容", "所属科室"]);
    const body = within(table).getAllByRole("row").slice(1);
    await expect(body).toHaveLength(rows.length);
    await expect(cells(body[0]!)).toEqual([rows[0]!.diseaseName, rows[0]!.content, rows[0]!.department.replace(/,/g, "、")]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无数据")).toBeVisible();
  },
};

/** Loading the first page: no 暂无数据 flash. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("暂无数据")).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=disease-table]")).toHaveAttribute("aria-busy", "true");
  },
};
