import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import Squire from "squire-rte";
import { Toolbar } from "radix-ui";
import { acceptAttribute, articleLinkPattern, checkFile, editorImageFileRule, errorMessages, publishingTexts } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { articleProseClasses } from "../article-html/article-html";
import { sanitizeArticleFragment } from "../article-html/sanitize";
import { Button } from "../../primitives/button";
import { Input } from "../../primitives/input";
import { Popover, PopoverContent, PopoverTrigger } from "../../primitives/popover";
import type { UploadImage } from "../../primitives/image-upload";

/** The editor behind the rich text (Squire: contenteditable with its own undo). */
export type RichTextEditorInstance = Squire;

export interface RichTextEditorProps {
  /** The article HTML when the editor mounts (sanitized before it is loaded). */
  defaultValue?: string;
  /** Every change, as HTML. */
  onValueChange?: (html: string) => void;
  /** Uploads an image for the text (jpg, png or gif under 10 MB; checked here first). */
  uploadImage: UploadImage;
  /** Shown when a file is refused or an upload fails. */
  onError?: (message: string) => void;
  /** The editable area's accessible name (default 文章内容). */
  label?: string;
  invalid?: boolean;
  /** Ids of the field's message, for `aria-describedby`. */
  describedBy?: string;
  className?: string;
  /** Receives the editor (tests, benchmarks). */
  onReady?: (editor: RichTextEditorInstance) => void;
}

const toolbarButton = cn(
  "inline-flex h-8 min-w-8 items-center justify-center rounded-dc-sm px-2 text-dc-sm text-dc-foreground cursor-pointer",
  "hover:bg-dc-muted focus-visible:outline-2 focus-visible:outline-dc-ring data-[state=on]:bg-dc-primary-soft data-[state=on]:text-dc-primary-soft-foreground",
  "disabled:opacity-50 disabled:pointer-events-none",
);

/** What a toolbar button formats: an inline tag (with the tag older articles may hold) or a block. */
type Format = { inline: string; alias: string } | { block: RegExp };
const formats = {
  bold: { inline: "STRONG", alias: "B" },
  italic: { inline: "EM", alias: "I" },
  h2: { block: /^H2$/ },
  h3: { block: /^H3$/ },
  bulletList: { block: /^UL$/ },
  orderedList: { block: /^OL$/ },
  blockquote: { block: /^BLOCKQUOTE$/ },
} satisfies Record<string, Format>;
type FormatName = keyof typeof formats;

/** The element names from the cursor (the selection's start) up to the editable root. */
function blocksAt(editor: Squire): string[] {
  const root = editor.getRoot();
  const names: string[] = [];
  for (let node: Node | null = editor.getSelection().startContainer; node && node !== root; node = node.parentNode) names.push(node.nodeName);
  return names;
}

/** Whether a format is on where the cursor is (the whole selection, for bold and italic). */
function isActive(editor: Squire, name: FormatName): boolean {
  const format: Format = formats[name];
  if ("inline" in format) return editor.hasFormat(format.inline) || editor.hasFormat(format.alias);
  return blocksAt(editor).some((n) => format.block.test(n));
}

/** Whether a format is on, read again whenever the cursor moves or the text changes. */
function useActive(editor: Squire | null, name: FormatName): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (!editor) return () => {};
      const events = ["pathChange", "cursor", "select", "input", "undoStateChange"];
      for (const e of events) editor.addEventListener(e, changed);
      return () => {
        for (const e of events) editor.removeEventListener(e, changed);
      };
    },
    () => (editor ? isActive(editor, name) : false),
    () => false,
  );
}

/** Each block of a fragment that holds text directly (paragraphs, headings, list items). */
function textBlocks(frag: DocumentFragment): HTMLElement[] {
  return [...frag.querySelectorAll<HTMLElement>("p,h1,h2,h3,h4,div,li")].filter((el) => !el.querySelector("p,h1,h2,h3,h4,div,li"));
}

/** A paragraph becomes the heading; the heading (pressed again) becomes a paragraph. */
function toggleHeading(editor: Squire, tag: "H2" | "H3") {
  const off = isActive(editor, tag === "H2" ? "h2" : "h3");
  editor.modifyBlocks((frag) => {
    for (const block of textBlocks(frag)) {
      if (block.nodeName === "LI") continue;
      const next = document.createElement(off ? "P" : tag);
      next.append(...block.childNodes);
      block.replaceWith(next);
    }
    return frag;
  });
}

