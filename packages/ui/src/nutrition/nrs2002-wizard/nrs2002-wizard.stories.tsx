import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { NrsAssessmentValues, NutritionPatientValues } from "@doctor-console/domain";
import { searchStoryPatients, storyPatients } from "../story-data";
import { emptyNutritionPatient } from "../patient-fields";
import { Nrs2002Wizard } from "./nrs2002-wizard";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { dismissToasts, expectToast, withToaster } from "../../lib/story-helpers";

const meta = {
  title: "Nutrition/Nrs2002Wizard",
  component: Nrs2002Wizard,
  args: {
    // The host app's records page.
    listHref: "/screenings",
    onCreatePatient: fn(async (_values: NutritionPatientValues) => 7),
    onSubmitScreening: fn(async (_id: number, _answers: NrsAssessmentValues) => ({ totalScore: 5 })),
  },
  decorators: [withToaster()],
  beforeEach: dismissToasts,
  parameters: noSnapshot,
} satisfies Meta<typeof Nrs2002Wizard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const currentStep = (canvas: Canvas) => canvas.getByRole("list", { name: "步骤" }).querySelector('[aria-current="step"] [data-slot="wizard-step-title"]')?.textContent;

async function fillPatient(canvas: Canvas, age = "45") {
  await userEvent.type(canvas.getByRole("textbox", { name: "姓名" }), "赵六");
  await userEvent.type(canvas.getByRole("textbox", { name: "年龄" }), age);
  await userEvent.click(canvas.getByRole("radio", { name: "女" }));
  await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "13912345678");
  await userEvent.type(canvas.getByRole("spinbutton", { name: "身高(cm)" }), "160");
  await userEvent.type(canvas.getByRole("spinbutton", { name: "体重(kg)" }), "48");
  await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
  await canvas.findByRole("form", { name: "初步筛查" });
}

async function answerPrescreen(canvas: Canvas, answers: ("是" | "否")[]) {
  const form = within(canvas.getByRole("form", { name: "初步筛查" }));
  const groups = form.getAllByRole("radiogroup");
  for (const [i, answer] of answers.entries()) await userEvent.click(within(groups[i]!).getByRole("radio", { name: answer }));
  await userEvent.click(form.getByRole("button", { name: "下一步" }));
}

/** Step 1: every required message, optional fields silent, the BMI live. */
export const BasicInfoValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(currentStep(canvas)).toBe("基本信息");
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    for (const message of ["姓名不能为空", "年龄不能为空", "请选择性别", "手机号不能为空", "身高不能为空", "体重不能为空"]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    for (const optional of ["住院号", "床号", "疾病诊断", "入院日期", "手术日期"]) {
      await expect(canvas.getByLabelText(optional)).not.toHaveAttribute("aria-invalid");
    }
    await expect(args.onCreatePatient).not.toHaveBeenCalled();

    const bmi = canvas.getByRole("status", { name: "BMI" });
    await expect(bmi).toHaveTextContent("—");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "身高(cm)" }), "170");
    await expect(bmi).toHaveTextContent("—");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "体重(kg)" }), "65");
    await expect(bmi).toHaveTextContent("22.5");
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "体重(kg)" }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: "体重(kg)" }), "80");
    await expect(bmi).toHaveTextContent("27.7");

    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "10012345678");
    await expect(await canvas.findByText("请输入正确的手机号")).toBeVisible();
    const age = canvas.getByRole("textbox", { name: "年龄" });
    await userEvent.type(age, "1000");
    await expect(age).toHaveValue("100");
  },
};

