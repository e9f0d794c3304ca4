import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NutritionTimeline } from "./nutrition-timeline";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Nutrition/NutritionTimeline",
  component: NutritionTimeline,
  args: {
    screenings: [
      { id: 11, createDate: "2026-11-03 09:00:00", totalScore: 2 },
      { id: 12, createDate: "2026-11-10 09:30:00", totalScore: 4 },
    ],
    evaluations: [
      { id: 21, createDate: "2026-11-10 10:00:00", totalScore: 11 },
      { id: 22, createDate: "2026-11-14 10:00:00", totalScore: 6 },
    ],
    prescriptions: [
      { nutritionPrescriptionId: 31, createDate: "2026-11-11 08:00:00", nourishmentsl: [{ nourishmentName: "安素肠内营养粉剂", nourishmentCount: 2, useTheDosage: "每日3次" }] },
    ],
    nextDueDate: "2026-11-21",
    hrefs: {
      screening: (id) => `#screening-${id}`,
      evaluation: (id) => `#evaluation-${id}`,
      prescription: (id) => `#prescription-${id}`,
    },
  },
  render: (args) => (
    <div className="max-w-[760px]">
      <NutritionTimeline {...args} />
    </div>
  ),
  parameters: noSnapshot,
} satisfies Meta<typeof NutritionTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart: both scores, the prescription and the next screening on one axis, described in words. */
export const Chart: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole("img");
    await expect(chart).toHaveAccessibleName(
      "NRS-2002 2 次，依次为 2、4 分，最近 2026-11-10；PG-SGA 2 次，依次为 11、6 分，最近 2026-11-14；营养处方 1 张；下次筛查 2026-11-21",
    );
    await expect(chart.querySelectorAll('[data-kind="nrs2002"]')).toHaveLength(2);
    await expect(chart.querySelectorAll('[data-kind="pgsga"]')).toHaveLength(2);
    await expect(chart.querySelectorAll('[data-kind="prescription"]')).toHaveLength(1);
    await expect(chart.querySelector('[data-kind="next-due"]')).toHaveTextContent("下次筛查");
    // Later is further right: the second NRS-2002 point lies right of the first.
    const [first, second] = [...chart.querySelectorAll('[data-kind="nrs2002"] circle')].map((c) => Number(c.getAttribute("cx")));
    await expect(second!).toBeGreaterThan(first!);
    await expect(canvas.getByRole("tab", { name: "图表" })).toHaveAttribute("aria-selected", "true");
  },
};

/** The table alternative: every entry oldest first, its score and meaning, a link to its detail; keyboard reachable. */
export const TableAlternative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "图表" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const table = await canvas.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows.map((r) => [...r.querySelectorAll("td")].slice(0, 3).map((c) => c.textContent))).toEqual([
      ["2026-11-03", "NRS-2002", "2"],
      ["2026-11-10", "NRS-2002", "4"],
      ["2026-11-10", "PG-SGA", "11"],
      ["2026-11-11", "营养处方", "—"],
      ["2026-11-14", "PG-SGA", "6"],
    ]);
    await expect(rows[1]).toHaveTextContent("有营养风险");
    await expect(rows[2]).toHaveTextContent("迫切需要改善症状的治疗措施和恰当的营养支持");
    await expect(rows[3]).toHaveTextContent("安素肠内营养粉剂×2");
    await expect(within(rows[2]!).getByRole("link", { name: "查看 2026-11-10 的PG-SGA" })).toHaveAttribute("href", "#evaluation-21");
    await expect(within(rows[3]!).getByRole("link")).toHaveAttribute("href", "#prescription-31");
  },
};

/** A single screening still draws on a readable span; no records says so. */
export const OneScreening: Story = {
  args: { screenings: [{ id: 1, createDate: "2026-11-20 09:00:00", totalScore: 1 }], evaluations: [], prescriptions: [], nextDueDate: "2026-11-27" },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole("img");
    await expect(chart).toHaveAccessibleName("NRS-2002 1 次，依次为 1 分，最近 2026-11-20；PG-SGA 无记录；营养处方 0 张；下次筛查 2026-11-27");
  },
};

export const NoRecords: Story = {
  args: { screenings: [], evaluations: [], prescriptions: [], nextDueDate: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无筛查、评估或处方记录")).toBeVisible();
  },
};
