import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { allStatesSnapshot } from "../../lib/chromatic";
import { chatStoryNow, createMemoryChatTransport } from "../lib/story-chat";
import { ChatWorkbench } from "./chat-workbench";

const meta = {
  title: "Chat/ChatWorkbench",
  component: ChatWorkbench,
  args: { transport: createMemoryChatTransport(), now: chatStoryNow, onValueChange: fn(), onOpenConversation: fn() },
  decorators: [(Story) => <div style={{ height: 640, display: "grid" }}><Story /></div>],
} satisfies Meta<typeof ChatWorkbench>;
export default meta;
type Story = StoryObj<typeof meta>;

const thread = (root: HTMLElement) => within(root).getByRole("region", { name: "聊天消息" });
const bubbles = (root: HTMLElement) => [...thread(root).querySelectorAll<HTMLElement>("[data-slot=chat-bubble]")];
const conversation = (root: HTMLElement, name: string) => within(within(root).getByRole("navigation", { name: "会话列表" })).getByRole("button", { name: new RegExp(name) });

/** The conversations beside the open one: its thread and the composer. */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  args: { transport: createMemoryChatTransport(), defaultValue: "k1" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "陈秀英" })).toBeVisible();
    await waitFor(() => expect(within(thread(canvasElement)).getByText("忌生冷油腻。")).toBeVisible());
    await expect(canvas.getByRole("textbox", { name: "输入消息" })).toBeVisible();
  },
};

/**
 * Nothing open at first; opening a patient with unread messages loads the thread and marks them
 * read up to the newest. A send shows at once (发送中), then as the provider acknowledged it.
 */
export const OpenAndSend: Story = {
  args: { transport: createMemoryChatTransport() },
  play: async ({ args, canvasElement }) => {
    const transport = args.transport as ReturnType<typeof createMemoryChatTransport>;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("选择左侧的患者开始沟通")).toBeVisible();
    const wang = conversation(canvasElement, "王建国");
    await expect(wang).toHaveAccessibleName(/3 ?条未读/);
    await userEvent.click(wang);
    await expect(args.onValueChange).toHaveBeenCalledWith("k2");
    await expect(args.onOpenConversation).toHaveBeenCalledWith(expect.objectContaining({ orderId: 102 }));
    await waitFor(() => expect(within(thread(canvasElement)).getByText("医生，血压又高了，今天早上160/100。")).toBeVisible());
    await waitFor(() => expect(transport.reads).toEqual([{ conversationId: "k2", upTo: transport.stored("k2").at(-1)!.id }]));
    await expect(conversation(canvasElement, "王建国")).not.toHaveAccessibleName(/条未读/);

    await userEvent.type(canvas.getByRole("textbox", { name: "输入消息" }), "请今天再量两次血压。{Enter}");
    await waitFor(() => expect(bubbles(canvasElement).at(-1)).toHaveAttribute("data-state", "sent"));
    await expect(within(bubbles(canvasElement).at(-1)!).getByText("请今天再量两次血压。")).toBeVisible();
    await expect(within(bubbles(canvasElement).at(-1)!).getByText("已发送")).toBeVisible();
    await expect(within(conversation(canvasElement, "王建国")).getByText("请今天再量两次血压。")).toBeVisible();
    await expect(within(conversation(canvasElement, "王建国")).queryByText(/已等待/)).toBeNull();

    // The provider reports it read.
    transport.report("k2", transport.stored("k2").at(-1)!.id, "read");
    await waitFor(() => expect(within(bubbles(canvasElement).at(-1)!).getByText("已读")).toBeVisible());
  },
};