/** Present but implausible values say what is wrong (请输入正确的…, with the range); BMI only from plausible values. */
export const ImplausibleValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (name: string) => canvas.getByRole(name === "年龄" ? "textbox" : "spinbutton", { name });
    const expectMessage = async (name: string, typed: string, message: string) => {
      await userEvent.clear(field(name));
      await userEvent.type(field(name), typed);
      await userEvent.tab();
      await expect(field(name)).toHaveAccessibleDescription(message);
    };
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    for (const typed of ["abc", "-1", "1.5", "200"]) await expectMessage("年龄", typed, "请输入正确的年龄（0 到 150 岁的整数）");
    await expectMessage("身高(cm)", "0", "请输入正确的身高（40 到 250 厘米）");
    await expectMessage("体重(kg)", "0", "请输入正确的体重（1 到 500 千克）");
    // Metres typed: told so, and no BMI (today it would read 224913.5).
    await userEvent.clear(field("体重(kg)"));
    await userEvent.type(field("体重(kg)"), "65");
    await expectMessage("身高(cm)", "1.7", "请输入以厘米为单位的身高");
    await expect(canvas.getByRole("status", { name: "BMI" })).toHaveTextContent("—");
    await expectMessage("身高(cm)", "170", "");
    await expect(canvas.getByRole("status", { name: "BMI" })).toHaveTextContent("22.5");
    await expect(args.onCreatePatient).not.toHaveBeenCalled();
  },
};

/** Every pre-screening answer 'no': the healthy message, nothing submitted. */
export const GateAllNo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas);
    await expect(args.onCreatePatient).toHaveBeenCalledWith(
      expect.objectContaining({ npName: "赵六", npAge: 45, npSex: "0", npPhone: "13912345678", npHeight: 160, npWeight: 48, npDisease: "" }),
    );
    await expect(currentStep(canvas)).toBe("初步筛查");

    // The BMI typed (48 kg at 160 cm: 18.8) answers the first question, pre-selected for the doctor
    // to confirm; the other three are required.
    const first = canvas.getAllByRole("radiogroup")[0]!;
    await expect(within(first).getByRole("radio", { name: "是" })).toBeChecked();
    await expect(canvas.getByText("据 BMI 18.8 预选，请确认")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await waitFor(() => expect(canvas.getAllByText("请选择答案")).toHaveLength(3));
    await answerPrescreen(canvas, ["否", "否", "否", "否"]);

    await expect(currentStep(canvas)).toBe("筛查结果");
    // The formal assessment reads 跳过, not 已完成.
    const steps = within(canvas.getByRole("list", { name: "步骤" })).getAllByRole("listitem");
    await expect(steps[2]).toHaveTextContent("正式评估（跳过）");
    await expect(steps[2]).not.toHaveTextContent("已完成");
    await expect(steps[1]).toHaveTextContent("初步筛查（已完成）");
    const result = canvasElement.querySelector('[data-slot="nrs2002-result"]') as HTMLElement;
    await expect(result).toHaveAttribute("data-outcome", "healthy");
    await expect(within(result).getByRole("status")).toHaveTextContent("患者目前无营养风险，每周重新筛查一次");
    await expect(within(result).queryByText("NRS-2002 总评分")).toBeNull();
    await expect(args.onSubmitScreening).not.toHaveBeenCalled();
    await expect(canvas.getByRole("link", { name: "查看筛查记录" })).toHaveAttribute("href", "/screenings");

    // Another patient starts from an empty worksheet.
    await userEvent.click(canvas.getByRole("button", { name: "再筛查一位" }));
    await expect(currentStep(canvas)).toBe("基本信息");
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("");
  },
};

