import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "../form-field";
import { RadioGroup, RadioGroupItem } from "./radio-group";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  parameters: noSnapshot,
  args: { "aria-label": "性别", onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="1">男</RadioGroupItem>
      <RadioGroupItem value="0">女</RadioGroupItem>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "性别" })).toBeVisible();
    await userEvent.click(canvas.getByText("女"));
    await expect(canvas.getByRole("radio", { name: "女" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("0");
  },
};

export const Keyboard: Story = {
  args: { defaultValue: "1", orientation: "horizontal" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // One tab stop: the checked radio.
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "男" })).toHaveFocus();
    // Hold the arrow as a person does: Radix moves focus on the next tick and checks on focus.
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "女" })).toHaveFocus());
    await userEvent.keyboard("{/ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "女" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "男" })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("0");
  },
};

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid gap-4">
      <RadioGroup aria-label="纵向" defaultValue="B">
        <RadioGroupItem value="A">正常，无限制</RadioGroupItem>
        <RadioGroupItem value="B">与平常相比稍差，但尚能正常活动</RadioGroupItem>
        <RadioGroupItem value="C" disabled>
          多数时候不想起床活动（禁用）
        </RadioGroupItem>
      </RadioGroup>
      <RadioGroup aria-label="横向" orientation="horizontal">
        <RadioGroupItem value="0">无</RadioGroupItem>
        <RadioGroupItem value="1">轻度</RadioGroupItem>
        <RadioGroupItem value="2">中度</RadioGroupItem>
        <RadioGroupItem value="3">高度</RadioGroupItem>
      </RadioGroup>
      <RadioGroup aria-label="出错" aria-invalid orientation="horizontal">
        <RadioGroupItem value="0">是</RadioGroupItem>
        <RadioGroupItem value="1">否</RadioGroupItem>
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "与平常相比稍差，但尚能正常活动" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "多数时候不想起床活动（禁用）" })).toBeDisabled();
  },
};

const schema = z.object({ stressState: z.string().check(z.minLength(1, "请选择答案")) });
const onStressSubmit = fn();

function StressForm() {
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { stressState: "" } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onStressSubmit)} className="grid gap-3">
        <FormField
          control={form.control}
          name="stressState"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>应激状态</FormLabel>
              <FormControl>
                <RadioGroup orientation="horizontal" value={field.value} onValueChange={field.onChange}>
                  <RadioGroupItem value="0">无</RadioGroupItem>
                  <RadioGroupItem value="1">轻度</RadioGroupItem>
                  <RadioGroupItem value="2">中度</RadioGroupItem>
                  <RadioGroupItem value="3">高度</RadioGroupItem>
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="justify-self-start">
          提交
        </Button>
      </form>
    </Form>
  );
}

export const InForm: Story = {
  render: () => <StressForm />,
  play: async ({ canvasElement }) => {
    onStressSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("请选择答案")).toBeVisible();
    const group = canvas.getByRole("radiogroup", { name: "应激状态" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("请选择答案");
    await userEvent.click(canvas.getByRole("radio", { name: "中度" }));
    await waitFor(() => expect(canvas.queryByText("请选择答案")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onStressSubmit).toHaveBeenCalledOnce());
    await expect(onStressSubmit.mock.calls[0]?.[0]).toEqual({ stressState: "2" });
  },
};