/** The toolbar's commands, each one pressed again turning its format off. */
const commands: Record<FormatName, (editor: Squire) => void> = {
  bold: (e) => (isActive(e, "bold") ? e.changeFormat(null, { tag: "STRONG" }).changeFormat(null, { tag: "B" }) : e.changeFormat({ tag: "STRONG" })),
  italic: (e) => (isActive(e, "italic") ? e.changeFormat(null, { tag: "EM" }).changeFormat(null, { tag: "I" }) : e.changeFormat({ tag: "EM" })),
  h2: (e) => toggleHeading(e, "H2"),
  h3: (e) => toggleHeading(e, "H3"),
  bulletList: (e) => (isActive(e, "bulletList") ? e.removeList() : e.makeUnorderedList()),
  orderedList: (e) => (isActive(e, "orderedList") ? e.removeList() : e.makeOrderedList()),
  blockquote: (e) => (isActive(e, "blockquote") ? e.removeQuote() : e.increaseQuoteLevel()),
};

/** Runs a command where the cursor was and leaves the cursor in the text. */
function run(editor: Squire, name: FormatName) {
  editor.focus();
  commands[name](editor);
  editor.focus();
}

/**
 * A toggling toolbar button; its visible text is its name. `overflow`: one of the buttons that a
 * narrow toolbar moves into its 更多 menu (`inMenu` renders the menu's copy, outside the toolbar).
 */
function Mark({ editor, name, children, overflow = false, inMenu = false }: { editor: Squire | null; name: FormatName; children: ReactNode; overflow?: boolean; inMenu?: boolean }) {
  const active = useActive(editor, name);
  const onClick = () => editor && run(editor, name);
  if (inMenu) {
    return (
      <button type="button" aria-pressed={active} data-state={active ? "on" : "off"} className={cn(toolbarButton, "h-10 justify-start")} onClick={onClick}>
        {children}
      </button>
    );
  }
  return (
    <Toolbar.Button type="button" aria-pressed={active} data-state={active ? "on" : "off"} className={cn(toolbarButton, overflow && narrowHidden)} onClick={onClick}>
      {children}
    </Toolbar.Button>
  );
}

/**
 * The toolbar stays one row: below 576 px of its own width (a phone, a narrow column) the block
 * buttons (headings, lists, quote) leave it for its 更多 menu; 粗体, 斜体, 链接 and 插入图片 stay.
 */
const narrowHidden = "@max-[576px]/toolbar:hidden";
const narrowOnly = "hidden @max-[576px]/toolbar:inline-flex";

/** The block buttons, in the toolbar on wide screens and in its 更多 menu on narrow ones. */
function BlockMarks({ editor, inMenu = false }: { editor: Squire | null; inMenu?: boolean }) {
  const props = { editor, inMenu, overflow: true };
  return (
    <>
      <Mark {...props} name="h2">
        标题2
      </Mark>
      <Mark {...props} name="h3">
        标题3
      </Mark>
      <Mark {...props} name="bulletList">
        无序列表
      </Mark>
      <Mark {...props} name="orderedList">
        有序列表
      </Mark>
      <Mark {...props} name="blockquote">
        引用
      </Mark>
    </>
  );
}

/**
 * The narrow toolbar's 更多: a popover holding the block buttons. A choice applies, closes it and
 * leaves the cursor in the text; Esc closes it back onto 更多.
 */
function MoreButton({ editor }: { editor: Squire | null }) {
  const [open, setOpen] = useState(false);
  const chose = useRef(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Toolbar.Button type="button" data-slot="rich-text-toolbar-more" className={cn(toolbarButton, narrowOnly, "ml-auto")}>
          更多
        </Toolbar.Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label="更多格式"
        className="flex w-40 flex-col gap-0.5 p-1"
        onClick={(e) => {
          if (!(e.target as Element).closest("button")) return;
          chose.current = true;
          setOpen(false);
        }}
        onCloseAutoFocus={(e) => {
          if (!chose.current) return;
          e.preventDefault();
          chose.current = false;
          editor?.focus();
        }}
      >
        <BlockMarks editor={editor} inMenu />
      </PopoverContent>
    </Popover>
  );
}

