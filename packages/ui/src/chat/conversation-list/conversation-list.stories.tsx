import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { allStatesSnapshot } from "../../lib/chromatic";
import { chatStoryNow, storyConversations } from "../lib/story-chat";
import { ConversationList } from "./conversation-list";

const meta = {
  title: "Chat/ConversationList",
  component: ConversationList,
  args: { conversations: storyConversations(), now: chatStoryNow, onValueChange: fn(), onQueryChange: fn() },
  decorators: [(Story) => <div style={{ width: 300, height: 560, display: "flex" }}><Story /></div>],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (root: HTMLElement) => within(root).queryAllByRole("button").filter((b) => b.dataset.slot === "conversation-list-item");

/**
 * Each patient with the last message, its time, the unread count and how long the patient has
 * waited for the doctor; an ended consultation says so. Clicking a patient opens it.
 */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  args: { defaultValue: "k1" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "会话列表" });
    await expect(items(nav).map((b) => b.querySelector("[data-slot=conversation-name]")!.textContent)).toEqual(["王建国", "陈秀英", "李小红", "赵德明"]);
    const wang = canvas.getByRole("button", { name: /王建国/ });
    await expect(wang).toHaveAccessibleName(/3 ?条未读/);
    await expect(within(wang).getByText("已等待 2小时5分钟")).toBeVisible();
    await expect(within(wang).getByText("医生，血压又高了，今天早上160/100。")).toBeVisible();
    await expect(within(wang).getByText("07:55")).toBeVisible();
    const li = canvas.getByRole("button", { name: /李小红/ });
    await expect(within(li).getByText("[图片]")).toBeVisible();
    await expect(within(li).getByText("昨天")).toBeVisible();
    await expect(within(li).getByText("已等待 1天2小时")).toBeVisible();
    const zhao = canvas.getByRole("button", { name: /赵德明/ });
    await expect(within(zhao).getByText("已结束")).toBeVisible();
    await expect(within(zhao).queryByText(/已等待/)).toBeNull();
    await expect(canvas.getByRole("button", { name: /陈秀英/ })).toHaveAttribute("aria-current", "true");

    await userEvent.click(wang);
    await expect(args.onValueChange).toHaveBeenCalledWith("k2");
    await expect(wang).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("button", { name: /陈秀英/ })).not.toHaveAttribute("aria-current");
  },
};

/** The search filters by name, age and sex, or the last message; nothing found says so. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "搜索患者" });
    await userEvent.type(search, "建国");
    await expect(items(canvasElement).map((b) => b.textContent)).toEqual([expect.stringContaining("王建国")]);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("建国");
    await userEvent.clear(search);
    await userEvent.type(search, "女");
    await expect(items(canvasElement)).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, "复诊");
    await expect(items(canvasElement).map((b) => b.querySelector("[data-slot=conversation-name]")!.textContent)).toEqual(["赵德明"]);
    await userEvent.type(search, "没有的");
    await expect(canvas.getByText("没有找到匹配的患者")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无会话")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { conversations: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=conversation-list-loading]")).toHaveAttribute("aria-busy", "true");
  },
};
