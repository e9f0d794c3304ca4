import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { patientHistory } from "@doctor-console/domain";
import { storyOrder } from "../lib/story-data";
import { MedicalRecordSheet } from "./medical-record-sheet";

const finished = storyOrder((o) => o.state === 7 && o.prescription !== null);
const finishedNoPrescription = storyOrder((o) => o.state === 7 && o.prescription === null);

const meta = {
  title: "Orders/MedicalRecordSheet",
  component: MedicalRecordSheet,
  args: { order: finished, hospitalName: "北京康宁中医医院" },
} satisfies Meta<typeof MedicalRecordSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (root: HTMLElement, label: string) => within(root).getByText(`${label}：`).nextElementSibling?.textContent;

/** A finished consultation with a prescription: visit, patient, history, diagnosis, drugs, signature. */
export const WithPrescription: Story = {
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "问诊病历" });
    await expect(sheet).toHaveAttribute("data-paper", "A4");
    await expect(field(sheet, "就诊编号")).toBe(String(finished.payRecordId));
    await expect(field(sheet, "就诊日期")).toBe(finished.createDate);
    await expect(field(sheet, "结束日期")).toBe(finished.updateDate.slice(0, 16));
    await expect(field(sheet, "姓名")).toBe(finished.patient.patientName);
    for (const h of patientHistory(finished.patient)) await expect(field(sheet, h.label)).toBe(h.text);
    await expect(within(sheet).getByText(finished.prescription!.diagResult)).toBeVisible();
    await expect(within(sheet).getByRole("table", { name: "药品清单" })).toBeVisible();
    await expect(within(sheet).getByRole("img", { name: "医师签名" })).toBeVisible();
  },
};

/** Without a prescription, diagnosis and treatment read 无. */
export const WithoutPrescription: Story = {
  args: { order: finishedNoPrescription },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole("article", { name: "问诊病历" });
    await expect(within(sheet).getByRole("region", { name: "初步诊断" })).toHaveTextContent("无");
    await expect(within(sheet).queryByRole("table")).toBeNull();
  },
};

/** Print media (Chromatic `media: "print"`): one A4 page. */
export const Print: Story = {
  parameters: { chromatic: { media: "print", disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("article", { name: "问诊病历" })).toBeVisible();
    const sizes = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
      .map((r) => r.style.getPropertyValue("size"));
    await expect(sizes).toEqual(["a4"]);
  },
};