/** The link around the cursor, if any. */
function linkAt(editor: Squire): HTMLAnchorElement | null {
  const start = editor.getSelection().startContainer;
  const element = start instanceof Element ? start : start.parentElement;
  const link = element?.closest("a");
  return link && editor.getRoot().contains(link) ? link : null;
}

function LinkButton({ editor }: { editor: Squire | null }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const [error, setError] = useState("");
  const id = useId();
  const apply = () => {
    if (!editor) return;
    const url = href.trim();
    if (url !== "" && !articleLinkPattern.test(url)) return setError(publishingTexts.linkInvalid);
    editor.focus();
    // A cursor inside a link changes the whole link, as a selection would.
    const link = linkAt(editor);
    if (link && editor.getSelection().collapsed) {
      const range = document.createRange();
      range.selectNodeContents(link);
      editor.setSelection(range);
    }
    if (url === "") editor.removeLink();
    else editor.makeLink(url);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setHref((editor && linkAt(editor)?.getAttribute("href")) ?? "");
          setError("");
        }
      }}
    >
      <PopoverTrigger asChild>
        <Toolbar.Button type="button" className={toolbarButton}>
          链接
        </Toolbar.Button>
      </PopoverTrigger>
      <PopoverContent className="w-72">
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <label htmlFor={id} className="text-dc-sm">
            {publishingTexts.linkAddress}
          </label>
          <Input id={id} value={href} aria-invalid={error ? true : undefined} onChange={(e) => setHref(e.target.value)} placeholder="https://" />
          {error ? <p className="text-dc-sm text-dc-destructive">{error}</p> : null}
          <Button type="submit" size="sm" className="self-end">
            确定
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}

/** How long typing must pause before the HTML is handed over. */
const CHANGE_DELAY_MS = 250;

/**
 * The editor's HTML as the article stores it: no trailing line break a block keeps for the cursor,
 * and "" for an article with no text and no image.
 */
function articleHtmlOf(editor: Squire): string {
  const root = editor.getRoot();
  if (!root.textContent?.trim() && !root.querySelector("img")) return "";
  const template = document.createElement("template");
  template.innerHTML = editor.getHTML();
  for (const br of template.content.querySelectorAll("br")) {
    if (!br.nextSibling && br.parentElement && /^(P|H\d|LI|BLOCKQUOTE)$/.test(br.parentElement.nodeName)) br.remove();
  }
  return template.innerHTML;
}

/**
 * The article's rich text (Squire, a contenteditable editor with its own undo): headings, bold /
 * italic, lists, quote, links and images, with a radix Toolbar (one tab stop, arrow keys inside).
 * Images are checked, uploaded with progress and inserted where the cursor was when chosen (or
 * pasted). Every HTML that enters — the loaded article, a paste, a drop — passes the article
 * allow-list (DOMPurify) first.
 */
