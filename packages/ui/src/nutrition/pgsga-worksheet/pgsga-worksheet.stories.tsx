import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { NutritionPatientValues, PgSgaAssessmentValues } from "@doctor-console/domain";
import { PgSgaWorksheet } from "./pgsga-worksheet";
import { searchStoryPatients, storyPatients } from "../story-data";
import { emptyNutritionPatient } from "../patient-fields";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { dismissToasts, expectToast, nextPaint, withToaster } from "../../lib/story-helpers";

const meta = {
  title: "Nutrition/PgSgaWorksheet",
  component: PgSgaWorksheet,
  args: {
    today: "2026-11-21",
    executor: "李医生",
    // The host app's records page.
    listHref: "/assessments",
    onCreatePatient: fn(async (_values: NutritionPatientValues) => 31),
    onSubmitEvaluation: fn(async (_id: number, _answers: PgSgaAssessmentValues) => ({ totalScore: 12 })),
  },
  decorators: [withToaster()],
  beforeEach: dismissToasts,
  parameters: noSnapshot,
} satisfies Meta<typeof PgSgaWorksheet>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = () => within(document.body);

const currentStep = (canvas: Canvas) =>
  canvas.getByRole("list", { name: "步骤" }).querySelector('[aria-current="step"] [data-slot="wizard-step-title"]')?.textContent;

async function fillPatient(canvas: Canvas) {
  await userEvent.type(canvas.getByRole("textbox", { name: "姓名" }), "孙七");
  await userEvent.type(canvas.getByRole("textbox", { name: "年龄" }), "66");
  await userEvent.click(canvas.getByRole("radio", { name: "男" }));
  await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "15012345678");
  await userEvent.type(canvas.getByRole("spinbutton", { name: "身高(cm)" }), "175");
  await userEvent.type(canvas.getByRole("spinbutton", { name: "体重(kg)" }), "58");
  await userEvent.type(canvas.getByRole("textbox", { name: "疾病诊断" }), "胃癌术后");
  await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
  await canvas.findByRole("form", { name: "评估" });
}

async function choose(form: Canvas, question: string, option: string | RegExp) {
  await userEvent.click(within(form.getByRole("radiogroup", { name: question })).getByRole("radio", { name: option }));
}

async function answerSingles(form: Canvas) {
  await choose(form, "近1个月或6个月内体重下降情况", /1个月内体重下降5%～9.9%/);
  await choose(form, "近2周内体重变化", "近2周内体重下降");
  await choose(form, "过去1个月内，进食量与平常相比", "比平常少");
  await choose(form, "目前进食", "只能进食流质");
  await choose(form, "过去1个月内，活动和身体功能", /与平常相比稍差/);
  await choose(form, "应激状态", /轻度应激/);
  await choose(form, "肌肉、脂肪及体液消耗情况", "中度消耗");
}

const symptom = (form: Canvas, name: string | RegExp) => within(form.getByRole("group", { name: /以下问题影响进食/ })).getByRole("checkbox", { name });

/** Step 1: rules fire on blur; the date and the executor are read-only. */
export const BasicInfoOnBlur: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(currentStep(canvas)).toBe("基本信息");
    const date = canvas.getByRole("textbox", { name: "评估日期" });
    await expect(date).toHaveValue("2026-11-21");
    await expect(date).toHaveAttribute("readonly");
    await expect(canvas.getByRole("textbox", { name: "评估人" })).toHaveValue("李医生");
    await expect(canvas.getByRole("textbox", { name: "评估人" })).toHaveAttribute("readonly");

    // Focus and leave each field: its message shows without pressing 下一步.
    await userEvent.click(canvas.getByRole("textbox", { name: "姓名" }));
    await userEvent.tab();
    await expect(await canvas.findByText("姓名不能为空")).toBeVisible();
    await expect(canvas.queryByText("年龄不能为空")).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText("年龄不能为空")).toBeVisible();
    await expect(canvas.queryByText("请选择性别")).toBeNull();
    // Leaving the sex choices unanswered.
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "手机号" })).toHaveFocus();
    await expect(await canvas.findByText("请选择性别")).toBeVisible();
    await userEvent.tab();
    await expect(await canvas.findByText("手机号不能为空")).toBeVisible();
    await userEvent.tab();
    await expect(await canvas.findByText("身高不能为空")).toBeVisible();
    await userEvent.tab();
    await expect(await canvas.findByText("体重不能为空")).toBeVisible();

    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "1501234");
    await userEvent.tab();
    await expect(await canvas.findByText("请输入正确的手机号")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    for (const optional of ["住院号", "床号", "疾病诊断", "入院日期", "手术日期"]) {
      await expect(canvas.getByLabelText(optional)).not.toHaveAttribute("aria-invalid");
    }
    await expect(args.onCreatePatient).not.toHaveBeenCalled();
  },
};

