import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { RichTextEditor } from "./rich-text-editor";

/**
 * The rich text on its own: the HTML it hands over for what it loads and for what is typed, its
 * keys, its autolink, pastes, the link popover and its attributes (tests: not in the sidebar).
 */
const meta = {
  title: "Publishing/RichTextEditor",
  component: RichTextEditor,
  tags: ["!dev", "!autodocs"],
  args: {
    defaultValue: "",
    onValueChange: fn(),
    uploadImage: fn(async () => "/uploads/article/0123456789abcdef0123456789abcdef.png"),
    onError: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement) => within(canvasElement).getByRole("textbox", { name: "文章内容" });

/** Blurs the text (which hands its HTML over at once) and reads what it handed over last. */
async function handedOver(text: HTMLElement, onValueChange: unknown) {
  text.blur();
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  return calls.at(-1)![0] as string;
}

/**
 * Selects from `anchor` to `focus` in `node` (a caret when they are one), as a click or a drag
 * there would: the test's click aims at text only, not at an offset or an empty line. The editor
 * takes the selection on the next selection change.
 */
async function select(node: Node, anchor: number, focus = anchor) {
  document.getSelection()!.setBaseAndExtent(node, anchor, node, focus);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const img = "/uploads/article/0123456789abcdef0123456789abcdef.png";
const linked = (href: string, text: string, rel = "noopener noreferrer nofollow") => `<a target="_blank" rel="${rel}" href="${href}">${text}</a>`;

/**
 * Every node and mark loads and comes back in the shape saved articles have (`<strong>`, `<em>`,
 * `<ul><li><p>`, `<ol start>`, `<a target rel href>`, `<img src alt>`, `<br>`…); markup the articles have no
 * place for (h1, underline, rule, styles) leaves its text and nothing else.
 */
export const RoundTrip: Story = {
  args: {
    defaultValue:
      `<h2>标题</h2><h3>小节</h3><p>普通<strong>粗</strong><b>也粗</b><em>斜</em><i>也斜</i><strong><em>粗斜</em></strong>` +
      `<a href="https://example.org/"><strong>粗链</strong></a>换行<br>下一行</p>` +
      `<ul><li><p>一</p><ul><li><p>一之一</p></li></ul></li><li>二</li></ul><ol start="3"><li><p>三</p></li></ol><ol><li><p>甲</p></li></ol>` +
      `<blockquote><p>引文</p></blockquote><p><img src="${img}" alt="图"></p><h1>大标题</h1><p><u>下划线</u><span style="color:red">红</span></p><hr><p>结尾</p>`,
  },
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(within(text).getByText("结尾"));
    await userEvent.keyboard("。");
    await expect(await handedOver(text, args.onValueChange)).toBe(
      `<h2>标题</h2><h3>小节</h3><p>普通<strong>粗也粗</strong><em>斜也斜</em><strong><em>粗斜</em></strong>` +
        `${linked("https://example.org/", "<strong>粗链</strong>", "noopener noreferrer")}换行<br>下一行</p>` +
        `<ul><li><p>一</p><ul><li><p>一之一</p></li></ul></li><li><p>二</p></li></ul><ol start="3"><li><p>三</p></li></ol><ol><li><p>甲</p></li></ol>` +
        `<blockquote><p>引文</p></blockquote><p></p><img src="${img}" alt="图"><p>大标题</p><p>下划线红</p><p>结尾。</p>`,
    );
  },
};

/** Typing pauses: the HTML follows without a blur; text typed and deleted again hands over "". */
export const EmptyHandsOverNothing: Story = {
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard("字");
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("<p>字</p>"));
    await userEvent.keyboard("{Backspace}");
    await expect(await handedOver(text, args.onValueChange)).toBe("");
  },
};