/** A 'yes' answer leads to the formal assessment; the server's score and its meaning show. */
export const GateYesAtRisk: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas);
    await answerPrescreen(canvas, ["否", "是", "否", "否"]);
    await expect(currentStep(canvas)).toBe("正式评估");
    const form = within(canvas.getByRole("form", { name: "正式评估" }));
    // Age under 70 from step 1: the age scope is preset.
    await expect(form.getByRole("radio", { name: /年龄＜70岁/ })).toBeChecked();

    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await expect(await form.findByText("请至少选择一个")).toBeVisible();
    await expect(form.getByText("请选择答案")).toBeVisible();
    await expect(args.onSubmitScreening).not.toHaveBeenCalled();

    // Back keeps the pre-screening answers.
    await userEvent.click(form.getByRole("button", { name: "上一步" }));
    const again = within(canvas.getByRole("form", { name: "初步筛查" }));
    await expect(within(again.getAllByRole("radiogroup")[1]!).getByRole("radio", { name: "是" })).toBeChecked();
    await userEvent.click(again.getByRole("button", { name: "下一步" }));

    const formal = within(await canvas.findByRole("form", { name: "正式评估" }));
    await userEvent.click(formal.getByRole("checkbox", { name: /髋骨折/ }));
    await userEvent.click(formal.getByRole("checkbox", { name: /颅脑损伤/ }));
    await userEvent.click(formal.getByRole("radio", { name: /一般情况差，或2个月内体重丢失/ }));
    await userEvent.click(formal.getByRole("button", { name: "提交" }));

    await expectToast("提交成功", "success");
    await expect(args.onSubmitScreening).toHaveBeenCalledWith(7, {
      illnessStates: ["illnessStateA", "illnessStateC"],
      nutritionState: 2,
      ageScope: 0,
    });
    await expect(currentStep(canvas)).toBe("筛查结果");
    const result = canvasElement.querySelector('[data-slot="nrs2002-result"]') as HTMLElement;
    await expect(result).toHaveAttribute("data-outcome", "at-risk");
    // The score is the server's (5 here), not one computed by the page.
    await expect(within(result).getByText("5")).toHaveAttribute("data-slot", "total-score");
    await expect(within(result).getByRole("status")).toHaveTextContent("患者有营养不良的风险，需要营养支持治疗");
  },
};

/** A total under 3: no risk now, re-assess weekly before major surgery. Age 70+ preset. */
export const GateYesNotAtRisk: Story = {
  args: { onSubmitScreening: fn(async (_id: number, _answers: NrsAssessmentValues) => ({ totalScore: 2 })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas, "72");
    await answerPrescreen(canvas, ["是", "否", "否", "否"]);
    const form = within(await canvas.findByRole("form", { name: "正式评估" }));
    await expect(form.getByRole("radio", { name: /年龄≥70岁/ })).toBeChecked();
    await userEvent.click(form.getByRole("checkbox", { name: /髋骨折/ }));
    await userEvent.click(form.getByRole("radio", { name: /正常营养状态/ }));
    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmitScreening).toHaveBeenCalledWith(7, { illnessStates: ["illnessStateA"], nutritionState: 0, ageScope: 1 }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="nrs2002-result"]')).not.toBeNull());
    const result = canvasElement.querySelector('[data-slot="nrs2002-result"]') as HTMLElement;
    await expect(result).toHaveAttribute("data-outcome", "not-at-risk");
    await expect(within(result).getByRole("status")).toHaveTextContent("患者目前无营养风险，若将接受重大手术，需每周重新评估营养状况");
  },
};

/** Creating the patient fails: the server's message, the step and the typed values stay. */
export const CreatePatientFails: Story = {
  args: { onCreatePatient: fn(async (_values: NutritionPatientValues) => Promise.reject(new Error("患者信息保存失败"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "姓名" }), "赵六");
    await userEvent.type(canvas.getByRole("textbox", { name: "年龄" }), "45");
    await userEvent.click(canvas.getByRole("radio", { name: "女" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "13912345678");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "身高(cm)" }), "160");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "体重(kg)" }), "48");
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await expectToast("患者信息保存失败", "error");
    await expect(currentStep(canvas)).toBe("基本信息");
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("赵六");
  },
};

/** Submitting fails: the server's errmsg, the answers stay for another try. */
export const SubmitFails: Story = {
  args: {
    onSubmitScreening: fn(async (_id: number, _answers: NrsAssessmentValues) => Promise.reject(new Error("筛查记录保存失败"))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPatient(canvas);
    await answerPrescreen(canvas, ["是", "是", "是", "是"]);
    const form = within(await canvas.findByRole("form", { name: "正式评估" }));
    await userEvent.click(form.getByRole("checkbox", { name: /腹部大手术/ }));
    await userEvent.click(form.getByRole("radio", { name: /正常营养状态/ }));
    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await expectToast("筛查记录保存失败", "error");
    await expect(currentStep(canvas)).toBe("正式评估");
    await expect(form.getByRole("checkbox", { name: /腹部大手术/ })).toBeChecked();
    await userEvent.click(form.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmitScreening).toHaveBeenCalledTimes(2));
  },
};

