import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ConsultationOrder } from "@doctor-console/domain";
import { storyOrder } from "../lib/story-data";
import { PrintButton } from "../printed-sheet";
import { PrescriptionSheet } from "./prescription-sheet";
import { phoneViewport } from "../../lib/viewports";
import { brokenShortTexts, pastTheWindow } from "../../lib/story-layout";

const approved = storyOrder((o) => o.prescription?.state === 1 && o.prescription.stateb === 1);
const withFlags = (state: 0 | 1 | 2, stateb: 0 | 1 | 2, reason = ""): ConsultationOrder => ({
  ...approved,
  prescription: { ...approved.prescription!, state, stateb, reason },
});
const onPrint = fn();

const meta = {
  title: "Orders/PrescriptionSheet",
  component: PrescriptionSheet,
  args: { order: approved, hospitalName: "北京康宁中医医院" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof PrescriptionSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** Every signature and stamp inside the sheet; no stamp covers any text or signature. */
async function expectSignaturesLaidOut(sheet: HTMLElement) {
  const box = sheet.getBoundingClientRect();
  const stamps = [...sheet.querySelectorAll("[data-slot=stamp]")].map((s) => s.getBoundingClientRect());
  const signatures = [...sheet.querySelectorAll("[data-slot=signature] img")].map((s) => s.getBoundingClientRect());
  const texts = [...sheet.querySelectorAll("[data-slot=signature] span")]
    .filter((s) => s.textContent && !s.querySelector("[data-slot=stamp]") && !s.closest("[data-slot=signature-stamp]"))
    .map((s) => s.getBoundingClientRect());
  for (const r of [...stamps, ...signatures]) {
    await expect(r.left).toBeGreaterThanOrEqual(box.left);
    await expect(r.right).toBeLessThanOrEqual(box.right);
  }
  for (const s of stamps) for (const t of [...signatures, ...texts]) await expect(overlaps(s, t)).toBe(false);
}

const field = (root: HTMLElement, label: string) => within(root).getByText(`${label}：`).nextElementSibling?.textContent;

/** Approved (state and stateb 1): every part of the paper form, the stamps, 审核通过. */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "处方笺" });
    const p = approved.prescription!;
    await expect(field(sheet, "处方编号")).toBe(p.preCode);
    await expect(field(sheet, "日期")).toBe(approved.createDate);
    await expect(field(sheet, "姓名")).toBe(approved.patient.patientName);
    await expect(field(sheet, "性别")).toBe(approved.patient.sex);
    await expect(field(sheet, "年龄")).toBe(`${approved.patient.age}岁`);
    await expect(field(sheet, "科室")).toBe(approved.doctor.department);
    await expect(field(sheet, "诊断编号")).toBe(p.diagnosticCode);
    await expect(within(sheet).getByText(p.diagResult)).toBeVisible();
    const table = within(sheet).getByRole("table", { name: "药品清单" });
    await expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["药品名称", "剂型", "规格", "用法", "用量"]);
    await expect(within(table).getAllByRole("row")).toHaveLength(p.drugsList.length + 1);
    await expect(within(table).getByText(p.drugsList[0]!.drugName)).toBeVisible();
    await expect(within(sheet).getByRole("img", { name: "医师签名" })).toBeVisible();
    await expect(within(sheet).getByRole("img", { name: "审核药师签名" })).toBeVisible();
    await expect(within(sheet).getByRole("img", { name: "调配药师签名" })).toBeVisible();
    await expect(within(sheet).getByText(p.modifyUser)).toBeVisible();
    await expect(within(sheet).getByText(p.modifyUserb)).toBeVisible();
    await expect(within(sheet).getByRole("img", { name: "审核专用章" })).toBeVisible();
    await expect(within(sheet).getByRole("img", { name: "调配专用章" })).toBeVisible();
    await expect(sheet).toHaveAttribute("data-review", "approved");
    await expectSignaturesLaidOut(sheet);
    await expect(within(sheet).getAllByText("审核通过").length).toBeGreaterThan(0);
    await expect(within(sheet).queryByText(/拒绝原因/)).toBeNull();
  },
};

/** Not yet reviewed (state 0): 处方审核中, and no stamp. */
export const UnderReviewNoStamp: Story = {
  args: { order: withFlags(0, 0) },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "处方笺" });
    await expect(sheet).toHaveAttribute("data-review", "reviewing");
    await expect(within(sheet).getAllByText("处方审核中").length).toBeGreaterThan(0);
    await expect(sheet.querySelector("[data-slot=stamp]")).toBeNull();
  },
};

/** Reviewed but not yet dispensed (1 / 0): still 处方审核中; no stamp until approved. */
export const HalfReviewed: Story = {
  args: { order: withFlags(1, 0) },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "处方笺" });
    await expect(sheet).toHaveAttribute("data-review", "reviewing");
    await expect(sheet.querySelectorAll("[data-slot=stamp]")).toHaveLength(0);
  },
};