/** `## `, `- `, Enter in and out of a list, Mod-b, Shift-Enter, `> `, `1. `, `### `. */
export const KeysAndInputRules: Story = {
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard("## 要点{Enter}- 一{Enter}二{Enter}{Enter}段");
    await userEvent.keyboard("{Control>}b{/Control}粗{Control>}b{/Control}{Shift>}{Enter}{/Shift}行{Enter}");
    await userEvent.keyboard("> 引{Enter}{Enter}1. 第一{Enter}{Enter}### 小节");
    await expect(canvasElement.querySelector('[data-state="on"]')).toHaveTextContent("标题3");
    await expect(await handedOver(text, args.onValueChange)).toBe(
      "<h2>要点</h2><ul><li><p>一</p></li><li><p>二</p></li></ul><p>段<strong>粗</strong><br>行</p>" +
        "<blockquote><p>引</p></blockquote><ol><li><p>第一</p></li></ol><h3>小节</h3>",
    );
  },
};

/** `**粗**`, `__粗__`, `*斜*`, `_斜_` format their text as the closing mark is typed; Backspace undoes that. */
export const MarkInputRules: Story = {
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard("先 **粗** 再 __也粗__ 然后 *斜* 还有 _也斜_ 最后 *不*{Backspace}");
    await expect(await handedOver(text, args.onValueChange)).toBe("<p>先 <strong>粗</strong> 再 <strong>也粗</strong> 然后 <em>斜</em> 还有 <em>也斜</em> 最后 *不*</p>");
  },
};

/**
 * Backspace in an empty heading at the start makes it a paragraph; Tab sinks a list item, Shift-Tab
 * lifts it; Backspace right after an input rule undoes the rule.
 */
export const TabAndBackspace: Story = {
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard("## x{Backspace}");
    await expect(text.querySelector("h2")).not.toBeNull();
    await userEvent.keyboard("{Backspace}题");
    await expect(text.querySelector("h2")).toBeNull();
    await userEvent.keyboard("{Enter}- 一{Enter}{Tab}二");
    await expect(text.querySelector("ul ul li")).toHaveTextContent("二");
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await expect(text.querySelector("ul ul")).toBeNull();
    await userEvent.keyboard("{Enter}{Enter}## ");
    await expect(text.querySelector("h2")).not.toBeNull();
    await userEvent.keyboard("{Backspace}");
    await expect(text.querySelector("h2")).toBeNull();
    await expect(await handedOver(text, args.onValueChange)).toBe("<p>题</p><ul><li><p>一</p></li><li><p>二</p></li></ul><p>## </p>");
  },
};

/** Delete in an empty paragraph removes it; the list after it stays a list. */
export const DeleteRemovesAnEmptyBlock: Story = {
  args: { defaultValue: "<p>甲</p><ul><li><p>乙</p></li></ul>" },
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(within(text).getByText("甲"));
    await userEvent.keyboard("{Enter}");
    await expect(text.querySelectorAll("p")).toHaveLength(3);
    await userEvent.keyboard("{Delete}");
    await expect(await handedOver(text, args.onValueChange)).toBe("<p>甲</p><ul><li><p>乙</p></li></ul>");
  },
};

/**
 * Delete in an empty list item removes the item, and the cursor goes on to the start of the next
 * (what is typed then goes there); in a list's only item, it removes the list.
 */
export const DeleteRemovesAnEmptyListItem: Story = {
  args: { defaultValue: "<ul><li><p>一</p></li><li><p></p></li><li><p>三</p></li></ul><ol><li><p></p></li></ol><p>后</p>" },
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(within(text).getByText("一"));
    await select(text.querySelectorAll("ul > li > p")[1]!, 0);
    await userEvent.keyboard("{Delete}二");
    await expect(text.querySelectorAll("ul > li")).toHaveLength(2);
    await select(text.querySelector("ol > li > p")!, 0);
    await userEvent.keyboard("{Delete}");
    await expect(text.querySelector("ol")).toBeNull();
    await userEvent.keyboard("甲");
    await expect(await handedOver(text, args.onValueChange)).toBe("<ul><li><p>一</p></li><li><p>二三</p></li></ul><p>甲后</p>");
  },
};

/**
 * With the whole text selected (Ctrl+A), 无序列表 and 引用 take it out of its lists and quotes as
 * they put it in: a quote around a list goes, the list stays.
 */
