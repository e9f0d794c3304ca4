import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Input } from "../input";
import { Textarea } from "../textarea";
import { Field, Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form-field";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/FormField",
  component: Field,
  parameters: noSnapshot,
  args: { label: "姓名", children: null },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `aria-describedby` of the control lists the ids of what describes it; returns their text. */
function describedText(control: HTMLElement) {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => control.ownerDocument.getElementById(id)?.textContent ?? "").join(" | ");
}

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid max-w-[392px] gap-4">
      <Field label="姓名" required>
        <Input placeholder="请输入姓名" />
      </Field>
      <Field label="医院" description="填写执业医院全称">
        <Input defaultValue="北京中医医院" />
      </Field>
      <Field label="所在科室" error="请输入所在科室" required>
        <Input />
      </Field>
      <Field label="个人简介" orientation="horizontal" description="最多 200 字">
        <Textarea maxLength={200} showCount defaultValue="擅长脾胃病调理" />
      </Field>
      <Field label="手机号" orientation="horizontal" error="请输入正确的手机号">
        <Input defaultValue="1234" />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: "姓名" });
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(name).not.toHaveAttribute("aria-describedby");

    const hospital = canvas.getByRole("textbox", { name: "医院" });
    await expect(describedText(hospital)).toBe("填写执业医院全称");

    const department = canvas.getByRole("textbox", { name: "所在科室" });
    await expect(department).toHaveAttribute("aria-invalid", "true");
    await expect(department).toHaveAccessibleDescription("请输入所在科室");

    const phone = canvas.getByRole("textbox", { name: "手机号" });
    await expect(phone).toHaveAccessibleDescription("请输入正确的手机号");
    // Clicking a label focuses its control.
    await userEvent.click(canvas.getByText("医院"));
    await expect(hospital).toHaveFocus();
  },
};

const profileSchema = z.object({
  doctorName: z.string().check(z.trim(), z.minLength(1, "请输入姓名")),
  phone: z.string().check(z.minLength(1, "手机号不能为空"), z.regex(/^1[34578]\d{9}$/, "请输入正确的手机号")),
  intro: z.string().check(z.maxLength(20, "简介不超过 20 字")),
});
type Profile = z.infer<typeof profileSchema>;

function ProfileForm({ onSubmit }: { onSubmit: (values: Profile) => void }) {
  const form = useForm<Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: { doctorName: "", phone: "", intro: "" },
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-[392px] gap-4">
        <FormField
          control={form.control}
          name="doctorName"
          render={({ field }) => (
            <Field label="姓名" required>
              <Input {...field} />
            </Field>
          )}
        />
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>手机号</FormLabel>
              <FormControl>
                <Input type="tel" inputMode="numeric" {...field} />
              </FormControl>
              <FormDescription>11 位手机号</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="intro"
          render={({ field }) => (
            <Field label="简介">
              <Textarea {...field} />
            </Field>
          )}
        />
        <Button type="submit" className="justify-self-start">
          保存
        </Button>
      </form>
    </Form>
  );
}

/** react-hook-form + zodResolver: messages under the fields, cleared as the doctor fixes them. */
const onProfileSubmit = fn();

export const WithReactHookForm: Story = {
  render: () => <ProfileForm onSubmit={onProfileSubmit} />,
  play: async ({ canvasElement }) => {
    const onSubmit = onProfileSubmit;
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: "姓名" });
    const phone = canvas.getByRole("textbox", { name: "手机号" });

    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(await canvas.findByText("请输入姓名")).toBeVisible();
    await expect(canvas.getByText("手机号不能为空")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("请输入姓名");
    // The description stays first, the message follows.
    await expect(describedText(phone)).toBe("11 位手机号 | 手机号不能为空");
    // The first invalid field gets focus.
    await expect(name).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, "张三");
    await waitFor(() => expect(canvas.queryByText("请输入姓名")).toBeNull());
    await expect(name).not.toHaveAttribute("aria-invalid");

    await userEvent.type(phone, "12345");
    await expect(await canvas.findByText("请输入正确的手机号")).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, "13800138000{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ doctorName: "张三", phone: "13800138000", intro: "" });
    await expect(phone).toHaveAccessibleDescription("11 位手机号");
  },
};
