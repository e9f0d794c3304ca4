import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { fixtures } from "@doctor-console/domain/fixtures";
import { NutritionPrescriptionTable, PgSgaRecordTable, ProductLibraryTable, RescreenDueTable, ScreeningRecordTable } from "./record-tables";
import { storyPatients } from "../story-data";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

// The host app's detail pages (the console's, or another hospital's): the tables take them as props.
const prescriptionHref = (id: number) => `/prescriptions/${id}`;
const pgsgaHref = (id: number) => `/assessments/${id}`;
const screeningHref = (id: number) => `/screenings/${id}`;

const meta = {
  title: "Nutrition/RecordTables",
  component: NutritionPrescriptionTable,
  args: { rows: fixtures.nutritionPrescriptions, detailHref: prescriptionHref },
  parameters: noSnapshot,
} satisfies Meta<typeof NutritionPrescriptionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);

export const Prescriptions: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "营养处方记录" });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(fixtures.nutritionPrescriptions.length);
    const first = fixtures.nutritionPrescriptions[0]!;
    await expect(cells(rows[0]!).slice(1, 5)).toEqual([first.patientName, first.sex === 1 ? "男" : "女", String(first.age), first.patientPhone]);
    await expect(cells(rows[0]!)[5]).toBe(first.nourishmentsl.map((n) => `${n.nourishmentName}×${n.nourishmentCount}`).join("、"));
    const link = within(rows[0]!).getByRole("link", { name: `查看 ${first.patientName} 的营养处方` });
    await expect(link).toHaveAttribute("href", prescriptionHref(first.nutritionPrescriptionId));
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无数据")).toBeVisible();
  },
};

/** The first page loading: skeleton rows, the table busy, 加载中 announced once, no 暂无数据 flash. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("加载中");
    await expect(within(canvasElement).queryByText("暂无数据")).toBeNull();
    await expect(canvasElement.querySelector("[aria-busy=true]")).not.toBeNull();
    await expect(canvasElement.querySelectorAll("tr[data-slot=table-skeleton-row]")).toHaveLength(10);
  },
};

/** Ten rows made from the first fixture rows, each with its own id. */
const pageOf = <T,>(rows: readonly T[], id: keyof T): T[] => Array.from({ length: 10 }, (_, i) => ({ ...rows[i % rows.length]!, [id]: 9000 + i }));

/** No layout shift: each table's skeleton is as tall as the page of rows that replaces it. */
export const LoadingKeepsTheSize: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      {[
        [<NutritionPrescriptionTable key="a" rows={[]} loading />, <NutritionPrescriptionTable key="b" rows={pageOf(fixtures.nutritionPrescriptions, "nutritionPrescriptionId")} detailHref={prescriptionHref} />],
        [<PgSgaRecordTable key="a" rows={[]} loading />, <PgSgaRecordTable key="b" rows={pageOf(fixtures.pgsgaRecords, "evaluateId")} detailHref={pgsgaHref} />],
        [<ScreeningRecordTable key="a" rows={[]} loading />, <ScreeningRecordTable key="b" rows={pageOf(fixtures.screenings, "screeningId")} detailHref={screeningHref} />],
        [<ProductLibraryTable key="a" rows={[]} loading />, <ProductLibraryTable key="b" rows={pageOf(fixtures.products, "nourishmentId")} />],
      ].map((pair, i) => (
        <div key={i} data-pair className="flex flex-col gap-4">
          {pair}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const pair of canvasElement.querySelectorAll("[data-pair]")) {
      const [loading, loaded] = [...pair.querySelectorAll("table")].map((t) => ({ table: t.getAttribute("aria-label"), height: Math.round(t.getBoundingClientRect().height) }));
      await expect(loading).toEqual(loaded);
    }
  },
};

export const PgSgaRecords: Story = {
  render: () => <PgSgaRecordTable rows={fixtures.pgsgaRecords} detailHref={pgsgaHref} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "PG-SGA 评估记录" });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(fixtures.pgsgaRecords.length);
    const last = fixtures.pgsgaRecords.at(-1)!;
    const row = rows.at(-1)!;
    await expect(cells(row)[1]).toBe(last.npName);
    await expect(cells(row)[5]).toBe(String(last.totalScore));
    await expect(within(row).getByRole("link", { name: `查看 ${last.npName} 的 PG-SGA 评估` })).toHaveAttribute(
      "href",
      pgsgaHref(last.evaluateId),
    );
  },
};