export const WholeTextInAndOutOfListsAndQuotes: Story = {
  args: { defaultValue: "<ul><li><p>一</p></li><li><p>二</p></li></ul>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = textbox(canvasElement);
    const selectAll = async () => {
      await userEvent.click(within(text).getByText("一"));
      await userEvent.keyboard("{Control>}a{/Control}");
    };
    const bullets = canvas.getByRole("button", { name: "无序列表" });
    const quote = canvas.getByRole("button", { name: "引用" });
    await selectAll();
    await expect(bullets).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(bullets);
    await waitFor(() => expect(text.querySelector("ul")).toBeNull());
    await expect(bullets).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(bullets);
    await waitFor(() => expect(text.querySelectorAll("ul li")).toHaveLength(2));
    await selectAll();
    await userEvent.click(quote);
    await waitFor(() => expect(text.querySelector("blockquote ul")).not.toBeNull());
    await selectAll();
    await expect(quote).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(quote);
    await waitFor(() => expect(text.querySelector("blockquote")).toBeNull());
    await expect(await handedOver(text, args.onValueChange)).toBe("<ul><li><p>一</p></li><li><p>二</p></li></ul>");
  },
};

/**
 * Lists in lists come out with the whole text selected, every level; with text outside any list
 * selected too, 无序列表 is not shown pressed.
 */
export const NestedListsOutWithTheWholeText: Story = {
  args: { defaultValue: "<ul><li><p>一</p><ul><li><p>一之一</p></li></ul></li></ul>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = textbox(canvasElement);
    const bullets = canvas.getByRole("button", { name: "无序列表" });
    await userEvent.click(within(text).getByText("一之一"));
    await userEvent.keyboard("{Control>}a{/Control}");
    await expect(bullets).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(bullets);
    await waitFor(() => expect(text.querySelector("ul")).toBeNull());
    await expect(await handedOver(text, args.onValueChange)).toBe("<p>一</p><p>一之一</p>");
    // A list under a paragraph, all selected: not all of it is a list.
    await userEvent.click(within(text).getByText("一之一"));
    await userEvent.keyboard("{Control>}{Shift>}8{/Shift}{/Control}{Control>}a{/Control}");
    await waitFor(() => expect(text.querySelector("ul")).not.toBeNull());
    await expect(bullets).toHaveAttribute("aria-pressed", "false");
  },
};

/**
 * A link whose text is its address follows the text as it is corrected (`https://exmple.org`); a link whose text is a
 * title keeps its address when the title is edited.
 */
export const LinkFollowsItsAddress: Story = {
  args: { defaultValue: `<p><a href="https://exmple.org">https://exmple.org</a> 与 <a href="https://example.org/a">官网</a></p>` },
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    // A click at a character of a word puts the cursor there.
    const caret = (words: RegExp, offset: number) => userEvent.pointer({ target: within(text).getByText(words), offset, keys: "[MouseLeft]" });
    // In the first link, the missing "a" typed after "https://ex".
    await userEvent.click(text);
    await caret(/^https/, 10);
    await userEvent.keyboard("a");
    await expect(text.querySelector("a")).toHaveAttribute("href", "https://example.org");
    // In the second link's text: 官网 → 官方网.
    await caret(/^官/, 1);
    await userEvent.keyboard("方");
    await expect(await handedOver(text, args.onValueChange)).toBe(
      `<p>${linked("https://example.org", "https://example.org", "noopener noreferrer")} 与 ${linked("https://example.org/a", "官方网", "noopener noreferrer")}</p>`,
    );
  },
};

/** Mod-z undoes, Mod-Shift-z and Mod-y redo. */
export const UndoRedo: Story = {
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard("甲");
    // The history groups keys a moment apart into one step.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await userEvent.keyboard("乙");
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(text).toHaveTextContent(/^甲$/);
    await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    await expect(text).toHaveTextContent(/^甲乙$/);
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(text).toHaveTextContent(/^甲$/);
    await userEvent.keyboard("{Control>}y{/Control}");
    await expect(await handedOver(text, args.onValueChange)).toBe("<p>甲乙</p>");
  },
};

/**
 * An http(s) or mailto address typed and followed by a space becomes a link (without the
 * punctuation after it); other words, a bare host or other schemes do not.
 */
