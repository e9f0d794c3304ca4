import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { NutritionPrescriptionSubmit } from "@doctor-console/domain";
import { toast } from "../../primitives/toast";
import type { LoadProductOptions } from "../product-picker";
import { searchStoryPatients, searchStoryProducts } from "../story-data";
import { dismissToasts, expectToast, nextPaint, withToaster } from "../../lib/story-helpers";
import { NutritionPrescriptionForm } from "./nutrition-prescription-form";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const loadOptions: LoadProductOptions = async (query) => searchStoryProducts(query);

const meta = {
  title: "Nutrition/NutritionPrescriptionForm",
  component: NutritionPrescriptionForm,
  args: {
    letterhead: { hospitalName: "北京中医医院", department: "临床营养科", doctorName: "李医生" },
    date: "2026-11-21",
    loadOptions,
    onSubmit: fn(async (_values: NutritionPrescriptionSubmit) => 101),
  },
  decorators: [withToaster()],
  beforeEach: dismissToasts,
  parameters: noSnapshot,
} satisfies Meta<typeof NutritionPrescriptionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A toast with this text and type shows (sonner fades it in). */
async function openBasicInfo(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole("button", { name: /基本信息/ }));
  return within(await body().findByRole("dialog", { name: "患者基本信息" }));
}

async function fillBasicInfo(canvas: ReturnType<typeof within>) {
  const dialog = await openBasicInfo(canvas);
  await userEvent.type(dialog.getByRole("textbox", { name: "姓名" }), "王小明");
  await userEvent.click(dialog.getByRole("radio", { name: "男" }));
  await userEvent.type(dialog.getByRole("textbox", { name: "年龄" }), "45");
  await userEvent.type(dialog.getByRole("textbox", { name: "手机号" }), "13812345678");
  await userEvent.type(dialog.getByRole("textbox", { name: "住院号" }), "ZY2026001");
  await userEvent.type(dialog.getByRole("textbox", { name: "床号" }), "12");
  await userEvent.click(dialog.getByRole("button", { name: "确定" }));
  await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
}

async function addProduct(canvas: ReturnType<typeof within>, query: string, name: string, dosage: string | null, quantity: string) {
  await userEvent.click(canvas.getByRole("button", { name: "添加营养品" }));
  const dialog = within(await body().findByRole("dialog", { name: "添加营养品" }));
  await userEvent.type(dialog.getByRole("combobox", { name: "营养品" }), query);
  await userEvent.click(await dialog.findByRole("option", { name: new RegExp(name) }));
  const dosageInput = dialog.getByRole("textbox", { name: "用法用量" });
  if (dosage !== null) {
    await userEvent.clear(dosageInput);
    await userEvent.type(dosageInput, dosage);
  }
  await userEvent.type(dialog.getByRole("spinbutton", { name: "数量" }), quantity);
  await userEvent.click(dialog.getByRole("button", { name: "确定" }));
  await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
}

