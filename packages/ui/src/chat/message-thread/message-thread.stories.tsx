import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { ChatThreadMessage } from "@doctor-console/domain";
import { allStatesSnapshot } from "../../lib/chromatic";
import { chatDay } from "../lib/chat-time";
import { chatStoryNow, manyThreadMessages, storyMessage, storyThread } from "../lib/story-chat";
import { MessageThread } from "./message-thread";

const meta = {
  title: "Chat/MessageThread",
  component: MessageThread,
  args: { messages: storyThread(), patientName: "陈秀英", now: chatStoryNow, onRetry: fn(), onLoadOlder: fn() },
  decorators: [(Story) => <div style={{ height: 520, display: "flex", flexDirection: "column", maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof MessageThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewport = (root: HTMLElement) => within(root).getByRole("region", { name: "聊天消息" });
const bubbles = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("[data-slot=chat-bubble]")];

/**
 * Day separators (昨天, 今天), the patient's messages on the left and the doctor's on the right
 * with their states; the patient's text is text (markup stays visible as typed); a picture opens large.
 */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const region = viewport(canvasElement);
    await waitFor(() => expect(within(region).getByText("忌生冷油腻。")).toBeVisible());
    await expect(within(region).getByText("今天")).toBeVisible();
    const xss = within(region).getByText('<img src=x onerror="alert(1)"><b>舌苔白</b>');
    await expect(xss.querySelector("img, b")).toBeNull();
    const states = bubbles(region)
      .filter((b) => b.dataset.from === "doctor")
      .map((b) => b.querySelector("[data-slot=chat-bubble-state]")?.textContent);
    await expect(states.slice(-3)).toEqual(["已读", "已送达", "已发送"]);
    await expect(bubbles(region).filter((b) => b.dataset.from === "patient").every((b) => !b.querySelector("[data-slot=chat-bubble-state]"))).toBe(true);
    // Scrolled to the top (again if the rows measured as they came in moved the view back to the newest).
    await waitFor(() => {
      region.scrollTop = 0;
      expect(within(region).getByText("以上是全部消息")).toBeVisible();
    });
    await expect(within(region).getByText("昨天")).toBeVisible();
    // Line breaks the patient typed stay.
    await expect(within(region).getByText((_, el) => el?.tagName === "P" && el.textContent === "大便偏稀，一天两次。睡眠还可以。\n有时候半夜会醒。")).toBeVisible();

    await userEvent.click(within(region).getByRole("button", { name: "图片消息，点击查看大图" }));
    const viewer = await screen.findByRole("dialog", { name: "查看图片" });
    await expect(within(viewer).getByRole("img", { name: "聊天图片大图" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** A message that failed says so and offers 重试, which hands back that same message (same client id). */
export const FailedAndSending: Story = {
  args: {
    messages: [
      ...storyThread().slice(-2),
      storyMessage({ id: "c-9", clientId: "c-9", conversationId: "k1", from: "doctor", text: "明天上午来复诊。", state: "failed", sentAt: new Date(chatStoryNow.getTime() - 60_000).toISOString() }),
      storyMessage({ id: "c-10", clientId: "c-10", conversationId: "k1", from: "doctor", kind: "image", imageUrl: undefined, state: "sending", sentAt: chatStoryNow.toISOString() }),
    ],
    progress: { "c-10": 0.4 },
  },
  play: async ({ args, canvasElement }) => {
    const region = viewport(canvasElement);
    const failed = bubbles(region).find((b) => b.dataset.state === "failed")!;
    await expect(within(failed).getByText("发送失败")).toBeVisible();
    await userEvent.click(within(failed).getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledWith(expect.objectContaining({ clientId: "c-9", text: "明天上午来复诊。" }));
    const sending = bubbles(region).find((b) => b.dataset.state === "sending")!;
    await expect(within(sending).getByText("发送中")).toBeVisible();
    await expect(within(sending).getByRole("progressbar", { name: "上传中" })).toHaveAttribute("aria-valuenow", "40");
    await expect(within(region).queryAllByRole("button", { name: "重试" })).toHaveLength(1);
  },
};

/**
 * 5,000 messages: the thread opens at the newest, with only the messages in view in the page;
 * scrolling to the top asks for older ones.
 */
export const ThousandsOfMessages: Story = {
  args: { messages: manyThreadMessages(5000), hasOlder: true },
  play: async ({ args, canvasElement }) => {
    const region = viewport(canvasElement);
    await waitFor(() => expect(within(region).getByText(/^第4999条/)).toBeVisible());
    // The newest is a picture, in view too.
    await expect(bubbles(region).at(-1)).toHaveAttribute("data-kind", "image");
    await expect(within(region).getAllByRole("listitem").length).toBeLessThan(40);
    await expect(region.querySelectorAll("*").length).toBeLessThan(400);
    await expect(args.onLoadOlder).not.toHaveBeenCalled();
    region.scrollTop = 0;
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalled());
    await waitFor(() => expect(within(region).getByText("正在加载更早的消息")).toBeVisible());
  },
};

/** 300 messages, `minutesApart` (a minute apart: all of one day). */
const pagedMessages = (minutesApart: number) =>
  manyThreadMessages(300).map((m, i) => ({ ...m, sentAt: new Date(chatStoryNow.getTime() - (300 - i) * minutesApart * 60_000).toISOString() }));

/** The newest 50 of `pagedMessages` shown first; scrolling to the top loads 50 more. */
function PagedThread({ onLoadOlder, minutesApart = 1, delayMs = 50 }: { onLoadOlder?: () => void; minutesApart?: number; delayMs?: number }) {
  const [all] = useState(() => pagedMessages(minutesApart));
  const [from, setFrom] = useState(250);
  const [loading, setLoading] = useState(false);
  const messages: ChatThreadMessage[] = all.slice(from);
  return (
    <MessageThread
      messages={messages}
      patientName="陈秀英"
      now={chatStoryNow}
      hasOlder={from > 0}
      loadingOlder={loading}
      onLoadOlder={() => {
        onLoadOlder?.();
        setLoading(true);
        setTimeout(() => {
          setFrom((f) => Math.max(0, f - 50));
          setLoading(false);
        }, delayMs);
      }}
    />
  );
}

/** Older messages come in above and the message the doctor was looking at stays in view. */
export const OlderMessagesKeepThePlace: Story = {
  render: (args) => <PagedThread onLoadOlder={args.onLoadOlder} />,
  play: async ({ args, canvasElement }) => {
    const region = viewport(canvasElement);
    await waitFor(() => expect(within(region).getByText(/^第299条/)).toBeVisible());
    region.scrollTop = 0;
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledTimes(1));
    // The messages just before it came in above (第250条 is a picture; 第201条 is further up, out of the view).
    await waitFor(() => expect(within(region).queryByText(/^第249条/)).toBeInTheDocument());
    // The first message of before (第251条) is still near the top of the view, not pushed out of it.
    await waitFor(() => {
      const top = region.getBoundingClientRect().top;
      const first = within(region).getByText(/^第251条/).getBoundingClientRect().top;
      expect(first - top).toBeGreaterThan(-10);
      expect(first - top).toBeLessThan(region.clientHeight);
    });
  },
};

/**
 * Older messages across a day come in above: the 50 loaded span two days, and the last of them
 * share the first shown message's day (its separator stays, with messages loaded after it). The
 * message the doctor was looking at stays where it was, to the pixel, and only one page loads.
 */
export const OlderMessagesAcrossADayKeepThePlace: Story = {
  render: (args) => <PagedThread onLoadOlder={args.onLoadOlder} minutesApart={30} delayMs={800} />,
  play: async ({ args, canvasElement }) => {
    // The page that loads (第201–250条) starts on an earlier day and ends on the day of 第251条.
    const days = pagedMessages(30).map((m) => chatDay(m.sentAt));
    await expect(days[200]).not.toBe(days[250]);
    await expect(days[240]).toBe(days[250]);
    const region = viewport(canvasElement);
    await waitFor(() => expect(within(region).getByText(/^第299条/)).toBeVisible());
    const offset = () => within(region).getByText(/^第252条/).getBoundingClientRect().top - region.getBoundingClientRect().top;
    region.scrollTop = 0;
    // Where it is while the older page loads (the rows at the top rendered and measured).
    await waitFor(() => expect(within(region).getByText(/^第252条/)).toBeVisible());
    await new Promise((r) => setTimeout(r, 200));
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
    await expect(within(region).queryByText(/^第249条/)).not.toBeInTheDocument();
    const before = offset();
    await waitFor(() => expect(within(region).queryByText(/^第249条/)).toBeInTheDocument());
    await waitFor(() => expect(Math.abs(offset() - before)).toBeLessThanOrEqual(2));
    await new Promise((r) => setTimeout(r, 300));
    await expect(Math.abs(offset() - before)).toBeLessThanOrEqual(2);
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};

/** A new message at the bottom comes into view; a patient's is told to screen readers. */
export const NewMessageFollows: Story = {
  render: function Render(args) {
    const [messages, setMessages] = useState(() => manyThreadMessages(60));
    return (
      <>
        <button
          type="button"
          onClick={() =>
            setMessages((m) => [...m, storyMessage({ conversationId: "k1", from: "patient", text: "医生，我刚量了体温，37.8度。", sentAt: new Date(chatStoryNow.getTime() + 60_000).toISOString() })])
          }
        >
          患者发来一条
        </button>
        <MessageThread {...args} messages={messages} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const region = viewport(canvasElement);
    await waitFor(() => expect(within(region).getByText(/^第60条/)).toBeVisible());
    await userEvent.click(within(canvasElement).getByRole("button", { name: "患者发来一条" }));
    await waitFor(() => expect(within(region).getByText("医生，我刚量了体温，37.8度。")).toBeVisible());
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("陈秀英：医生，我刚量了体温，37.8度。");
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(viewport(canvasElement)).getByText("暂无消息，发一句问候吧")).toBeVisible();
  },
};
