import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { fixtures } from "@doctor-console/domain/fixtures";
import { NutritionPrescriptionDetail, PgSgaDetail, ScreeningDetail } from "./nutrition-details";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { phoneViewport } from "../../lib/viewports";
import { brokenShortTexts, pastTheWindow } from "../../lib/story-layout";

const prescription = fixtures.nutritionPrescriptions.find((p) => p.nourishmentsl.length === 2)!;
const screeningAtRisk = fixtures.screenings.find((s) => s.totalScore >= 3)!;
const screeningNoRisk = fixtures.screenings.find((s) => s.totalScore < 3)!;
const pgsgaUrgent = fixtures.pgsgaRecords.find((r) => r.totalScore >= 9)!;
const pgsgaTwoToThree = fixtures.pgsgaRecords.find((r) => r.totalScore >= 2 && r.totalScore <= 3)!;

const meta = {
  title: "Nutrition/Details",
  component: NutritionPrescriptionDetail,
  args: { prescription, pdfHref: "/uploads/demo/nutrition-prescription-1.pdf", onPrint: fn() },
  parameters: noSnapshot,
} satisfies Meta<typeof NutritionPrescriptionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const selectedOf = (answer: HTMLElement) =>
  [...answer.querySelectorAll("[data-selected=true]")].map((li) => li.textContent?.replace(/（\d+分）.*$/, ""));
/** The visible paragraph that reads `text` (spacing ignored), e.g. "NRS-2002 总评分 5 分". */
const line = (root: HTMLElement, text: string) =>
  within(root).getByText((_, el) => el?.tagName === "P" && el.textContent?.replace(/\s+/g, "") === text.replace(/\s+/g, ""));
const answerFor = (root: HTMLElement, question: string) => root.querySelector(`[data-question="${question}"]`) as HTMLElement;

/** The prescription: patient, products, signature line; PDF link and print stay off paper. */
export const Prescription: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(`${prescription.hospitalName} 营养处方笺`);
    const fields = canvasElement.querySelector("dl") as HTMLElement;
    await expect(fields).toHaveTextContent(`姓名：${prescription.patientName}`);
    await expect(fields).toHaveTextContent(`手机号：${prescription.patientPhone}`);
    const rows = within(canvas.getByRole("table", { name: "处方营养品" })).getAllByRole("row").slice(1);
    await expect(rows.map((r) => within(r).getAllByRole("cell")[1]!.textContent)).toEqual(prescription.nourishmentsl.map((n) => n.nourishmentName));
    await expect(within(rows[0]!).getAllByRole("cell")[2]).toHaveTextContent(String(prescription.nourishmentsl[0]!.nourishmentCount));
    const signed = canvas.getByText("医生签名：").parentElement!;
    await expect(within(signed).getByText(prescription.doctorName)).toBeVisible();

    const pdf = canvas.getByRole("link", { name: "下载处方PDF" });
    await expect(pdf).toHaveAttribute("href", "/uploads/demo/nutrition-prescription-1.pdf");
    await expect(pdf).toHaveAttribute("target", "_blank");
    const toolbar = canvasElement.querySelector('[data-slot="detail-toolbar"]');
    await expect(toolbar).toHaveAttribute("data-print-hide");
    await expect(toolbar).toContainElement(pdf);
    await userEvent.click(canvas.getByRole("button", { name: "下载打印" }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** With its PDF and no print handler, 下载打印 downloads the PDF. */
export const PrescriptionDownload: Story = {
  render: (args) => <NutritionPrescriptionDetail prescription={args.prescription} {...(args.pdfHref ? { pdfHref: args.pdfHref } : {})} />,
  play: async ({ canvasElement }) => {
    const clicked: HTMLAnchorElement[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      await userEvent.click(within(canvasElement).getByRole("button", { name: "下载打印" }));
      await expect(clicked).toHaveLength(1);
      await expect(clicked[0]).toHaveAttribute("href", "/uploads/demo/nutrition-prescription-1.pdf");
      await expect(clicked[0]).toHaveAttribute("download", `营养处方-${prescription.nutritionPrescriptionId}.pdf`);
    } finally {
      click.mockRestore();
    }
  },
};

/** NRS-2002 at risk: every answer ticked as recorded, the total and its meaning. */
export const ScreeningAtRisk: Story = {
  render: (args) => <ScreeningDetail record={screeningAtRisk} onPrint={args.onPrint ?? null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("NRS-2002 营养风险筛查表");
    await expect(canvasElement.querySelector("dl")).toHaveTextContent(`姓名：${screeningAtRisk.npName}`);
    const illness = answerFor(canvasElement, "疾病严重程度");
    await expect(selectedOf(illness)).toHaveLength(screeningAtRisk.illnessStates.length);
    await expect(within(illness).getAllByText("（已选）")).toHaveLength(screeningAtRisk.illnessStates.length);
    await expect(selectedOf(answerFor(canvasElement, "营养状态受损"))).toHaveLength(1);
    await expect(selectedOf(answerFor(canvasElement, "年龄"))).toEqual([screeningAtRisk.ageScope === 1 ? "年龄≥70岁" : "年龄＜70岁"]);
    await expect(line(canvasElement, `NRS-2002 总评分 ${screeningAtRisk.totalScore} 分`)).toBeVisible();
    await expect(canvas.getByText("患者有营养不良的风险，需要营养支持治疗")).toBeVisible();
  },
};

export const ScreeningNoRisk: Story = {
  render: () => <ScreeningDetail record={screeningNoRisk} onPrint={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/若将接受重大手术，需每周重新评估营养状况/)).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: "下载打印" })).toBeNull();
  },
};