export const ScreeningRecords: Story = {
  render: () => <ScreeningRecordTable rows={fixtures.screenings} detailHref={screeningHref} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "NRS-2002 筛查记录" });
    const rows = within(table).getAllByRole("row").slice(1);
    for (const [i, s] of fixtures.screenings.entries()) {
      await expect(cells(rows[i]!)[5]).toBe(String(s.totalScore));
      await expect(cells(rows[i]!)[6]).toBe(s.totalScore >= 3 ? "有风险" : "无风险");
    }
    const first = fixtures.screenings[0]!;
    await expect(within(rows[0]!).getByRole("link", { name: `查看 ${first.npName} 的 NRS-2002 筛查` })).toHaveAttribute(
      "href",
      screeningHref(first.screeningId),
    );
  },
};

export const ProductLibrary: Story = {
  render: () => <ProductLibraryTable rows={fixtures.products.filter((p) => p.hospitalId === 1)} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "营养品库" });
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    await expect(headers).toEqual(["名称", "剂量单位", "规格", "价格(元)", "库存", "生产厂家"]);
    const row = within(table).getByRole("row", { name: /乳清蛋白粉/ });
    await expect(cells(row).slice(0, 5)).toEqual(["乳清蛋白粉", "瓶", "400g/瓶", "168.00", "36"]);
  },
};

const archiveHref = (id: number) => `/archive/${id}`;

/** Every record row links to its patient's 营养档案; a prescription without a known nutrition patient has no such link. */
export const ArchiveLinks: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <ScreeningRecordTable rows={fixtures.screenings} detailHref={screeningHref} archiveHref={archiveHref} />
      <NutritionPrescriptionTable
        rows={[{ ...fixtures.nutritionPrescriptions[0]!, nutritionPatientId: 3 }, { ...fixtures.nutritionPrescriptions[1]!, nutritionPatientId: undefined }]}
        detailHref={prescriptionHref}
        archiveHref={archiveHref}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screenings = within(canvas.getByRole("table", { name: "NRS-2002 筛查记录" })).getAllByRole("row").slice(1);
    const first = fixtures.screenings[0]!;
    await expect(within(screenings[0]!).getByRole("link", { name: `营养档案 ${first.npName}` })).toHaveAttribute("href", archiveHref(first.nutritionPatientId));
    const prescriptions = within(canvas.getByRole("table", { name: "营养处方记录" })).getAllByRole("row").slice(1);
    await expect(within(prescriptions[0]!).getByRole("link", { name: /营养档案/ })).toHaveAttribute("href", "/archive/3");
    await expect(within(prescriptions[1]!).queryByRole("link", { name: /营养档案/ })).toBeNull();
  },
};

/** 待复筛: when, who, what is due and why; links to start it (carrying the patient) and to the 营养档案. */
export const RescreenDue: Story = {
  render: () => (
    <RescreenDueTable
      rows={[
        { patient: storyPatients[0]!, next: { kind: "pgsga", dueDate: "2026-11-20", reason: "NRS-2002 评分 ≥ 3：有营养风险，应进行 PG-SGA 评估", due: true } },
        { patient: storyPatients[2]!, next: { kind: "nrs2002", dueDate: "2026-11-21", reason: "NRS-2002 评分 < 3：住院期间每周复筛", due: true } },
      ]}
      archiveHref={archiveHref}
      startHref={(kind, id) => `/${kind}?nutritionPatientId=${id}`}
    />
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "待复筛患者" });
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    await expect(headers).toEqual(["应筛日期", "姓名", "性别", "年龄", "手机号", "待做", "依据", "操作"]);
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(cells(rows[0]!).slice(0, 6)).toEqual(["2026-11-20", "黄志强", "男", "78", "18800112233", "PG-SGA评估"]);
    await expect(within(rows[0]!).getByRole("link", { name: "去评估 黄志强" })).toHaveAttribute("href", "/pgsga?nutritionPatientId=1");
    await expect(within(rows[1]!).getByRole("link", { name: "去筛查 刘建国" })).toHaveAttribute("href", "/nrs2002?nutritionPatientId=3");
    await expect(within(rows[1]!).getByRole("link", { name: "营养档案 刘建国" })).toHaveAttribute("href", "/archive/3");
  },
};