/** Creating the patient fails: silent (see docs/behaviour/nutrition.md#pg-sga-assessment) — no message, still on step 1, nothing lost. */
export const CreatePatientFailsSilently: Story = {
  args: { onCreatePatient: fn(async (_values: NutritionPatientValues) => Promise.reject(new Error("创建失败"))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "姓名" }), "孙七");
    await userEvent.type(canvas.getByRole("textbox", { name: "年龄" }), "66");
    await userEvent.click(canvas.getByRole("radio", { name: "男" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "15012345678");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "身高(cm)" }), "175");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "体重(kg)" }), "58");
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await waitFor(() => expect(args.onCreatePatient).toHaveBeenCalledOnce());
    await nextPaint();
    await expect(body().queryByText("创建失败")).toBeNull();
    await expect(document.querySelector("[data-sonner-toast]")).toBeNull();
    await expect(currentStep(canvas)).toBe("基本信息");
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("孙七");
  },
};

/** Step 2: 请选择答案 under each single choice, 请至少选择一个 for the symptoms; illnesses optional. */
export const AssessmentValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas);
    await expect(args.onCreatePatient).toHaveBeenCalledWith(expect.objectContaining({ npName: "孙七", npAge: 66, npSex: "1", npDisease: "胃癌术后" }));
    await expect(currentStep(canvas)).toBe("评估");
    const form = within(canvas.getByRole("form", { name: "评估" }));
    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(form.getAllByText("请选择答案")).toHaveLength(7));
    await expect(form.getByText("请至少选择一个")).toBeVisible();
    await expect(form.getByRole("radiogroup", { name: "目前进食" })).toHaveAccessibleDescription("请选择答案");
    await expect(form.getByRole("group", { name: /患有以下疾病或情况/ })).not.toHaveAccessibleDescription();
    await expect(args.onSubmitEvaluation).not.toHaveBeenCalled();

    await choose(form, "目前进食", "少量固体食物");
    await waitFor(() => expect(form.getAllByText("请选择答案")).toHaveLength(6));
    await userEvent.click(symptom(form, "恶心"));
    await waitFor(() => expect(form.queryByText("请至少选择一个")).toBeNull());
  },
};

/** Pain (M): enables the location, which is then required; deselecting M clears and disables it. */
export const PainLocationOnAndOff: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas);
    const form = within(canvas.getByRole("form", { name: "评估" }));
    const location = form.getByRole("textbox", { name: "疼痛部位" });
    await expect(location).toBeDisabled();

    await userEvent.click(symptom(form, /疼痛（请注明部位）/));
    await expect(location).toBeEnabled();
    await answerSingles(form);
    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await expect(await form.findByText("请填写疼痛部位")).toBeVisible();
    await expect(location).toHaveAccessibleDescription("请填写疼痛部位");
    await expect(args.onSubmitEvaluation).not.toHaveBeenCalled();

    await userEvent.type(location, "上腹部");
    await waitFor(() => expect(form.queryByText("请填写疼痛部位")).toBeNull());
    // Deselect M: the location is cleared and disabled.
    await userEvent.click(symptom(form, /疼痛（请注明部位）/));
    await expect(location).toHaveValue("");
    await expect(location).toBeDisabled();
    // Select it again: empty, enabled, required again.
    await userEvent.click(symptom(form, /疼痛（请注明部位）/));
    await expect(location).toBeEnabled();
    await expect(location).toHaveValue("");
    await waitFor(() => expect(form.getByText("请填写疼痛部位")).toBeVisible());

    // 'No eating problem' (A) and the others exclude each other; choosing A drops M and its location.
    await userEvent.type(location, "右肩");
    await userEvent.click(symptom(form, "没有饮食问题"));
    await expect(symptom(form, /疼痛（请注明部位）/)).not.toBeChecked();
    await expect(location).toHaveValue("");
    await expect(location).toBeDisabled();
    await userEvent.click(symptom(form, "便秘"));
    await expect(symptom(form, "没有饮食问题")).not.toBeChecked();

    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmitEvaluation).toHaveBeenCalledOnce());
    await expect(args.onSubmitEvaluation).toHaveBeenCalledWith(31, expect.objectContaining({ eatIssueSymptoms: ["eatIssueSymptomE"], achePart: "" }));
  },
};