/** PG-SGA: every answer (pain and its location included), the total, the scale, the recommendation. */
export const PgSgaUrgent: Story = {
  parameters: { chromatic: { ...allStatesSnapshot.chromatic, media: "print" } },
  render: (args) => <PgSgaDetail record={pgsgaUrgent} onPrint={args.onPrint ?? null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("PG-SGA 患者主观整体评估表");
    await expect(selectedOf(answerFor(canvasElement, "近1个月或6个月内体重下降情况"))).toEqual(["1个月内体重下降≥10%，或6个月内体重下降≥20%"]);
    await expect(selectedOf(answerFor(canvasElement, "目前进食"))).toEqual(["只能进食流质"]);
    const symptoms = answerFor(canvasElement, "近2周来，以下问题影响进食（可多选）");
    await expect(selectedOf(symptoms)).toEqual(["没有食欲，不想吃饭", "呕吐", "疼痛（请注明部位）"]);
    await expect(within(symptoms).getByText(`疼痛部位：${pgsgaUrgent.achePart}`)).toBeVisible();
    await expect(selectedOf(answerFor(canvasElement, "患有以下疾病或情况（可多选，无则不选）"))).toEqual(["癌症"]);
    await expect(selectedOf(answerFor(canvasElement, "肌肉、脂肪及体液消耗情况"))).toEqual(["中度消耗"]);
    await expect(line(canvasElement, `PG-SGA 总评分 ${pgsgaUrgent.totalScore} 分`)).toBeVisible();
    await expect(within(canvas.getByRole("figure", { name: "评分分级" })).getByText(`本次 ${pgsgaUrgent.totalScore} 分`)).toBeVisible();
    await expect(canvas.getByText("迫切需要改善症状的治疗措施和恰当的营养支持")).toBeVisible();
  },
};

/** On the detail page the 2–3 recommendation is shown (only the result page omits it). */
export const PgSgaTwoToThree: Story = {
  render: () => <PgSgaDetail record={pgsgaTwoToThree} onPrint={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/营养教育/)).toBeVisible();
    await expect(selectedOf(answerFor(canvasElement, "患有以下疾病或情况（可多选，无则不选）"))).toEqual([]);
    await expect(answerFor(canvasElement, "患有以下疾病或情况（可多选，无则不选）")).toHaveTextContent("未选择");
    await expect(within(answerFor(canvasElement, "近2周来，以下问题影响进食（可多选）")).queryByText(/疼痛部位/)).toBeNull();
  },
};

/** At 390 px the prescription sheet keeps its fields and products readable and inside the window. */
export const PrescriptionPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article");
    await expect(brokenShortTexts(sheet)).toEqual([]);
    await expect(pastTheWindow(canvasElement)).toEqual([]);
    await expect(within(sheet).getByText(prescription.patientPhone)).toBeVisible();
  },
};

/** At 390 px the PG-SGA sheet too: the patient's fields and every answer inside the window. */
export const PgSgaPhone: Story = {
  ...phoneViewport,
  render: () => <PgSgaDetail record={pgsgaUrgent} onPrint={fn()} />,
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article");
    await expect(brokenShortTexts(sheet)).toEqual([]);
    await expect(pastTheWindow(canvasElement)).toEqual([]);
  },
};

/** 下载打印 of a screening asks for its PDF and downloads it, as the prescription's does; a failure says so. */
export const ScreeningPdfDownload: Story = {
  render: () => <ScreeningDetail record={screeningAtRisk} loadPdf={async () => "/uploads/pdf/screening.pdf"} />,
  play: async ({ canvasElement }) => {
    const clicked: HTMLAnchorElement[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      await userEvent.click(within(canvasElement).getByRole("button", { name: "下载打印" }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      await expect(clicked[0]).toHaveAttribute("href", "/uploads/pdf/screening.pdf");
      await expect(clicked[0]).toHaveAttribute("download", `NRS-2002筛查-${screeningAtRisk.screeningId}.pdf`);
    } finally {
      click.mockRestore();
    }
  },
};
