import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { NewProductValues } from "@doctor-console/domain";
import { ProductForm } from "./product-form";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { dismissToasts, expectToast, withToaster } from "../../lib/story-helpers";

const meta = {
  title: "Nutrition/ProductForm",
  component: ProductForm,
  args: { onSubmit: fn(async (_values: NewProductValues) => 42) },
  decorators: [withToaster()],
  beforeEach: dismissToasts,
  parameters: noSnapshot,
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function pickUnit(canvas: ReturnType<typeof within>, unit: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: "剂量单位" }));
  await userEvent.click(await body().findByRole("option", { name: unit }));
}

/** Every required field says so; the unit list is the spec's six. */
export const Validation: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("名称不能为空")).toBeVisible();
    await expect(canvas.getByText("价格不能为空")).toBeVisible();
    await expect(canvas.getByText("请选择剂量单位", { selector: "[data-slot=form-message]" })).toBeVisible();
    const unit = canvas.getByRole("combobox", { name: "剂量单位" });
    await expect(unit).toHaveAttribute("aria-invalid", "true");
    await expect(unit).toHaveAccessibleDescription("请选择剂量单位");
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(unit);
    const options = await body().findAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual(["片", "袋", "克", "瓶", "支", "盒"]);
    await userEvent.keyboard("{Escape}");

    await userEvent.type(canvas.getByRole("textbox", { name: "名称" }), "   ");
    await expect(canvas.getByText("名称不能为空")).toBeVisible();
    // A price that is there but wrong gets 请输入正确的价格 with the range, never …不能为空.
    const price = canvas.getByRole("spinbutton", { name: "价格" });
    for (const typed of ["-1", "0", "99999999"]) {
      await userEvent.clear(price);
      await userEvent.type(price, typed);
      await expect(await canvas.findByText("请输入正确的价格（0.01 到 99999.99 元）")).toBeVisible();
      await expect(canvas.queryByText("价格不能为空")).toBeNull();
    }
    await userEvent.clear(price);
    await expect(await canvas.findByText("价格不能为空")).toBeVisible();
  },
};

export const AddProduct: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "名称" }), "全安素");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "价格" }), "268.5");
    await pickUnit(canvas, "瓶");
    await expect(canvas.getByRole("combobox", { name: "剂量单位" })).toHaveTextContent("瓶");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expectToast("提交成功", "success");
    await expect(args.onSubmit).toHaveBeenCalledWith({ nourishmentName: "全安素", price: 268.5, specification: "瓶" });
    // Ready for the next product.
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "名称" })).toHaveValue(""));
    await expect(canvas.getByRole("combobox", { name: "剂量单位" })).toHaveTextContent("请选择剂量单位");
  },
};

/** The server refuses: its errmsg, and the typed values stay. */
export const ServerFailure: Story = {
  args: { onSubmit: fn(async (_values: NewProductValues) => Promise.reject(new Error("营养品名称已存在"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "名称" }), "瑞素");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "价格" }), "120");
    await pickUnit(canvas, "袋");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expectToast("营养品名称已存在", "error");
    await expect(canvas.getByRole("textbox", { name: "名称" })).toHaveValue("瑞素");
    await expect(canvas.getByRole("spinbutton", { name: "价格" })).toHaveValue(120);
    await expect(canvas.getByRole("combobox", { name: "剂量单位" })).toHaveTextContent("袋");
  },
};