/** Success: 提交成功, step 3 with the server's total, where it falls, and the plan. */
export const SubmitSuccess: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas);
    const form = within(canvas.getByRole("form", { name: "评估" }));
    await answerSingles(form);
    await userEvent.click(symptom(form, "恶心"));
    await userEvent.click(symptom(form, /疼痛（请注明部位）/));
    await userEvent.type(form.getByRole("textbox", { name: "疼痛部位" }), "上腹部");
    await userEvent.click(within(form.getByRole("group", { name: /患有以下疾病或情况/ })).getByRole("checkbox", { name: "癌症" }));
    await userEvent.click(form.getByRole("button", { name: "提交" }));

    await expectToast("提交成功", "success");
    await expect(args.onSubmitEvaluation).toHaveBeenCalledWith(31, {
      weightLost: "3",
      weightState: "1",
      mealIntake: "1",
      currentFeed: "3",
      eatIssueSymptoms: ["eatIssueSymptomC", "eatIssueSymptomM"],
      achePart: "上腹部",
      activity: "B",
      elseIllness: ["elseIllnessA"],
      stressState: "1",
      eyesAxunge: "2",
    });
    await expect(currentStep(canvas)).toBe("评估结果");
    await expect(canvas.getByText("12")).toHaveAttribute("data-slot", "total-score");
    const scale = canvas.getByRole("figure", { name: "评分分级" });
    await expect(within(scale).getAllByRole("listitem").map((li) => li.getAttribute("aria-current"))).toEqual([null, null, null, "true"]);
    await expect(within(scale).getByText("本次 12 分")).toBeVisible();
    const plan = canvas.getByRole("region", { name: "推荐方案" });
    await expect(within(plan).getByText("迫切需要改善症状的治疗措施和恰当的营养支持", { selector: "[data-slot=recommendation-text]" })).toBeVisible();
    // The result page omits the 2–3 line.
    await expect(within(plan).getAllByRole("listitem").map((li) => li.firstChild?.textContent)).toEqual(["0-1分", "4-8分", "≥9分"]);
    await expect(within(plan).queryByText(/营养教育/)).toBeNull();
  },
};

/** A total of 2–3: the scale marks 2-3; the result page has no plan line for it. */
export const SubmitSuccessTwoToThree: Story = {
  args: { onSubmitEvaluation: fn(async (_id: number, _answers: PgSgaAssessmentValues) => ({ totalScore: 3 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas);
    const form = within(canvas.getByRole("form", { name: "评估" }));
    await answerSingles(form);
    await userEvent.click(symptom(form, "没有饮食问题"));
    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(currentStep(canvas)).toBe("评估结果"));
    const scale = canvas.getByRole("figure", { name: "评分分级" });
    await expect(within(scale).getAllByRole("listitem").map((li) => li.getAttribute("aria-current"))).toEqual([null, "true", null, null]);
    const plan = canvas.getByRole("region", { name: "推荐方案" });
    await expect(plan.querySelector("[data-slot=recommendation-text]")).toBeNull();
    await expect(plan.querySelector("[aria-current]")).toBeNull();

    // Another patient starts again from step 1.
    await userEvent.click(canvas.getByRole("button", { name: "再评估一位" }));
    await expect(currentStep(canvas)).toBe("基本信息");
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("");
  },
};

/** Failure: the server's errmsg as an error; nothing typed is lost. */
export const SubmitFails: Story = {
  args: {
    onSubmitEvaluation: fn(async (_id: number, _answers: PgSgaAssessmentValues) => Promise.reject(new Error("评估记录保存失败"))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas);
    const form = within(canvas.getByRole("form", { name: "评估" }));
    await answerSingles(form);
    await userEvent.click(symptom(form, /疼痛（请注明部位）/));
    await userEvent.type(form.getByRole("textbox", { name: "疼痛部位" }), "腰部");
    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await expectToast("评估记录保存失败", "error");
    await expect(body().queryByText("提交成功")).toBeNull();
    await expect(currentStep(canvas)).toBe("评估");
    await expect(form.getByRole("textbox", { name: "疼痛部位" })).toHaveValue("腰部");
    await expect(within(form.getByRole("radiogroup", { name: "目前进食" })).getByRole("radio", { name: "只能进食流质" })).toBeChecked();
    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmitEvaluation).toHaveBeenCalledTimes(2));
  },
};

