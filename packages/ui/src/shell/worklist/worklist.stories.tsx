import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { Worklist, type WorklistEntry } from "./worklist";

const entries: WorklistEntry[] = [
  { id: "pendingConsultations", label: "待接诊问诊", value: 13, href: "/patient/patient_djz" },
  { id: "pendingFaceToFace", label: "线下门诊待接诊", value: 2, href: "/patient/patient_xxmz?filter=awaiting" },
  { id: "longestWait", label: "最长等待", value: "1天1小时", hint: "陈思远", attention: true, href: "/patient/patient_djz?sort=waited" },
  { id: "unrepliedComments", label: "未回复评论", value: 4, href: "/comment?state=2" },
  { id: "rejectedPrescriptions", label: "审核未通过的处方", value: 0, href: "/patient/patient_ycf?filter=rejected" },
  { id: "rejectedArticles", label: "审核驳回的文章", value: 1, href: "/releaseM?state=3" },
];

const meta = {
  title: "Shell/Worklist",
  component: Worklist,
  parameters: noSnapshot,
  args: { title: "待办事项", summary: "共 15 个订单等待接诊", entries, failedText: "加载失败" },
} satisfies Meta<typeof Worklist>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-slot=worklist-entry][data-item=${id}]`)!;

/** Every count is a link to the list that shows what it counts; a count above 0 asks for attention, 0 does not. */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  args: {
    entries: [
      ...entries.slice(0, 4),
      { id: "loading", label: "审核未通过的处方", value: undefined, href: "/patient/patient_ycf?filter=rejected" },
      { id: "failed", label: "审核驳回的文章", value: null, href: "/releaseM?state=3" },
      { id: "clear", label: "营养待复筛", value: 0, href: "#rescreening" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "待办事项" });
    await expect(within(region).getByText("共 15 个订单等待接诊")).toBeVisible();
    const links = within(region).getAllByRole("link");
    await expect(links).toHaveLength(7);
    await expect(within(region).getByRole("link", { name: /待接诊问诊\s*13/ })).toHaveAttribute("href", "/patient/patient_djz");
    await expect(within(region).getByRole("link", { name: /最长等待\s*1天1小时\s*陈思远/ })).toHaveAttribute("href", "/patient/patient_djz?sort=waited");
    await expect(entry(canvasElement, "pendingConsultations")).toHaveAttribute("data-state", "attention");
    await expect(entry(canvasElement, "clear")).toHaveAttribute("data-state", "clear");
    await expect(entry(canvasElement, "loading")).toHaveAttribute("data-state", "loading");
    await expect(within(entry(canvasElement, "loading")).getByText("加载中")).toBeInTheDocument();
    await expect(entry(canvasElement, "failed")).toHaveAttribute("data-state", "failed");
    await expect(within(entry(canvasElement, "failed")).getByText("加载失败")).toBeVisible();
  },
};

/** The counts are read by a keyboard user in order: Tab moves from one to the next. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /待接诊问诊/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /线下门诊待接诊\s*2/ })).toHaveFocus();
  },
};

/** The host's router draws the links (`renderLink`), with the entry's class and content. */
export const RouterLinks: Story = {
  args: {
    entries: entries.slice(0, 1),
    renderLink: ({ href, className, children }) => (
      <a href={`#${href}`} data-router="" className={className}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /待接诊问诊/ });
    await expect(link).toHaveAttribute("data-router", "");
    await expect(link).toHaveAttribute("href", "#/patient/patient_djz");
    await expect(entry(canvasElement, "pendingConsultations")).toHaveAttribute("data-value", "13");
  },
};