/** Its state is told as it changes (to keep a copy); a kept draft resumes at its step, with the patient it created and what was typed. */
export const DraftToldAndResumed: Story = {
  args: {
    onDraftChange: fn(),
    defaultDraft: {
      step: 2,
      patient: { id: 9, values: { npName: "钱七", npAge: 72 } as NutritionPatientValues },
      prescreen: null,
      typing: { illnessStates: ["illnessStateB"], nutritionState: "", ageScope: "1" },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(currentStep(canvas)).toBe("正式评估");
    const formal = within(canvas.getByRole("form", { name: "正式评估" }));
    await expect(formal.getByRole("checkbox", { name: /腹部大手术/ })).toBeChecked();
    await expect(args.onDraftChange).not.toHaveBeenCalled();
    await userEvent.click(formal.getByRole("radio", { name: /一般情况差，或2个月内体重丢失/ }));
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ step: 2, typing: expect.objectContaining({ nutritionState: "2" }) })));
    await userEvent.click(formal.getByRole("button", { name: "提交" }));
    await expectToast("提交成功", "success");
    await expect(args.onSubmitScreening).toHaveBeenCalledWith(9, expect.objectContaining({ illnessStates: ["illnessStateB"], nutritionState: 2 }));
    // Done: nothing is left to keep.
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith({ step: 0, patient: null, prescreen: null, typing: null }));
  },
};

/**
 * A known patient: chosen by name, their fields filled in; what the data answers (BMI 18.0 < 20.5,
 * age 78 ≥ 70) is pre-selected for the doctor to confirm; the result offers the next steps.
 */
export const KnownPatientDerivedAnswers: Story = {
  args: {
    loadPatients: fn(async (query: string) => searchStoryPatients(query)),
    nextSteps: (id: number) => ({ prescription: `/prescribe?nutritionPatientId=${id}`, pgsga: `/pgsga?nutritionPatientId=${id}` }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "选择已有患者" }), "黄志");
    await userEvent.click(await canvas.findByRole("option", { name: /黄志强/ }));
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("黄志强");
    await expect(canvas.getByRole("textbox", { name: "年龄" })).toHaveValue("78");
    await expect(canvas.getByRole("radio", { name: "男" })).toBeChecked();
    await expect(canvas.getByRole("spinbutton", { name: "体重(kg)" })).toHaveValue(52);
    await expect(canvas.getByRole("status", { name: "BMI" })).toHaveTextContent("18.0");
    // Every field stays editable: the weight is typed anew for today.
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "体重(kg)" }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: "体重(kg)" }), "50");
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await waitFor(() => expect(args.onCreatePatient).toHaveBeenCalledWith(expect.objectContaining({ npName: "黄志强", npPhone: "18800112233", npWeight: 50, npBedNumber: "21床" })));

    const prescreen = within(await canvas.findByRole("form", { name: "初步筛查" }));
    await expect(within(prescreen.getAllByRole("radiogroup")[0]!).getByRole("radio", { name: "是" })).toBeChecked();
    await expect(prescreen.getByText("据 BMI 17.3 预选，请确认")).toBeVisible();
    await answerPrescreen(canvas, ["是", "否", "否", "否"]);
    const formal = within(await canvas.findByRole("form", { name: "正式评估" }));
    await expect(formal.getByRole("radio", { name: /年龄≥70岁/ })).toBeChecked();
    await expect(formal.getByText("据年龄 78 岁预选，请确认")).toBeVisible();
    await userEvent.click(formal.getByRole("checkbox", { name: /髋骨折/ }));
    await userEvent.click(formal.getByRole("radio", { name: /正常营养状态/ }));
    await userEvent.click(formal.getByRole("button", { name: "提交" }));

    const next = within(await canvas.findByRole("navigation", { name: "下一步" }));
    await expect(next.getByRole("link", { name: "开具营养处方" })).toHaveAttribute("href", "/prescribe?nutritionPatientId=7");
    await expect(next.getByRole("link", { name: "PG-SGA评估" })).toHaveAttribute("href", "/pgsga?nutritionPatientId=7");
  },
};