export const Autolink: Story = {
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard("见 https://example.org/a。 说明mailto:doc@example.org 与 example.org 和 ftp://example.org 尾");
    await expect(await handedOver(text, args.onValueChange)).toBe(
      `<p>见 ${linked("https://example.org/a", "https://example.org/a")}。 说明${linked("mailto:doc@example.org", "mailto:doc@example.org")} 与 example.org 和 ftp://example.org 尾</p>`,
    );
  },
};

/** An address followed by Enter becomes a link too. */
export const AutolinkOnEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard("见 https://example.org/b{Enter}尾");
    await expect(await handedOver(text, args.onValueChange)).toBe(`<p>见 ${linked("https://example.org/b", "https://example.org/b")}</p><p>尾</p>`);
  },
};

function paste(target: HTMLElement, data: Record<string, string>) {
  const clipboardData = new DataTransfer();
  for (const [type, value] of Object.entries(data)) clipboardData.setData(type, value);
  target.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
}

/**
 * Pasted HTML passes the articles' allow-list (no script, no handler, no foreign image) and keeps
 * what the articles can hold; a URL pasted over a selection links it.
 */
export const Paste: Story = {
  args: { defaultValue: "<p>参考资料</p>" },
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(within(text).getByText("参考资料"));
    await userEvent.keyboard("{Enter}");
    paste(text, { "text/html": '<h1>大</h1><p>文<span style="color:red">字</span><u>下</u><strong>粗</strong><script>window.__pasted=1</script><img src="x" onerror="window.__pasted=1"></p>', "text/plain": "大 文字下粗" });
    await waitFor(() => expect(text).toHaveTextContent("粗"));
    await expect((window as { __pasted?: number }).__pasted).toBeUndefined();
    // 资料 selected, then an address pasted over it.
    await select(within(text).getByText("参考资料").firstChild!, 2, 4);
    paste(text, { "text/plain": "https://example.org/c" });
    await waitFor(() => expect(text.querySelector("a")).toHaveAttribute("href", "https://example.org/c"));
    await expect(await handedOver(text, args.onValueChange)).toBe(`<p>参考${linked("https://example.org/c", "资料")}</p><p>大</p><p>文字下<strong>粗</strong></p>`);
  },
};

/**
 * 链接 with the cursor inside a link shows its address and changes the whole link; an empty
 * address removes it. A click on a link in the text does not open it.
 */
export const LinkUnderTheCursor: Story = {
  args: { defaultValue: '<p>前<a href="https://a.org/x">整个链接</a>后</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = textbox(canvasElement);
    const before = location.href;
    await userEvent.click(within(text).getByText("整个链接"));
    await expect(location.href).toBe(before);
    await userEvent.click(canvas.getByRole("button", { name: "链接" }));
    const address = await screen.findByRole("textbox", { name: "链接地址" });
    await expect(address).toHaveValue("https://a.org/x");
    await userEvent.clear(address);
    await userEvent.type(address, "https://b.org/y");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(text.querySelector("a")).toHaveAttribute("href", "https://b.org/y"));
    // The focus goes back to the text.
    await waitFor(() => expect(text).toHaveFocus());
    await expect(text.querySelector("a")).toHaveTextContent(/^整个链接$/);
    await expect(await handedOver(text, args.onValueChange)).toBe(`<p>前${linked("https://b.org/y", "整个链接", "noopener noreferrer")}后</p>`);

    await userEvent.click(within(text).getByText("整个链接"));
    await userEvent.click(canvas.getByRole("button", { name: "链接" }));
    await userEvent.clear(await screen.findByRole("textbox", { name: "链接地址" }));
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(text.querySelector("a")).toBeNull());
    await waitFor(() => expect(text).toHaveFocus());
    await expect(await handedOver(text, args.onValueChange)).toBe("<p>前整个链接后</p>");
  },
};

/**
 * What is typed at a link's end is not part of the link (a space and a sentence after 官网 stay
 * text); what is typed inside its text is.
 */
