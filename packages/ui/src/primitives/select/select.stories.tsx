import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "../form-field";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from "./select";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const titles = ["住院医师", "主治医师", "副主任医师", "主任医师"];

const meta = {
  title: "Primitives/Select",
  component: Select,
  parameters: noSnapshot,
  args: { onValueChange: fn() },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="职称" className="w-48">
        <SelectValue placeholder="请选择职称" />
      </SelectTrigger>
      <SelectContent>
        {titles.map((t) => (
          <SelectItem key={t} value={t}>
            {t}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "职称" });
    // A button is never read-only: the trigger has the control background, not the read-only grey.
    await expect(getComputedStyle(trigger).backgroundColor).toBe("rgb(255, 255, 255)");
    await expect(trigger).toHaveTextContent("请选择职称");
    await userEvent.click(trigger);
    const listbox = await screen.findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "主治医师" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith("主治医师");
    await expect(trigger).toHaveTextContent("主治医师");
    await expect(trigger).toHaveFocus();
  },
};

export const PickWithKeyboard: Story = {
  args: { defaultValue: "住院医师" },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "职称" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    // Opens on the current value; two steps down is 副主任医师.
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "住院医师" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith("副主任医师");
    await expect(trigger).toHaveTextContent("副主任医师");
    // Escape closes without changing.
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveTextContent("副主任医师");
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const GroupsAndDisabled: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="剂量单位" className="w-48">
        <SelectValue placeholder="请选择剂量单位" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>常用</SelectLabel>
          <SelectItem value="片">片</SelectItem>
          <SelectItem value="袋">袋</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>其他</SelectLabel>
          <SelectItem value="克">克</SelectItem>
          <SelectItem value="瓶" disabled>
            瓶（缺货）
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "剂量单位" }));
    const listbox = await screen.findByRole("listbox");
    const outOfStock = within(listbox).getByRole("option", { name: "瓶（缺货）" });
    await expect(outOfStock).toHaveAttribute("aria-disabled", "true");
    await expect(within(listbox).getByText("常用")).toBeVisible();
    // A disabled option cannot be chosen.
    await userEvent.click(outOfStock, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(within(listbox).getByRole("option", { name: "克" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("克");
    // (Stories end closed: an open modal popup hides the page, which axe reports.)
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  },
};

const schema = z.object({ title: z.string().check(z.minLength(1, "请选择职称")) });
const onTitleSubmit = fn();

function TitleForm() {
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { title: "" } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onTitleSubmit)} className="grid max-w-[280px] gap-3">
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>职称</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="请选择职称" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {titles.map((t) => (
                    <SelectItem key={t} value={t}>
                      {t}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="justify-self-start">
          保存
        </Button>
      </form>
    </Form>
  );
}

/** Controlled inside react-hook-form: validation message under the trigger, cleared on choice. */
export const InForm: Story = {
  render: () => <TitleForm />,
  play: async ({ canvasElement }) => {
    onTitleSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    const trigger = canvas.getByRole("combobox", { name: "职称" });
    await expect(await canvas.findByText("请选择职称", { selector: "p" })).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("请选择职称");
    await expect(onTitleSubmit).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "主任医师" }));
    await waitFor(() => expect(canvas.queryByText("请选择职称", { selector: "p" })).toBeNull());
    await expect(trigger).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onTitleSubmit).toHaveBeenCalledOnce());
    await expect(onTitleSubmit.mock.calls[0]?.[0]).toEqual({ title: "主任医师" });
  },
};

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="flex flex-wrap items-start gap-3">
      <Select>
        <SelectTrigger aria-label="空" className="w-40">
          <SelectValue placeholder="请选择" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="a">选项</SelectItem>
        </SelectContent>
      </Select>
      <Select defaultValue="主任医师">
        <SelectTrigger aria-label="已选" className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="主任医师">主任医师</SelectItem>
        </SelectContent>
      </Select>
      <Select defaultValue="片">
        <SelectTrigger aria-label="小号" size="sm" className="w-32">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="片">片</SelectItem>
        </SelectContent>
      </Select>
      <Select disabled>
        <SelectTrigger aria-label="禁用" className="w-40">
          <SelectValue placeholder="禁用" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="a">选项</SelectItem>
        </SelectContent>
      </Select>
      <Select>
        <SelectTrigger aria-label="出错" aria-invalid className="w-40">
          <SelectValue placeholder="请选择" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="a">选项</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "禁用" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "已选" })).toHaveTextContent("主任医师");
  },
};
