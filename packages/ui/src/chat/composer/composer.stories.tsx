import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { allStatesSnapshot } from "../../lib/chromatic";
import { Composer } from "./composer";

const meta = {
  title: "Chat/Composer",
  component: Composer,
  args: { onSendText: fn(), onSendImage: fn(), onPhrasesChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (root: HTMLElement) => within(root).getByRole("textbox", { name: "输入消息" });
const png = (name = "舌象.png", size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: "image/png" });
};

/** Enter sends the trimmed text and empties the field; Shift+Enter breaks the line; blanks send nothing. */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const text = field(canvasElement);
    await expect(within(canvasElement).getByRole("button", { name: "发送" })).toBeDisabled();
    await userEvent.type(text, "   {Enter}");
    await expect(args.onSendText).not.toHaveBeenCalled();
    await userEvent.clear(text);
    await userEvent.type(text, "您好{Shift>}{Enter}{/Shift}请描述症状 {Enter}");
    await expect(args.onSendText).toHaveBeenCalledTimes(1);
    await expect(args.onSendText).toHaveBeenCalledWith("您好\n请描述症状");
    await expect(text).toHaveValue("");
    await userEvent.type(text, "第二句");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "发送" }));
    await expect(args.onSendText).toHaveBeenLastCalledWith("第二句");
    await expect(within(canvasElement).getByText("Enter 发送，Shift+Enter 换行")).toBeVisible();
  },
};

/** An Enter that ends an input method's composition (拼音 → 汉字) sends nothing. */
export const InputMethodEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const text = field(canvasElement);
    await userEvent.type(text, "ni");
    fireEvent.keyDown(text, { key: "Enter", keyCode: 229, isComposing: true });
    await expect(args.onSendText).not.toHaveBeenCalled();
    await expect(text).toHaveValue("ni");
  },
};

/** 常用语: a phrase goes in where the cursor is; the doctor adds and removes phrases. */
export const CommonPhrases: Story = {
  args: { defaultPhrases: ["请上传舌苔照片。", "请按时服药。"] },
  play: async ({ args, canvasElement }) => {
    const text = field(canvasElement);
    await userEvent.type(text, "您好，");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "常用语" }));
    let popup = await screen.findByRole("dialog", { name: "常用语" });
    await userEvent.click(within(popup).getByRole("button", { name: "请按时服药。" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(text).toHaveValue("您好，请按时服药。");
    await expect(args.onSendText).not.toHaveBeenCalled();

    await userEvent.click(within(canvasElement).getByRole("button", { name: "常用语" }));
    popup = await screen.findByRole("dialog", { name: "常用语" });
    await userEvent.click(within(popup).getByRole("button", { name: "编辑常用语" }));
    await userEvent.type(within(popup).getByRole("textbox", { name: "新的常用语" }), "一周后复诊。{Enter}");
    await expect(args.onPhrasesChange).toHaveBeenLastCalledWith(["请上传舌苔照片。", "请按时服药。", "一周后复诊。"]);
    await userEvent.click(within(popup).getByRole("button", { name: "删除 请上传舌苔照片。" }));
    await expect(args.onPhrasesChange).toHaveBeenLastCalledWith(["请按时服药。", "一周后复诊。"]);
    await userEvent.click(within(popup).getByRole("button", { name: "完成" }));
    await expect(within(popup).getByRole("button", { name: "一周后复诊。" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
  },
};

/**
 * Images, picked or pasted, follow the product's image rule (jpg, png or gif by content, under
 * 10 MB) with its messages; text typed meanwhile stays.
 */
export const Images: Story = {
  play: async ({ args, canvasElement }) => {
    const text = field(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>("[data-slot=composer-file]")!;
    await expect(input).toHaveAttribute("accept", expect.stringContaining("image/png"));
    await userEvent.type(text, "看看这张");

    // A .png whose content is not an image.
    await userEvent.upload(input, new File(["not a picture"], "假的.png", { type: "image/png" }));
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("上传图片只能是 JPG/PNG/GIF 格式!");
    await expect(args.onSendImage).not.toHaveBeenCalled();

    await userEvent.upload(input, png("大图.png", 10 * 1024 * 1024));
    await waitFor(() => expect(within(canvasElement).getByRole("alert")).toHaveTextContent("上传图片大小不能超过 10MB!"));
    await expect(args.onSendImage).not.toHaveBeenCalled();
    await expect(text).toHaveValue("看看这张");

    const picked = png();
    await userEvent.upload(input, picked);
    await waitFor(() => expect(args.onSendImage).toHaveBeenCalledWith(picked));
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();

    // Pasted from the clipboard.
    const pasted = png("截图.png");
    const clipboard = new DataTransfer();
    clipboard.items.add(pasted);
    fireEvent.paste(text, { clipboardData: clipboard });
    await waitFor(() => expect(args.onSendImage).toHaveBeenLastCalledWith(pasted));
    await expect(text).toHaveValue("看看这张");
  },
};

/** A finished consultation: the thread can be read, not written. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("问诊已结束，仅可查看聊天记录")).toBeVisible();
    await expect(within(canvasElement).queryByRole("textbox")).toBeNull();
  },
};
