import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Field } from "../form-field";
import { Input } from "../input";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  parameters: noSnapshot,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="secondary">填写须知</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>填写须知</DialogTitle>
          <DialogDescription>PG-SGA 评估表由患者和医务人员共同完成。</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p>第 1–4 部分由患者填写，其余部分由医务人员评估。</p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>我知道了</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "填写须知" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "填写须知" });
    await expect(dialog).toHaveAccessibleDescription("PG-SGA 评估表由患者和医务人员共同完成。");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus is inside; Tab cycles within the dialog.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    // The × button closes too.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // And the footer button.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "我知道了" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

function BasicInfoDialog({ onSave }: { onSave: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  return (
    <>
      <Button onClick={() => setOpen(true)}>基本信息</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="sm">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onSave(name);
              setOpen(false);
            }}
          >
            <DialogHeader>
              <DialogTitle>基本信息</DialogTitle>
            </DialogHeader>
            <DialogBody>
              <Field label="姓名">
                <Input value={name} onChange={(e) => setName(e.target.value)} />
              </Field>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">取消</Button>
              </DialogClose>
              <Button type="submit">保存</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

const onSave = fn();

/** Controlled, holding a form: Enter submits and closes. */
export const ControlledForm: Story = {
  render: () => <BasicInfoDialog onSave={onSave} />,
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "基本信息" }));
    const dialog = await screen.findByRole("dialog", { name: "基本信息" });
    const input = within(dialog).getByRole("textbox", { name: "姓名" });
    await userEvent.click(input);
    await userEvent.type(input, "李四{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(onSave).toHaveBeenCalledWith("李四");
  },
};

export const AllSizes: Story = {
  render: () => (
    <div className="flex gap-2">
      {(["sm", "default", "lg", "xl"] as const).map((size) => (
        <Dialog key={size}>
          <DialogTrigger asChild>
            <Button variant="secondary">{size}</Button>
          </DialogTrigger>
          <DialogContent size={size} aria-describedby={undefined}>
            <DialogHeader>
              <DialogTitle>尺寸 {size}</DialogTitle>
            </DialogHeader>
            <DialogBody>内容</DialogBody>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "lg" }));
    const dialog = await screen.findByRole("dialog", { name: "尺寸 lg" });
    await expect(dialog).toHaveAttribute("data-size", "lg");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Open on arrival (no trigger on the page, so nothing focusable sits behind the modal). */
export const Open: Story = {
  parameters: allStatesSnapshot,
  render: (args) => (
    <Dialog {...args} defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>填写须知</DialogTitle>
          <DialogDescription>PG-SGA 评估表由患者和医务人员共同完成。</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p>第 1–4 部分由患者填写，其余部分由医务人员评估。</p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>我知道了</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "填写须知" });
    await expect(within(dialog).getByRole("button", { name: "关闭" })).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};
