import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../primitives/button";
import { RefuseDialog } from "./refuse-dialog";

const meta = {
  title: "Orders/RefuseDialog",
  component: RefuseDialog,
  args: { onRefuse: fn(), patientName: "陈秀英", trigger: <Button variant="secondary">拒绝</Button> },
} satisfies Meta<typeof RefuseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "拒绝" }));
  return screen.findByRole("alertdialog", { name: "拒绝接诊" });
};

/** A reason is needed; blanks do not count. Confirm sends the trimmed reason and closes. */
export const ReasonRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByText(/陈秀英/)).toBeVisible();
    const reason = within(dialog).getByRole("textbox", { name: /拒绝原因/ });
    await userEvent.type(reason, "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(within(dialog).getByText("请输入拒绝原因")).toBeVisible();
    await expect(args.onRefuse).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, "  建议线下就诊 ");
    // Typing a reason clears the message.
    await expect(within(dialog).queryByText("请输入拒绝原因")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(args.onRefuse).toHaveBeenCalledWith("建议线下就诊");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

/** A failed send keeps the prompt and the reason; reopening after 取消 starts empty. */
export const KeepsReasonOnError: Story = {
  args: { onRefuse: fn(() => Promise.reject(new Error("failed"))) },
  play: async ({ args, canvasElement }) => {
    let dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /拒绝原因/ }), "今日停诊");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(args.onRefuse).toHaveBeenCalledWith("今日停诊");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "确定" })).not.toHaveAttribute("aria-busy"));
    await expect(within(dialog).getByRole("textbox", { name: /拒绝原因/ })).toHaveValue("今日停诊");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    dialog = await open(canvasElement);
    await expect(within(dialog).getByRole("textbox", { name: /拒绝原因/ })).toHaveValue("");
  },
};

/** Focus starts in the reason field; a common reason fills it and stays editable. */
export const PickACommonReason: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const reason = within(dialog).getByRole("textbox", { name: /拒绝原因/ });
    await waitFor(() => expect(reason).toHaveFocus());
    const common = within(dialog).getByRole("group", { name: "常用原因" });
    await userEvent.click(within(common).getByRole("button", { name: "病情需线下就诊" }));
    await expect(reason).toHaveValue("病情需线下就诊");
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, "，请到门诊挂号");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(args.onRefuse).toHaveBeenCalledWith("病情需线下就诊，请到门诊挂号");
  },
};

function OpenedFromARow() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        拒绝
      </Button>
      <RefuseDialog open={open} onOpenChange={setOpen} onRefuse={() => undefined} patientName="陈秀英" />
    </>
  );
}

/** Opened by \`open\` (as the order table does, no trigger): Esc gives focus back to 拒绝. */
export const EscapeReturnsFocus: Story = {
  render: () => <OpenedFromARow />,
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /拒绝原因/ }), "今日停诊");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(within(canvasElement).getByRole("button", { name: "拒绝" })).toHaveFocus();
  },
};