/** A send that fails says so; 重试 sends the same message (same client id): the patient gets it once. */
export const FailedSendRetried: Story = {
  args: { transport: createMemoryChatTransport(), defaultValue: "k1" },
  play: async ({ args, canvasElement }) => {
    const transport = args.transport as ReturnType<typeof createMemoryChatTransport>;
    const canvas = within(canvasElement);
    const field = await canvas.findByRole("textbox", { name: "输入消息" });
    await waitFor(() => expect(within(thread(canvasElement)).getByText("忌生冷油腻。")).toBeVisible());
    transport.failSends(1);
    await userEvent.type(field, "明天上午来复诊。{Enter}");
    const failed = await waitFor(() => {
      const b = bubbles(canvasElement).at(-1)!;
      expect(b).toHaveAttribute("data-state", "failed");
      return b;
    });
    await expect(within(failed).getByText("发送失败")).toBeVisible();
    await expect(field).toHaveValue("");
    await userEvent.click(within(failed).getByRole("button", { name: "重试" }));
    await waitFor(() => expect(bubbles(canvasElement).at(-1)).toHaveAttribute("data-state", "sent"));
    await expect(within(thread(canvasElement)).getAllByText("明天上午来复诊。")).toHaveLength(1);
    await expect(transport.stored("k1").filter((m) => m.text === "明天上午来复诊。")).toHaveLength(1);
    await expect(transport.sends.at(-1)).toBe(transport.sends.at(-2));
  },
};

/**
 * The patient writes: in the open conversation the message shows and is read; in another the
 * unread count grows. The list is in the order of the rule (those waiting first, the longest
 * first) and stays in place as messages come in: no row moves under the doctor's pointer.
 */
export const PatientWrites: Story = {
  args: { transport: createMemoryChatTransport(), defaultValue: "k1" },
  play: async ({ args, canvasElement }) => {
    const transport = args.transport as ReturnType<typeof createMemoryChatTransport>;
    await waitFor(() => expect(within(thread(canvasElement)).getByText("忌生冷油腻。")).toBeVisible());
    const said = transport.patientSays("k1", "<script>alert(1)</script>那水果可以吃吗？");
    await waitFor(() => expect(within(thread(canvasElement)).getByText("<script>alert(1)</script>那水果可以吃吗？")).toBeVisible());
    await waitFor(() => expect(transport.reads.at(-1)).toEqual({ conversationId: "k1", upTo: said.id }));
    await expect(conversation(canvasElement, "陈秀英")).not.toHaveAccessibleName(/条未读/);
    const names = ["李小红", "王建国", "陈秀英", "赵德明"];
    const order = () => [...canvasElement.querySelectorAll("[data-slot=conversation-list-item]")].map((item) => names.find((n) => item.textContent?.includes(n)));
    // 李小红 has waited 26 hours, 王建国 two; 陈秀英 waits from now; 赵德明's consultation is over.
    await waitFor(() => expect(order()).toEqual(names));

    transport.patientSays("k2", "医生在吗？");
    await waitFor(() => expect(conversation(canvasElement, "王建国")).toHaveAccessibleName(/4 ?条未读/));
    await expect(within(conversation(canvasElement, "王建国")).getByText("医生在吗？")).toBeVisible();
  },
};

/** An image shows at once with its upload progress, then as sent. */
export const ImageWithProgress: Story = {
  args: { transport: createMemoryChatTransport(), defaultValue: "k1" },
  play: async ({ args, canvasElement }) => {
    const transport = args.transport as ReturnType<typeof createMemoryChatTransport>;
    await waitFor(() => expect(within(thread(canvasElement)).getByText("忌生冷油腻。")).toBeVisible());
    transport.hold();
    const bytes = new Uint8Array(64);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>("[data-slot=composer-file]")!, new File([bytes], "舌象.png", { type: "image/png" }));
    const sending = await waitFor(() => {
      const b = bubbles(canvasElement).at(-1)!;
      expect(b).toHaveAttribute("data-state", "sending");
      return b;
    });
    await waitFor(() => expect(within(sending).getByRole("progressbar", { name: "上传中" })).toHaveAttribute("aria-valuenow", "50"));
    transport.release();
    await waitFor(() => expect(bubbles(canvasElement).at(-1)).toHaveAttribute("data-state", "sent"));
    await expect(bubbles(canvasElement).at(-1)!.querySelector("[role=progressbar]")).toBeNull();
  },
};

/** The host names an order: its conversation opens. An ended consultation can be read, not written. */
export const OpensAnOrderReadOnly: Story = {
  args: { transport: createMemoryChatTransport(), openOrderId: 104 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "赵德明" })).toBeVisible();
    await expect(conversation(canvasElement, "赵德明")).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByText("问诊已结束，仅可查看聊天记录")).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "输入消息" })).toBeNull();
  },
};