export function RichTextEditor({ defaultValue = "", onValueChange, uploadImage, onError, label = "文章内容", invalid, describedBy, className, onReady }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Squire | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const changed = useRef(onValueChange);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const initial = useRef(defaultValue);
  const latest = useRef<{ onReady?: (editor: Squire) => void; insertImage: (file: File) => void }>({ onReady, insertImage: () => {} });
  useLayoutEffect(() => {
    changed.current = onValueChange;
  });

  useLayoutEffect(() => {
    const root = rootRef.current!;
    const squire = new Squire(root, {
      blockTag: "P",
      tagAttributes: { a: { target: "_blank", rel: "noopener noreferrer" } },
      sanitizeToDOMFragment: (html) => sanitizeArticleFragment(html),
    });
    squire.setHTML(initial.current);
    // Serializing a long article on every key costs more than the key itself: the HTML is
    // handed over when typing pauses, and at once when the editor loses focus or unmounts.
    const flush = () => {
      if (pending.current === undefined) return;
      clearTimeout(pending.current);
      pending.current = undefined;
      changed.current?.(articleHtmlOf(squire));
    };
    squire.addEventListener("input", () => {
      clearTimeout(pending.current);
      pending.current = setTimeout(flush, CHANGE_DELAY_MS);
    });
    squire.addEventListener("blur", flush);
    // Ctrl+B / Ctrl+I (⌘ on a Mac) write what the toolbar writes (strong, em), not Squire's b and i.
    for (const modifier of ["Ctrl-", "Meta-"]) {
      for (const [key, name] of [["b", "bold"], ["i", "italic"]] as const) {
        squire.setKeyHandler(modifier + key, (editor, event) => {
          event.preventDefault();
          commands[name](editor);
        });
      }
    }
    // A caret between the blocks (a click on the padding, a synthetic click) goes into the
    // nearest block, so that typing lands in a paragraph and the toolbar acts on it.
    squire.addEventListener("cursor", () => {
      const range = squire.getSelection();
      if (range.startContainer !== root) return;
      if (range.startOffset === 0) squire.moveCursorToStart();
      else squire.moveCursorToEnd();
    });
    squire.addEventListener("pasteImage", (event: Event) => {
      const file = (event as CustomEvent<{ clipboardData: DataTransfer }>).detail.clipboardData.files[0];
      if (file) latest.current.insertImage(file);
    });
    setEditor(squire);
    latest.current.onReady?.(squire);
    return () => {
      // The last keys are not lost.
      flush();
      squire.destroy();
      root.replaceChildren();
      setEditor(null);
    };
  }, []);

  const insertImage = async (file: File) => {
    if (!editor) return;
    const refused = checkFile(editorImageFileRule, file);
    if (refused) return onError?.(refused);
    // A live range: it follows the text typed meanwhile, so the image lands where it was asked for.
    const at = editor.getSelection().cloneRange();
    at.collapse(false);
    setProgress(0);
    try {
      const src = await uploadImage(file, { onProgress: setProgress, signal: new AbortController().signal });
      editor.focus();
      editor.setSelection(at);
      editor.insertImage(src, { alt: file.name.replace(/\.[^.]+$/, "") });
    } catch {
      onError?.(errorMessages.upload);
    } finally {
      setProgress(null);
    }
  };
  useLayoutEffect(() => {
    latest.current = { onReady, insertImage: (file) => void insertImage(file) };
  });

  return (
    <div
      data-slot="rich-text-editor"
      data-invalid={invalid ? "" : undefined}
      className={cn("rounded-dc-md border border-dc-input bg-dc-background focus-within:border-dc-primary data-[invalid]:border-dc-destructive", className)}
    >
      <div className="@container/toolbar border-b border-dc-border">
        <Toolbar.Root aria-label="文本格式" className="flex flex-wrap items-center gap-0.5 p-1 @max-[576px]/toolbar:flex-nowrap">
          <Mark editor={editor} name="bold">
            <b>粗体</b>
          </Mark>
          <Mark editor={editor} name="italic">
            <i>斜体</i>
          </Mark>
          <Toolbar.Separator className="mx-1 h-5 w-px bg-dc-border" />
          <BlockMarks editor={editor} />
          <Toolbar.Separator className={cn("mx-1 h-5 w-px bg-dc-border", narrowHidden)} />
          <LinkButton editor={editor} />
          <Toolbar.Button type="button" className={toolbarButton} disabled={progress !== null} onClick={() => fileInput.current?.click()}>
            插入图片
          </Toolbar.Button>
          <MoreButton editor={editor} />
        </Toolbar.Root>
      </div>
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-hidden
        tabIndex={-1}
        accept={acceptAttribute(editorImageFileRule)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void insertImage(file);
        }}
      />
      {progress !== null ? (
        <div className="flex items-center gap-2 px-3 pt-2 text-dc-sm text-dc-muted-foreground">
          <div role="progressbar" aria-label="图片上传" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="h-1.5 w-40 rounded-full bg-dc-muted">
            <div className="h-full rounded-full bg-dc-primary" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          {Math.round(progress * 100)}%
        </div>
      ) : null}
      {/* Squire owns this element's children; React only its attributes. */}
      <div
        ref={rootRef}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cn(articleProseClasses, "min-h-64 px-3 py-2 whitespace-pre-wrap break-words outline-none")}
      />
    </div>
  );
}