/** Rejected by the reviewing pharmacist (state 2): 审核未通过 with the reason. */
export const RejectedByReviewer: Story = {
  args: { order: withFlags(2, 0, "处方中炙甘草与所开西药存在配伍禁忌，请调整后重新开具") },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "处方笺" });
    await expect(sheet).toHaveAttribute("data-review", "rejected");
    await expect(within(sheet).getAllByText("审核未通过").length).toBeGreaterThan(0);
    await expect(within(sheet).getByText("拒绝原因：处方中炙甘草与所开西药存在配伍禁忌，请调整后重新开具")).toBeVisible();
    await expect(sheet.querySelectorAll("[data-slot=stamp]")).toHaveLength(0);
  },
};

/** Rejected by the dispensing pharmacist (stateb 2): 审核未通过 with the reason. */
export const RejectedByDispenser: Story = {
  args: { order: withFlags(1, 2, "药房库存不足，颈舒颗粒暂缺，请更换药品") },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "处方笺" });
    await expect(sheet).toHaveAttribute("data-review", "rejected");
    await expect(within(sheet).getByText("拒绝原因：药房库存不足，颈舒颗粒暂缺，请更换药品")).toBeVisible();
    await expect(sheet.querySelectorAll("[data-slot=stamp]")).toHaveLength(0);
  },
};

/** No prescription on the order. */
export const NoPrescription: Story = {
  args: { order: { ...approved, prescription: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无处方")).toBeVisible();
  },
};

/** On a narrow sheet (A5 width on screen) the signatures and stamps still fit and cover nothing. */
export const NarrowSheet: Story = {
  render: (args) => (
    <div style={{ width: 500 }}>
      <PrescriptionSheet {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectSignaturesLaidOut(within(canvasElement).getByRole("article", { name: "处方笺" }));
  },
};

/** Up to five drugs print on A5; a longer list takes A4. */
export const LongListOnA4: Story = {
  args: {
    order: {
      ...approved,
      prescription: {
        ...approved.prescription!,
        drugsList: Array.from({ length: 9 }, (_, i) => ({ ...approved.prescription!.drugsList[i % 2]!, drugName: `药品${i + 1}` })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "处方笺" });
    await expect(sheet).toHaveAttribute("data-paper", "A4");
    await expect(within(sheet).getAllByRole("row")).toHaveLength(10);
  },
};

/** The sheet with its print button, as the detail page shows it on screen. */
export const Screen: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <div data-print-hide="" className="flex justify-end">
        <PrintButton onPrint={onPrint} />
      </div>
      <PrescriptionSheet {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("article", { name: "处方笺" })).toHaveAttribute("data-paper", "A5");
    await userEvent.click(canvas.getByRole("button", { name: "打印" }));
    await expect(onPrint).toHaveBeenCalledOnce();
  },
};

/**
 * Print media (Chromatic captures it with `media: "print"`): the console chrome and the print
 * button carry `data-print-hide`, and while the sheet is shown the page is A5.
 */
export const Print: Story = {
  parameters: { chromatic: { media: "print", disableSnapshot: false } },
  render: (args) => (
    <div>
      <nav data-print-hide="" className="mb-3 rounded-dc-md bg-dc-surface p-2 text-dc-sm">
        控制台菜单（打印时隐藏）
      </nav>
      <div data-print-hide="" className="mb-3">
        <PrintButton onPrint={onPrint} />
      </div>
      <PrescriptionSheet {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation")).toHaveAttribute("data-print-hide");
    await expect(canvas.getByRole("button", { name: "打印" }).closest("[data-print-hide]")).not.toBeNull();
    await expect(canvas.getByRole("article", { name: "处方笺" }).closest("[data-print-hide]")).toBeNull();
    const pageRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule);
    await expect(pageRules.map((r) => r.style.getPropertyValue("size"))).toEqual(["a5"]);
    const printRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === "print")
      .flatMap((rule) => [...rule.cssRules].map((r) => r.cssText));
    await expect(printRules.some((text) => text.includes("[data-print-hide]") && text.includes("display: none"))).toBe(true);
  },
};

/**
 * At 390 px the sheet stays readable: narrower margins, two columns of fields, the short values of
 * the drug list (剂型, 规格, 用量) on one line each; nothing breaks a name one character a line, and
 * the signatures and stamps still fit.
 */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "处方笺" });
    await expect(brokenShortTexts(sheet)).toEqual([]);
    await expect(pastTheWindow(canvasElement)).toEqual([]);
    const table = within(sheet).getByRole("table", { name: "药品清单" });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(sheet.getBoundingClientRect().right);
    await expectSignaturesLaidOut(sheet);
    // Two columns of fields on the phone's screen (paper keeps its three: the rule is for screens only).
    await expect(getComputedStyle(sheet.querySelector("[data-slot=sheet-fields]")!).gridTemplateColumns.split(" ")).toHaveLength(2);
  },
};