/** The basic-info dialog: every message, the age's three digits, the phone rule. */
export const BasicInfoValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("尚未填写患者基本信息")).toBeVisible();
    const dialog = await openBasicInfo(canvas);
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(await dialog.findByText("姓名不能为空")).toBeVisible();
    await expect(dialog.getByText("请选择性别")).toBeVisible();
    await expect(dialog.getByText("年龄不能为空")).toBeVisible();
    await expect(dialog.getByText("手机号不能为空")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "姓名" })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("textbox", { name: "姓名" })).toHaveAccessibleDescription("姓名不能为空");
    // Optional fields say nothing.
    await expect(dialog.getByRole("textbox", { name: "住院号" })).not.toHaveAttribute("aria-invalid");
    await expect(dialog.getByRole("textbox", { name: "床号" })).not.toHaveAttribute("aria-invalid");

    // A present but wrong age says so, with the range; never 年龄不能为空.
    const age = dialog.getByRole("textbox", { name: "年龄" });
    await userEvent.type(age, "2001");
    await expect(age).toHaveValue("200");
    await expect(await dialog.findByText("请输入正确的年龄（0 到 150 岁的整数）")).toBeVisible();
    await expect(dialog.queryByText("年龄不能为空")).toBeNull();
    for (const typed of ["4a", "-1", "1.5"]) {
      await userEvent.clear(age);
      await userEvent.type(age, typed);
      await expect(await dialog.findByText("请输入正确的年龄（0 到 150 岁的整数）")).toBeVisible();
    }
    await userEvent.clear(age);
    await userEvent.type(age, "45");

    const phone = dialog.getByRole("textbox", { name: "手机号" });
    await userEvent.type(phone, "12812345678");
    await expect(await dialog.findByText("请输入正确的手机号")).toBeVisible();
    await userEvent.clear(phone);
    await expect(await dialog.findByText("手机号不能为空")).toBeVisible();
    await userEvent.type(phone, "15912345678");
    await userEvent.type(dialog.getByRole("textbox", { name: "姓名" }), "  ");
    await expect(dialog.getByText("姓名不能为空")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox", { name: "姓名" }), "李四");
    await userEvent.click(dialog.getByRole("radio", { name: "女" }));
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());

    const info = canvasElement.querySelector('[data-slot="patient-info"]') as HTMLElement;
    await expect(info).toHaveTextContent("姓名：李四");
    await expect(info).toHaveTextContent("性别：女");
    await expect(info).toHaveTextContent("年龄：45岁");
    await expect(info).toHaveTextContent("手机号：15912345678");
    await expect(info).toHaveTextContent("住院号：—");

    // Reopening starts from what was saved; 取消 keeps it.
    const again = await openBasicInfo(canvas);
    await expect(again.getByRole("textbox", { name: "姓名" })).toHaveValue("李四");
    await expect(again.getByRole("radio", { name: "女" })).toBeChecked();
    await userEvent.clear(again.getByRole("textbox", { name: "姓名" }));
    await userEvent.click(again.getByRole("button", { name: "取消" }));
    await expect(info).toHaveTextContent("姓名：李四");
  },
};

/** The add-product dialog: product, usage dosage and quantity required; quantity 1 to the stock. */
export const AddProductValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "添加营养品" }));
    const dialog = within(await body().findByRole("dialog", { name: "添加营养品" }));
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(await dialog.findByText("营养品不能为空")).toBeVisible();
    await expect(dialog.getByText("用法用量不能为空")).toBeVisible();
    await expect(dialog.getByText("数量不能为空")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "营养品" })).toHaveAttribute("aria-invalid", "true");

    // Pick with the keyboard; the dosage is prefilled from the product, the stock is shown.
    await userEvent.type(dialog.getByRole("combobox", { name: "营养品" }), "乳清");
    await dialog.findByRole("option", { name: /安素乳清蛋白粉/ });
    await userEvent.keyboard("{ArrowDown}");
    // Escape closes the list, not the dialog.
    await userEvent.keyboard("{Escape}");
    await expect(body().getByRole("dialog", { name: "添加营养品" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(dialog.queryByText("营养品不能为空")).toBeNull());
    await expect(dialog.getByRole("textbox", { name: "用法用量" })).toHaveValue("每日 3 次，每次 1 勺");
    const quantity = dialog.getByRole("spinbutton", { name: "数量" });
    await expect(quantity).toHaveAccessibleDescription(/库存 5盒/);

    // A value that is there but wrong says so, with the range; only an empty one 数量不能为空.
    for (const typed of ["6", "0", "1.5"]) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, typed);
      await expect(await dialog.findByText("请输入正确的数量（1 到 5）")).toBeVisible();
    }
    await userEvent.clear(quantity);
    await expect(await dialog.findByText("数量不能为空")).toBeVisible();
    await userEvent.clear(dialog.getByRole("textbox", { name: "用法用量" }));
    await expect(await dialog.findByText("用法用量不能为空")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox", { name: "用法用量" }), "每日 2 次");
    await userEvent.type(quantity, "5");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());

    const row = canvas.getByRole("row", { name: /安素乳清蛋白粉/ });
    await expect(within(row).getAllByRole("cell").map((c) => c.textContent)).toEqual(["安素乳清蛋白粉", "盒", "5", "每日 2 次", "删除"]);
  },
};