/** 填写说明: the worksheet explained, scoring as real tables, the interventions (all four bands). */
export const Instructions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "填写说明" }));
    const dialog = within(await body().findByRole("dialog", { name: "PG-SGA 填写说明" }));
    const tables = dialog.getAllByRole("table");
    await expect(tables).toHaveLength(10);
    const symptoms = dialog.getByRole("table", { name: /症状/ });
    await expect(within(symptoms).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["情况", "评分"]);
    const pain = within(symptoms).getByRole("row", { name: /疼痛（请注明部位）/ });
    await expect(within(pain).getAllByRole("cell").map((c) => c.textContent)).toEqual(["疼痛（请注明部位）", "3"]);
    const interventions = dialog.getByRole("table", { name: /推荐干预措施/ });
    await expect(within(interventions).getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["0-1分", "2-3分", "4-8分", "≥9分"]);
    await userEvent.click(dialog.getByRole("button", { name: "知道了" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
  },
};

/** The 'back to list' link is drawn by the page's router link. */
export const BackToList: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "返回列表" });
    await expect(link).toHaveAttribute("href", "/assessments");
    await expect(link).toHaveAttribute("data-router-link");
  },
};

/** Its state is told as it changes (to keep a copy); a kept draft resumes at the assessment with the patient it created. */
export const DraftToldAndResumed: Story = {
  args: {
    onDraftChange: fn(),
    defaultDraft: { step: 1, patientId: 44, patientName: "孙七", typing: null },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(currentStep(canvas)).toBe("评估");
    await expect(args.onDraftChange).not.toHaveBeenCalled();
    const form = within(canvas.getByRole("form", { name: "评估" }));
    await choose(form, "近2周内体重变化", "近2周内体重下降");
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ step: 1, patientId: 44, typing: expect.objectContaining({ weightState: expect.anything() }) })));
  },
};

/** 选择已有患者 by phone: the known fields fill in (still editable), and step 1 goes on as typed. */
export const KnownPatient: Story = {
  args: { loadPatients: fn(async (query: string) => searchStoryPatients(query)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "选择已有患者" }), "13522");
    await userEvent.click(await canvas.findByRole("option", { name: /刘建国/ }));
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("刘建国");
    await expect(canvas.getByRole("textbox", { name: "疾病诊断" })).toHaveValue("2型糖尿病");
    await expect(canvas.getByRole("spinbutton", { name: "身高(cm)" })).toHaveValue(175);
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await canvas.findByRole("form", { name: "评估" });
    await expect(args.onCreatePatient).toHaveBeenCalledWith(expect.objectContaining({ npName: "刘建国", npAge: 61, npSex: "1", npPhone: "13522334455", npWeight: 81 }));
  },
};

/** A kept copy wins over a known patient given (resuming); without a copy the known patient fills step 1. */
export const ResumedCopyWinsOverKnownPatient: Story = {
  args: {
    loadPatients: fn(async (query: string) => searchStoryPatients(query)),
    initialPatient: storyPatients[2],
    onDraftChange: fn(),
    defaultDraft: { step: 0, patientId: null, patientName: "", typing: { ...emptyNutritionPatient, npName: "孙七", npDisease: "胃癌术后" } },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("孙七");
    await expect(canvas.getByRole("textbox", { name: "疾病诊断" })).toHaveValue("胃癌术后");
    await expect(canvas.getByRole("combobox", { name: "选择已有患者" })).toHaveValue("");
    await userEvent.type(canvas.getByRole("textbox", { name: "姓名" }), "七");
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ step: 0, typing: expect.objectContaining({ npName: "孙七七" }) })));
  },
};