export const TypingAfterALinkIsNotLinked: Story = {
  args: { defaultValue: '<p>详见医院<a href="https://a.org/x">官网</a></p>' },
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(within(text).getByText("官网"));
    const caret = (at: number) => select(within(text).getByText(/^官/).firstChild!, at);
    await caret(1);
    await userEvent.keyboard("方");
    await caret(3);
    await userEvent.keyboard(" 或者拨打电话");
    await expect(await handedOver(text, args.onValueChange)).toBe(`<p>详见医院${linked("https://a.org/x", "官方网", "noopener noreferrer")} 或者拨打电话</p>`);
  },
};

function PropsHarness(props: React.ComponentProps<typeof RichTextEditor>) {
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setInvalid((v) => !v)}>
        切换
      </button>
      <p id="content-message">{invalid ? "文章内容不能为空" : ""}</p>
      <RichTextEditor {...props} label={invalid ? "正文" : "文章内容"} invalid={invalid} describedBy={invalid ? "content-message" : undefined} />
    </>
  );
}

/** The textbox's name, aria-invalid and aria-describedby follow the props. */
export const AttributesFollowProps: Story = {
  render: (args) => <PropsHarness {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = textbox(canvasElement);
    await expect(text).toHaveAttribute("aria-multiline", "true");
    await expect(text).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: "切换" }));
    const renamed = canvas.getByRole("textbox", { name: "正文" });
    await expect(renamed).toBe(text);
    await expect(text).toHaveAttribute("aria-invalid", "true");
    await expect(text).toHaveAccessibleDescription("文章内容不能为空");
    await userEvent.click(canvas.getByRole("button", { name: "切换" }));
    await expect(text).not.toHaveAttribute("aria-invalid");
    await expect(text).not.toHaveAttribute("aria-describedby");
  },
};

/**
 * An image goes where the cursor was when it was chosen, though text was typed before that place
 * while it uploaded; the cursor stays where the doctor went on typing.
 */
export const ImageGoesWhereTheCursorWas: Story = {
  args: { defaultValue: "<p>前文</p><p>后文</p>" },
  render: (args) => {
    let finish: (url: string) => void = () => {};
    const uploadImage = fn(() => new Promise<string>((resolve) => (finish = resolve)));
    (window as { __finishImage?: () => void }).__finishImage = () => finish(img);
    return <RichTextEditor {...args} uploadImage={uploadImage} />;
  },
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    const caret = (at: number) => select(within(text).getByText(/前文$/).firstChild!, at);
    await userEvent.click(within(text).getByText("前文"));
    await caret(2);
    const file = canvasElement.querySelector<HTMLInputElement>("input[type=file][accept*=gif]")!;
    await userEvent.upload(file, new File(["png"], "舌象.png", { type: "image/png" }));
    await expect(await within(canvasElement).findByRole("progressbar", { name: "图片上传" })).toBeVisible();
    // While it uploads: text typed at the very start, before the image's place.
    await caret(0);
    await userEvent.keyboard("开头");
    (window as { __finishImage?: () => void }).__finishImage?.();
    await waitFor(() => expect(text.querySelector("img")).not.toBeNull());
    await userEvent.keyboard("接着");
    // The cursor stayed where the doctor was typing.
    await expect(await handedOver(text, args.onValueChange)).toBe(`<p>开头接着前文</p><img src="${img}" alt="舌象"><p>后文</p>`);
  },
};

/** With the cursor still where the image went in, typing goes on in the text after it (it does not replace the image). */
export const TypingGoesOnAfterAnImage: Story = {
  args: { defaultValue: "<p>甲乙</p>" },
  play: async ({ args, canvasElement }) => {
    const text = textbox(canvasElement);
    await userEvent.click(within(text).getByText("甲乙"));
    await select(within(text).getByText("甲乙").firstChild!, 1);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>("input[type=file][accept*=gif]")!, new File(["png"], "图.png", { type: "image/png" }));
    await waitFor(() => expect(text.querySelector("img")).not.toBeNull());
    await userEvent.keyboard("丙");
    await expect(await handedOver(text, args.onValueChange)).toBe(`<p>甲</p><img src="${img}" alt="图"><p>丙乙</p>`);
  },
};
