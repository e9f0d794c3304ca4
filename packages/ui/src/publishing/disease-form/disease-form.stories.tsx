import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { DiseaseValues } from "@doctor-console/domain";
import { fixtures } from "@doctor-console/domain/fixtures";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { DiseaseForm } from "./disease-form";
import { dismissToasts, expectToast, withToaster } from "../../lib/story-helpers";

const meta = {
  title: "Publishing/DiseaseForm",
  component: DiseaseForm,
  args: { departments: fixtures.departments, onSubmit: fn(async (_values: DiseaseValues) => null) },
  decorators: [withToaster()],
  beforeEach: dismissToasts,
  parameters: noSnapshot,
} satisfies Meta<typeof DiseaseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** See docs/behaviour/publishing.md#diseases: name, content and department are required, each with its message. */
export const Validation: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("名称不能为空")).toBeVisible();
    await expect(canvas.getByText("内容不能为空")).toBeVisible();
    await expect(canvas.getByText("请输入所在科室")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "疾病名称" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("textbox", { name: "疾病名称" })).toHaveAccessibleDescription("名称不能为空");
    await expect(canvas.getByRole("group", { name: "所属科室" })).toHaveAccessibleDescription("请输入所在科室");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Blank text is no name.
    await userEvent.type(canvas.getByRole("textbox", { name: "疾病名称" }), "   ");
    await expect(canvas.getByText("名称不能为空")).toBeVisible();
  },
};

/** Several departments, joined by a comma in the order chosen; 提交成功 and the form empties. */
export const AddDisease: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "疾病名称" }), "慢性咽炎");
    await userEvent.type(canvas.getByRole("textbox", { name: "疾病内容" }), "咽部不适，异物感");
    const group = within(canvas.getByRole("group", { name: "所属科室" }));
    await userEvent.click(group.getByRole("checkbox", { name: "中医内科" }));
    await userEvent.click(group.getByRole("checkbox", { name: "呼吸科" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({ diseaseName: "慢性咽炎", content: "咽部不适，异物感", department: "中医内科,呼吸科" });
    await expectToast("提交成功", "success");
    await expect(canvas.getByRole("textbox", { name: "疾病名称" })).toHaveValue("");
    await expect(group.getByRole("checkbox", { name: "呼吸科" })).not.toBeChecked();
  },
};

/** A failed submission keeps every field (the caller tells why). */
export const SubmitFails: Story = {
  args: { onSubmit: fn(async (_values: DiseaseValues): Promise<null> => Promise.reject(new Error("服务器开小差了，请刷新页面重新请求"))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "疾病名称" }), "失眠");
    await userEvent.type(canvas.getByRole("textbox", { name: "疾病内容" }), "入睡困难");
    await userEvent.click(canvas.getByRole("checkbox", { name: "中医内科" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByRole("button", { name: "提交" })).toBeEnabled());
    await expect(canvas.getByRole("textbox", { name: "疾病名称" })).toHaveValue("失眠");
    await expect(canvas.getByRole("textbox", { name: "疾病内容" })).toHaveValue("入睡困难");
    await expect(canvas.getByRole("checkbox", { name: "中医内科" })).toBeChecked();
    await expect(body().queryByText("提交成功")).toBeNull();
  },
};

/** The department picker sends names, whatever the options' values are (here codes). */
export const SendsDepartmentNames: Story = {
  args: {
    departments: [
      { value: "101", label: "中医内科", children: [{ value: "10101", label: "脾胃病科" }] },
      { value: "102", label: "中医外科" },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "疾病名称" }), "胃痛");
    await userEvent.type(canvas.getByRole("textbox", { name: "疾病内容" }), "胃脘疼痛");
    const group = within(canvas.getByRole("group", { name: "所属科室" }));
    await userEvent.click(group.getByRole("checkbox", { name: "中医内科" }));
    await userEvent.click(group.getByRole("checkbox", { name: "脾胃病科" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ diseaseName: "胃痛", content: "胃脘疼痛", department: "中医内科,脾胃病科" }));
  },
};

/** Every change of what is typed is told (to keep a copy), none on mount; a kept copy is the form's start. */
export const KeptAndResumed: Story = {
  args: { onValuesChange: fn(), defaultValues: { diseaseName: "失眠", content: "", department: ["中医内科"] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "疾病名称" })).toHaveValue("失眠");
    await expect(canvas.getByRole("checkbox", { name: "中医内科" })).toBeChecked();
    await expect(args.onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: "疾病内容" }), "多梦");
    await waitFor(() => expect(args.onValuesChange).toHaveBeenLastCalledWith({ diseaseName: "失眠", content: "多梦", department: ["中医内科"] }));
  },
};