/**
 * The page passes a fresh loader on every render: the picked product's stock is fetched once and
 * bounds the quantity.
 */
const freshStock = fn(async (nourishmentId: number, _signal: AbortSignal) => ({ ...searchStoryProducts("").find((p) => p.nourishmentId === nourishmentId)!, repertory: 3 }));

export const FreshStock: Story = {
  render: (args) => <NutritionPrescriptionForm {...args} loadProduct={(id, signal) => freshStock(id, signal)} />,
  play: async ({ canvasElement }) => {
    freshStock.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "添加营养品" }));
    const dialog = within(await body().findByRole("dialog", { name: "添加营养品" }));
    await userEvent.type(dialog.getByRole("combobox", { name: "营养品" }), "乳清");
    await userEvent.click(await dialog.findByRole("option", { name: /安素乳清蛋白粉/ }));
    const quantity = dialog.getByRole("spinbutton", { name: "数量" });
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(/库存 3盒/));
    await userEvent.type(quantity, "4");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(await dialog.findByText("请输入正确的数量（1 到 3）")).toBeVisible();
    // The refusal asked nothing more: the stock was fetched once, when the product was picked.
    await nextPaint();
    await expect(freshStock).toHaveBeenCalledTimes(1);
    await expect(freshStock).toHaveBeenCalledWith(3, expect.any(AbortSignal));
  },
};

/** The same product again adds to its line, up to the stock; it never silently replaces the line. */
export const SameProductAddsUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = async (quantity: string) => {
      await userEvent.click(canvas.getByRole("button", { name: "添加营养品" }));
      const dialog = within(await body().findByRole("dialog", { name: "添加营养品" }));
      await userEvent.type(dialog.getByRole("combobox", { name: "营养品" }), "乳清");
      await userEvent.click(await dialog.findByRole("option", { name: /安素乳清蛋白粉/ }));
      await userEvent.type(dialog.getByRole("spinbutton", { name: "数量" }), quantity);
      await userEvent.click(dialog.getByRole("button", { name: "确定" }));
      return dialog;
    };
    await add("2");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    // Stock 5, 2 on the prescription: at most 3 more.
    const dialog = await add("4");
    await expect(dialog.getByRole("spinbutton", { name: "数量" })).toHaveAccessibleDescription(/处方中已有 2盒/);
    await expect(await dialog.findByText("请输入正确的数量（1 到 3）")).toBeVisible();
    await userEvent.clear(dialog.getByRole("spinbutton", { name: "数量" }));
    await userEvent.type(dialog.getByRole("spinbutton", { name: "数量" }), "3");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    const rows = canvas.getAllByRole("row", { name: /安素乳清蛋白粉/ });
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).getAllByRole("cell")[2]).toHaveTextContent("5");
  },
};

