import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "../form-field";
import { Checkbox, CheckboxGroup, CheckboxGroupItem } from "./checkbox";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  parameters: noSnapshot,
  args: { children: "开启评论", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: "开启评论" });
    await expect(box).not.toBeChecked();
    // Clicking the label text toggles it.
    await userEvent.click(canvas.getByText("开启评论"));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Space toggles it from the keyboard.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid gap-2">
      <Checkbox>未选</Checkbox>
      <Checkbox defaultChecked>已选</Checkbox>
      <Checkbox checked="indeterminate">部分选中</Checkbox>
      <Checkbox disabled>禁用</Checkbox>
      <Checkbox disabled defaultChecked>
        禁用已选
      </Checkbox>
      <Checkbox aria-invalid>出错</Checkbox>
      <Checkbox aria-label="无文字标签" />
      <CheckboxGroup aria-label="水平排列" orientation="horizontal" defaultValue={["B"]}>
        <CheckboxGroupItem value="A">没有症状</CheckboxGroupItem>
        <CheckboxGroupItem value="B">没有食欲</CheckboxGroupItem>
        <CheckboxGroupItem value="C">恶心</CheckboxGroupItem>
      </CheckboxGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "部分选中" })).toHaveAttribute("aria-checked", "mixed");
    await expect(canvas.getByRole("checkbox", { name: "禁用" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "没有食欲" })).toBeChecked();
  },
};

const symptoms = [
  ["eatIssueSymptomA", "没有饮食问题"],
  ["eatIssueSymptomB", "无食欲，不想吃饭"],
  ["eatIssueSymptomC", "恶心"],
  ["eatIssueSymptomM", "疼痛"],
] as const;

function UncontrolledGroup({ onValueChange }: { onValueChange: (v: string[]) => void }) {
  return (
    <CheckboxGroup aria-label="症状" onValueChange={onValueChange}>
      {symptoms.map(([value, label]) => (
        <CheckboxGroupItem key={value} value={value}>
          {label}
        </CheckboxGroupItem>
      ))}
    </CheckboxGroup>
  );
}

const onGroupChange = fn();

export const Group: Story = {
  render: () => <UncontrolledGroup onValueChange={onGroupChange} />,
  play: async ({ canvasElement }) => {
    onGroupChange.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "症状" })).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "恶心" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "疼痛" }));
    await expect(onGroupChange).toHaveBeenLastCalledWith(["eatIssueSymptomC", "eatIssueSymptomM"]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "恶心" }));
    await expect(onGroupChange).toHaveBeenLastCalledWith(["eatIssueSymptomM"]);
    await expect(canvas.getByRole("checkbox", { name: "恶心" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "疼痛" })).toBeChecked();
  },
};

function ControlledGroup() {
  const [value, setValue] = useState<string[]>(["eatIssueSymptomA"]);
  return (
    <div className="grid gap-2">
      <CheckboxGroup aria-label="症状" value={value} onValueChange={setValue}>
        {symptoms.map(([v, label]) => (
          <CheckboxGroupItem key={v} value={v}>
            {label}
          </CheckboxGroupItem>
        ))}
      </CheckboxGroup>
      <output>已选：{value.join(",") || "无"}</output>
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setValue([])}>
        清空
      </Button>
    </div>
  );
}

export const ControlledGroupStory: Story = {
  name: "Group (controlled)",
  render: () => <ControlledGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("已选：eatIssueSymptomA")).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "恶心" }));
    await expect(canvas.getByText("已选：eatIssueSymptomA,eatIssueSymptomC")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "清空" }));
    await expect(canvas.getByText("已选：无")).toBeVisible();
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).not.toBeChecked();
  },
};

const schema = z.object({ symptoms: z.array(z.string()).check(z.minLength(1, "请至少选择一个")) });
const onSymptomsSubmit = fn();

function SymptomForm() {
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { symptoms: [] } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSymptomsSubmit)} className="grid gap-3">
        <FormField
          control={form.control}
          name="symptoms"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>近2周来有以下问题，影响进食</FormLabel>
              <FormControl>
                <CheckboxGroup orientation="horizontal" value={field.value} onValueChange={field.onChange}>
                  {symptoms.map(([v, label]) => (
                    <CheckboxGroupItem key={v} value={v}>
                      {label}
                    </CheckboxGroupItem>
                  ))}
                </CheckboxGroup>
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

export const GroupInForm: Story = {
  render: () => <SymptomForm />,
  play: async ({ canvasElement }) => {
    onSymptomsSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("请至少选择一个")).toBeVisible();
    const group = canvas.getByRole("group", { name: "近2周来有以下问题，影响进食" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("请至少选择一个");
    await userEvent.click(canvas.getByRole("checkbox", { name: "恶心" }));
    await waitFor(() => expect(canvas.queryByText("请至少选择一个")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSymptomsSubmit).toHaveBeenCalledOnce());
    await expect(onSymptomsSubmit.mock.calls[0]?.[0]).toEqual({ symptoms: ["eatIssueSymptomC"] });
  },
};
