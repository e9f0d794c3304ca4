import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { ChatMessage } from "@doctor-console/domain";
import { demoImage } from "@doctor-console/domain/fixtures";
import { manyMessages } from "../lib/story-data";
import { ChatRecord } from "./chat-record";
import { allStatesSnapshot } from "../../lib/chromatic";

const everyKind: ChatMessage[] = [
  { fromNick: "陈秀英", msgType: "TEXT", body: "张医生您好，我最近一个月胃口不好。" },
  { fromNick: "张明远", msgType: "TEXT", body: "您好，请问大便情况怎么样？" },
  { fromNick: "陈秀英", msgType: "TEXT", body: "大便偏稀，一天两次。" },
  { fromNick: "陈秀英", msgType: "TEXT", body: '<img src=x onerror="alert(1)"><b>舌苔白</b>' },
  { fromNick: "陈秀英", msgType: "PICTURE", body: JSON.stringify({ url: demoImage("chat-tongue.png"), w: 320, h: 240 }) },
  { fromNick: "陈秀英", msgType: "AUDIO", body: JSON.stringify({ url: "/uploads/demo/chat-voice.mp3", dur: 8000 }) },
  { fromNick: "陈秀英", msgType: "VIDEO", body: JSON.stringify({ url: "/uploads/demo/chat-neck.mp4", dur: 15000 }) },
  { fromNick: "陈秀英", msgType: "CUSTOM", body: JSON.stringify({ type: 3, data: { value: 2 } }) },
];

const meta = {
  title: "Orders/ChatRecord",
  component: ChatRecord,
  args: { messages: everyKind, onOpenChange: fn() },
} satisfies Meta<typeof ChatRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

const message = (root: HTMLElement, kind: string) => root.querySelector<HTMLElement>(`[data-slot=chat-message][data-kind=${kind}]`);

/**
 * The first 3 messages are the titles; the rest opens inside. Every kind: text as text (never as
 * HTML), a picture thumbnail that opens large, playable audio and video that load nothing until
 * played, CUSTOM as unrecognisable.
 */
export const EveryKind: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getByRole("list", { name: "前3条消息" });
    await expect(within(titles).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(titles).getByText("张医生您好，我最近一个月胃口不好。")).toBeVisible();
    const trigger = canvas.getByRole("button", { name: "展开其余 5 条消息" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("region", { name: "其余聊天记录" })).toBeNull();

    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const rest = canvas.getByRole("region", { name: "其余聊天记录" });
    await expect(within(rest).getAllByRole("listitem")).toHaveLength(5);

    // Text stays text.
    const text = within(rest).getByText('<img src=x onerror="alert(1)"><b>舌苔白</b>');
    await expect(text.querySelector("b, img")).toBeNull();

    // Audio and video: nothing is loaded until played; playing makes the player.
    await expect(rest.querySelector("audio, video")).toBeNull();
    await userEvent.click(within(rest).getByRole("button", { name: "播放语音消息，8秒" }));
    const audio = message(rest, "audio")!.querySelector("audio")!;
    await expect(audio).toHaveAttribute("preload", "none");
    await expect(audio).toHaveAttribute("controls");
    await expect(audio).toHaveAttribute("src", "/uploads/demo/chat-voice.mp3");
    await expect(audio).toHaveAccessibleName("语音消息，8秒");
    await userEvent.click(within(rest).getByRole("button", { name: "播放视频消息，15秒" }));
    const video = message(rest, "video")!.querySelector("video")!;
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("controls");
    await expect(video).toHaveAccessibleName("视频消息，15秒");
    await expect(within(message(rest, "custom")!).getByText("[无法识别的消息]")).toBeVisible();

    const thumbnail = within(message(rest, "picture")!).getByRole("img", { name: "图片消息，点击查看大图" });
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await userEvent.click(within(rest).getByRole("button", { name: "图片消息，点击查看大图" }));
    const viewer = await screen.findByRole("dialog", { name: "查看图片" });
    await expect(within(viewer).getByRole("img", { name: "聊天图片大图" })).toHaveAttribute("src", thumbnail.getAttribute("src"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: "收起聊天记录" }));
    await expect(canvas.queryByRole("region", { name: "其余聊天记录" })).toBeNull();
  },
};

/**
 * 5,000 messages open at once: only the messages in view exist (a virtual list), so the page
 * holds a few dozen elements; scrolling brings in the messages of the middle, in their places,
 * and reaches the last message.
 */
export const ThousandsOfMessages: Story = {
  args: { messages: manyMessages(5000), viewportHeight: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await userEvent.click(canvas.getByRole("button", { name: "展开其余 4997 条消息" }));
    const rest = canvas.getByRole("region", { name: "其余聊天记录" });
    const items = within(rest).getAllByRole("listitem");
    await expect(performance.now() - started).toBeLessThan(1000);
    await expect(items.length).toBeGreaterThan(3);
    await expect(items.length).toBeLessThan(40);
    await expect(rest.querySelectorAll("*").length).toBeLessThan(300);
    await expect(items[0]).toHaveAttribute("aria-setsize", "5000");
    await expect(items[0]).toHaveAttribute("aria-posinset", "4");
    // Pictures beyond the view are not in the page, so they do not load; no player is made.
    await expect(rest.querySelectorAll("img").length).toBeLessThan(10);
    await expect(rest.querySelectorAll("audio, video")).toHaveLength(0);

    // Halfway down, the messages of the middle come in where the view is: one covers its top and
    // one its bottom (no blank), and each says the number of its place.
    rest.scrollTop = rest.scrollHeight / 2;
    await waitFor(() => {
      const top = rest.getBoundingClientRect().top + rest.clientTop;
      const bottom = top + rest.clientHeight;
      const shown = within(rest)
        .getAllByRole("listitem")
        .filter((item) => {
          const box = item.getBoundingClientRect();
          return box.bottom > top && box.top < bottom;
        });
      expect(shown.some((item) => item.getBoundingClientRect().top <= top)).toBe(true);
      expect(shown.some((item) => item.getBoundingClientRect().bottom >= bottom)).toBe(true);
      const places = shown.map((item) => Number(item.getAttribute("aria-posinset")));
      expect(Math.min(...places)).toBeGreaterThan(1500);
      expect(Math.max(...places)).toBeLessThan(3500);
      for (const item of shown) {
        const text = item.querySelector("[data-kind=text] p")?.textContent;
        if (text) expect(text.startsWith(`第${item.getAttribute("aria-posinset")}条`)).toBe(true);
      }
    });
    await expect(rest.querySelectorAll("*").length).toBeLessThan(300);

    rest.scrollTop = rest.scrollHeight;
    await waitFor(() => expect(within(rest).getByText(/^第4996条/)).toBeInTheDocument());
    const last = within(rest).getAllByRole("listitem").at(-1)!;
    await expect(last).toHaveAttribute("aria-posinset", "5000");
    // The view stays at the end as the rows there are measured: the last message is in view.
    await waitFor(() => {
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(rest.getBoundingClientRect().bottom + 1);
    });
    await expect(rest.querySelectorAll("*").length).toBeLessThan(300);
  },
};

/** Three messages or fewer: all are titles, nothing to open. */
export const ThreeOrFewer: Story = {
  args: { messages: everyKind.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole("list", { name: "前3条消息" })).getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.queryByRole("button", { name: /展开/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无聊天记录")).toBeVisible();
  },
};