/** Started from a known patient (a link carrying them): step 1 is filled in already. */
export const StartsFromKnownPatient: Story = {
  args: { loadPatients: fn(async (query: string) => searchStoryPatients(query)), initialPatient: storyPatients[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "选择已有患者" })).toHaveValue("陈秀英");
    await expect(canvas.getByRole("textbox", { name: "手机号" })).toHaveValue("13912345678");
    await expect(canvas.getByRole("radio", { name: "女" })).toBeChecked();
    await expect(canvas.getByRole("status", { name: "BMI" })).toHaveTextContent("19.8");
  },
};

/** A kept copy wins over a known patient given (resuming): step 1 shows what was typed; the picker is still offered and told. */
export const ResumedCopyWinsOverKnownPatient: Story = {
  args: {
    loadPatients: fn(async (query: string) => searchStoryPatients(query)),
    initialPatient: storyPatients[1],
    onDraftChange: fn(),
    defaultDraft: { step: 0, patient: null, prescreen: null, typing: { ...emptyNutritionPatient, npName: "钱七", npPhone: "13800001111" } },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("钱七");
    await expect(canvas.getByRole("textbox", { name: "手机号" })).toHaveValue("13800001111");
    await expect(canvas.getByRole("combobox", { name: "选择已有患者" })).toHaveValue("");
    await expect(args.onDraftChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("combobox", { name: "选择已有患者" }), "黄志");
    await userEvent.click(await canvas.findByRole("option", { name: /黄志强/ }));
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("黄志强");
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ step: 0, typing: expect.objectContaining({ npName: "黄志强" }) })));
  },
};

const lowBmiPatient = { id: 9, values: { npName: "钱七", npAge: 72, npHeight: 170, npWeight: 52 } as NutritionPatientValues };

/** A resumed pre-screen keeps the answer it has to BMI＜20.5, even where the data says otherwise. */
export const ResumedPrescreenKeepsItsAnswer: Story = {
  args: {
    defaultDraft: { step: 1, patient: lowBmiPatient, prescreen: null, typing: { bmiLow: "1", weightLoss: "0", intakeReduced: "", severelyIll: "" } },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "初步筛查" }));
    const groups = form.getAllByRole("radiogroup");
    await expect(within(groups[0]!).getByRole("radio", { name: "否" })).toBeChecked();
    await expect(within(groups[1]!).getByRole("radio", { name: "是" })).toBeChecked();
    await expect(within(groups[2]!).getByRole("radio", { name: "是" })).not.toBeChecked();
    await expect(within(groups[2]!).getByRole("radio", { name: "否" })).not.toBeChecked();
  },
};

/** A resumed pre-screen that left BMI＜20.5 open gets it pre-selected from the data; its other answers stay. */
export const ResumedPrescreenGetsDerivedAnswer: Story = {
  args: {
    defaultDraft: { step: 1, patient: lowBmiPatient, prescreen: null, typing: { bmiLow: "", weightLoss: "1", intakeReduced: "", severelyIll: "" } },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "初步筛查" }));
    const groups = form.getAllByRole("radiogroup");
    await expect(within(groups[0]!).getByRole("radio", { name: "是" })).toBeChecked();
    await expect(form.getByText("据 BMI 18.0 预选，请确认")).toBeVisible();
    await expect(within(groups[1]!).getByRole("radio", { name: "否" })).toBeChecked();
  },
};