/** Submit needs a name and a product: 请完善信息在提交, and nothing is sent. */
export const SubmitIncomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expectToast("请完善信息在提交", "error");
    toast.dismiss();
    await waitFor(() => expect(body().queryByText("请完善信息在提交")).toBeNull());

    // A patient but no product: still incomplete.
    await fillBasicInfo(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expectToast("请完善信息在提交", "error");
    toast.dismiss();
    await waitFor(() => expect(body().queryByText("请完善信息在提交")).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Products but no patient: incomplete as well. */
export const SubmitWithoutPatient: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await addProduct(canvas, "瑞", "瑞素", null, "2");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expectToast("请完善信息在提交", "error");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Two products (one removed and one replaced on the way), then 提交成功. */
export const IssueWithTwoProducts: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "北京中医医院 营养处方笺" })).toBeVisible();
    await fillBasicInfo(canvas);
    await addProduct(canvas, "瑞", "瑞素", null, "2");
    await addProduct(canvas, "能全", "能全素", "每日 1 袋", "3");
    await addProduct(canvas, "维生素", "维生素C片", "每日 1 片", "10");
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
    await userEvent.click(canvas.getByRole("button", { name: "删除 维生素C片" }));
    await expect(canvas.queryByRole("row", { name: /维生素C片/ })).toBeNull();
    // The same product again adds to its line (2 + 4), with the dosage given last.
    await addProduct(canvas, "瑞", "瑞素", "每日 2 瓶", "4");
    await expect(canvas.getAllByRole("row")).toHaveLength(3);

    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expectToast("提交成功", "success");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      patientName: "王小明",
      sex: 1,
      age: 45,
      patientPhone: "13812345678",
      hospitalizationCode: "ZY2026001",
      bedNumber: "12",
      nourishmentList: [
        { NourishmentCode: 5, quantity: 6, useTheDosage: "每日 2 瓶" },
        { NourishmentCode: 4, quantity: 3, useTheDosage: "每日 1 袋" },
      ],
    });
  },
};

/** The server refuses: its errmsg shows and everything typed stays. */
export const ServerFailure: Story = {
  args: { onSubmit: fn(async (_values: NutritionPrescriptionSubmit) => Promise.reject(new Error("营养品库存不足"))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBasicInfo(canvas);
    await addProduct(canvas, "瑞", "瑞能", "每日 1 瓶", "8");
    const submit = canvas.getByRole("button", { name: "提交" });
    await userEvent.click(submit);
    await expectToast("营养品库存不足", "error");
    await expect(body().queryByText("提交成功")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="patient-info"]')).toHaveTextContent("姓名：王小明");
    await expect(canvas.getByRole("row", { name: /瑞能/ })).toBeVisible();
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** Every change of the doctor's is told (to keep a copy), none on mount; a form can start from what was typed. */
export const TellsEveryChange: Story = {
  args: { onValuesChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.onValuesChange).not.toHaveBeenCalled();
    await fillBasicInfo(canvas);
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ basicInfo: expect.objectContaining({ patientName: "王小明" }), lines: [] });
    await addProduct(canvas, "瑞", "瑞素", null, "2");
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      basicInfo: expect.objectContaining({ patientName: "王小明" }),
      lines: [expect.objectContaining({ quantity: 2, product: expect.objectContaining({ nourishmentName: "瑞素" }) })],
    });
    await userEvent.click(canvas.getByRole("button", { name: "删除 瑞素" }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ basicInfo: expect.objectContaining({ patientName: "王小明" }), lines: [] });
  },
};

/** 选择已有患者: the patient's basic information fills in from what is known (admission number as 住院号). */
export const KnownPatient: Story = {
  args: { loadPatients: fn(async (query: string) => searchStoryPatients(query)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "选择已有患者" }), "陈秀");
    await userEvent.click(await canvas.findByRole("option", { name: /陈秀英/ }));
    const info = canvasElement.querySelector('[data-slot="patient-info"]') as HTMLElement;
    await expect(info).toHaveTextContent("姓名：陈秀英");
    await expect(info).toHaveTextContent("性别：女");
    await expect(info).toHaveTextContent("年龄：68岁");
    await expect(info).toHaveTextContent("住院号：ZY20261101");
    await addProduct(canvas, "瑞", "瑞素", "每日 1 瓶", "1");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ patientName: "陈秀英", sex: 0, age: 68, patientPhone: "13912345678", hospitalizationCode: "ZY20261101", bedNumber: "12床" }),
      ),
    );
  },
};
