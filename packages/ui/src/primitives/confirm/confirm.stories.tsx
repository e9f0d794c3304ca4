import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import {
  ConfirmDialog,
  ConfirmDialogAction,
  ConfirmDialogCancel,
  ConfirmDialogContent,
  ConfirmDialogDescription,
  ConfirmDialogFooter,
  ConfirmDialogHeader,
  ConfirmDialogRoot,
  ConfirmDialogTitle,
  ConfirmDialogTrigger,
} from "./confirm";
import { ConfirmProvider, useConfirm } from "./use-confirm";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { storyServer } from "../../lib/story-helpers";

const meta = {
  title: "Primitives/ConfirmDialog",
  component: ConfirmDialog,
  parameters: noSnapshot,
  args: {
    title: "确认修改信息？",
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    trigger: <Button>保存</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTexts: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "保存" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "确认修改信息？" });
    // Focus starts on 取消.
    await expect(within(dialog).getByRole("button", { name: "取消" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledOnce();

    // Escape cancels too.
    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const DestructiveCustomTexts: Story = {
  args: {
    title: "删除文章",
    description: "删除后不可恢复，确定删除这篇文章吗？",
    confirmText: "删除",
    cancelText: "再想想",
    variant: "destructive",
    trigger: <Button variant="destructive">删除</Button>,
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "删除" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除文章" });
    await expect(dialog).toHaveAccessibleDescription("删除后不可恢复，确定删除这篇文章吗？");
    await expect(within(dialog).queryByRole("button", { name: "确定" })).toBeNull();
    await userEvent.keyboard("{Tab}");
    await expect(within(dialog).getByRole("button", { name: "删除" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** onConfirm returns a promise: spinner while it runs; a rejection keeps the dialog open. */
/** Answers 确定 when the play function says so. */
const confirmServer = storyServer();

export const AsyncConfirm: Story = {
  args: {
    title: "接诊",
    description: "确认接诊该患者？",
  },
  render: function Render(args) {
    return (
      <ConfirmDialog
        {...args}
        onConfirm={() => {
          args.onConfirm?.();
          return confirmServer.request();
        }}
        trigger={<Button>接诊</Button>}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    confirmServer.reset();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "接诊" }));
    const dialog = await screen.findByRole("alertdialog", { name: "接诊" });
    const ok = within(dialog).getByRole("button", { name: "确定" });
    await userEvent.click(ok);
    await expect(ok).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("button", { name: "取消" })).toBeDisabled();
    // The first try fails: still open, ready again.
    await confirmServer.fail(new Error("网络错误"));
    await waitFor(() => expect(ok).not.toHaveAttribute("aria-busy"));
    await expect(screen.getByRole("alertdialog")).toBeVisible();
    // The second succeeds: closed.
    await userEvent.click(ok);
    await confirmServer.reply();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/**
 * Composed from the parts, rearranged: no icon, a note under the description, the action before
 * 取消, and the host's own trigger. The preset's behaviour (focus on 取消, busy while the action
 * runs, Escape cancels) comes with the parts.
 */
export const Composed: Story = {
  render: (args) => (
    <ConfirmDialogRoot variant="destructive" onCancel={args.onCancel}>
      <ConfirmDialogTrigger asChild>
        <Button variant="destructive">删除</Button>
      </ConfirmDialogTrigger>
      <ConfirmDialogContent>
        <ConfirmDialogHeader icon={null}>
          <ConfirmDialogTitle>删除文章</ConfirmDialogTitle>
          <ConfirmDialogDescription>删除后不可恢复，确定删除这篇文章吗？</ConfirmDialogDescription>
        </ConfirmDialogHeader>
        <p data-testid="host-note" className="text-dc-sm text-dc-muted-foreground">
          《冬季养生食谱》
        </p>
        <ConfirmDialogFooter className="justify-start">
          <ConfirmDialogAction onConfirm={args.onConfirm}>删除</ConfirmDialogAction>
          <ConfirmDialogCancel>再想想</ConfirmDialogCancel>
        </ConfirmDialogFooter>
      </ConfirmDialogContent>
    </ConfirmDialogRoot>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "删除" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除文章" });
    await expect(dialog).toHaveAccessibleDescription("删除后不可恢复，确定删除这篇文章吗？");
    await expect(dialog).toHaveAttribute("data-variant", "destructive");
    // No icon in the header; the host's note sits between the text and the buttons.
    await expect(dialog.querySelector("[data-slot=confirm-header] svg")).toBeNull();
    await expect(within(dialog).getByTestId("host-note")).toHaveTextContent("《冬季养生食谱》");
    // The buttons in the host's order, the action painted red; focus still starts on 取消.
    await expect(within(dialog).getAllByRole("button").map((b) => b.textContent)).toEqual(["删除", "再想想"]);
    await expect(within(dialog).getByRole("button", { name: "删除" })).toHaveAttribute("data-variant", "destructive");
    await expect(within(dialog).getByRole("button", { name: "再想想" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();

    await userEvent.click(within(canvasElement).getByRole("button", { name: "删除" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

function EditArticle({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <Button
      variant="link"
      onClick={async () =>
        onAnswer(
          await confirm({
            title: "编辑文章",
            description: "编辑后需重新提交审核，否则可能退回草稿箱。",
          }),
        )
      }
    >
      编辑
    </Button>
  );
}

const onAnswer = fn();

/** Promise style: `if (await confirm({...}))`. */
export const PromiseStyle: Story = {
  render: () => (
    <ConfirmProvider>
      <EditArticle onAnswer={onAnswer} />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    onAnswer.mockClear();
    const edit = within(canvasElement).getByRole("button", { name: "编辑" });
    await userEvent.click(edit);
    await userEvent.click(await screen.findByRole("button", { name: "确定" }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    await userEvent.click(edit);
    const dialog = await screen.findByRole("alertdialog", { name: "编辑文章" });
    await expect(dialog).toHaveAccessibleDescription("编辑后需重新提交审核，否则可能退回草稿箱。");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    await expect(onAnswer).toHaveBeenCalledTimes(2);
  },
};

/** Open on arrival (no trigger on the page, so nothing focusable sits behind the modal). */
export const Open: Story = {
  parameters: allStatesSnapshot,
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: "确认修改信息？",
    description: "修改后需重新审核。",
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "确认修改信息？" });
    await expect(within(dialog).getByRole("button", { name: "确定" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "取消" })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
