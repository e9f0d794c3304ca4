import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { EditorState, type Command } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { Toolbar } from "radix-ui";
import { acceptAttribute, articleLinkPattern, checkFile, editorImageFileRule, errorMessages, publishingTexts } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { registerPendingChange } from "../../lib/pending-changes";
import { articleProseClasses } from "../article-html/article-html";
import { sanitizeArticleHtml } from "../article-html/sanitize";
import { Button } from "../../primitives/button";
import { Input } from "../../primitives/input";
import { Popover, PopoverContent, PopoverTrigger } from "../../primitives/popover";
import type { UploadImage } from "../../primitives/image-upload";
import { articleSchema, parseArticleHtml, serializeArticle } from "./rich-text-schema";
import { editorPlugins, insertImageAt, isActive, linkHref, setLink, toggleBlockquote, toggleBold, toggleHeading, toggleItalic, toggleList } from "./rich-text-commands";


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
}

/**
 * The editor's state for the toolbar: the ProseMirror state (there before the view is mounted),
 * the view once mounted, and the listeners told after each transaction.
 */
interface Editor {
  state: EditorState;
  view: EditorView | null;
  listeners: Set<() => void>;
  /** Where images still uploading go: kept in place through the edits made meanwhile. */
  places: Set<{ pos: number }>;
}

/** Runs a command with the focus back in the text. */
function run(editor: Editor, command: Command) {
  const view = editor.view;
  if (!view) return;
  view.focus();
  command(view.state, view.dispatch);
}

const toolbarButton = cn(
  "inline-flex h-8 min-w-8 items-center justify-center rounded-dc-sm px-2 text-dc-sm text-dc-foreground cursor-pointer",
  "hover:bg-dc-muted focus-visible:outline-2 focus-visible:outline-dc-ring data-[state=on]:bg-dc-primary-soft data-[state=on]:text-dc-primary-soft-foreground",
  "disabled:opacity-50 disabled:pointer-events-none",
);

/**
 * A toggling toolbar button; its visible text is its name. `overflow`: one of the buttons that a
 * narrow toolbar moves into its 更多 menu (`inMenu` renders the menu's copy, outside the toolbar).
 */
function Mark({
  editor,
  name,
  attrs,
  children,
  run,
  overflow = false,
  inMenu = false,
}: {
  editor: Editor;
  name: string;
  attrs?: { level: 2 | 3 };
  children: ReactNode;
  run: () => void;
  overflow?: boolean;
  inMenu?: boolean;
}) {
  const active = useEditorSnapshot(editor, () => isActive(editor.state, name, attrs));
  if (inMenu) {
    return (
      <button type="button" aria-pressed={active} data-state={active ? "on" : "off"} className={cn(toolbarButton, "h-10 justify-start")} onClick={run}>
        {children}
      </button>
    );
  }
  return (
    <Toolbar.Button type="button" aria-pressed={active} data-state={active ? "on" : "off"} className={cn(toolbarButton, overflow && narrowHidden)} onClick={run}>
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
function BlockMarks({ editor, inMenu = false }: { editor: Editor; inMenu?: boolean }) {
  const props = { editor, inMenu, overflow: true };
  return (
    <>
      <Mark {...props} name="heading" attrs={{ level: 2 }} run={() => run(editor, toggleHeading(2))}>
        标题2
      </Mark>
      <Mark {...props} name="heading" attrs={{ level: 3 }} run={() => run(editor, toggleHeading(3))}>
        标题3
      </Mark>
      <Mark {...props} name="bulletList" run={() => run(editor, toggleList(articleSchema.nodes.bulletList!))}>
        无序列表
      </Mark>
      <Mark {...props} name="orderedList" run={() => run(editor, toggleList(articleSchema.nodes.orderedList!))}>
        有序列表
      </Mark>
      <Mark {...props} name="blockquote" run={() => run(editor, toggleBlockquote)}>
        引用
      </Mark>
    </>
  );
}

/**
 * The narrow toolbar's 更多: a popover holding the block buttons. A choice applies, closes it and
 * leaves the cursor in the text; Esc closes it back onto 更多.
 */
function MoreButton({ editor }: { editor: Editor }) {
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
          if (chose.current) e.preventDefault();
          chose.current = false;
        }}
      >
        <BlockMarks editor={editor} inMenu />
      </PopoverContent>
    </Popover>
  );
}

function LinkButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const [error, setError] = useState("");
  const id = useId();
  const apply = () => {
    const url = href.trim();
    if (url !== "" && !articleLinkPattern.test(url)) return setError(publishingTexts.linkInvalid);
    // An empty address removes the link; a cursor inside a link changes all of it.
    run(editor, setLink(url));
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setHref(linkHref(editor.state));
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

/** A value read from the editor, read again after each of its transactions. */
function useEditorSnapshot<T>(editor: Editor, read: () => T): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      editor.listeners.add(changed);
      return () => void editor.listeners.delete(changed);
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/** How long typing must pause before the HTML is handed over. */
const CHANGE_DELAY_MS = 250;

/**
 * What ProseMirror's editable needs to show text as typed (spaces kept, long words wrapped, no
 * ligatures), and its helpers hidden: the zero-size image it puts after a trailing line break,
 * the text selection while an image is selected. See https://prosemirror.net/docs/guide/#view.
 */
const editableBasics = cn(
  "relative whitespace-break-spaces [font-variant-ligatures:none] [font-feature-settings:'liga'_0]",
  "[&_img.ProseMirror-separator]:inline! [&_img.ProseMirror-separator]:m-0! [&_img.ProseMirror-separator]:h-0! [&_img.ProseMirror-separator]:w-0! [&_img.ProseMirror-separator]:border-0!",
  "[&.ProseMirror-hideselection_*]:caret-transparent [&.ProseMirror-hideselection_*::selection]:bg-transparent",
);

/** The editable area's attributes: a named multi-line textbox. */
function editableAttributes(label: string, invalid: boolean | undefined, describedBy: string | undefined): Record<string, string> {
  return {
    role: "textbox",
    "aria-multiline": "true",
    "aria-label": label,
    ...(invalid ? { "aria-invalid": "true" } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    tabindex: "0",
    class: cn(articleProseClasses, editableBasics, "min-h-64 px-3 py-2 outline-none"),
  };
}

/**
 * The article's rich text (ProseMirror, see rich-text-schema.ts): headings, bold / italic, lists, quote, links and images, with
 * a radix Toolbar (one tab stop, arrow keys inside). Images are checked, uploaded with progress
 * and inserted where the cursor was when chosen. The loaded HTML is sanitized first.
 */
export function RichTextEditor({ defaultValue = "", onValueChange, uploadImage, onError, label = "文章内容", invalid, describedBy, className }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const changed = useRef(onValueChange);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    changed.current = onValueChange;
  });
  // One document for the component's life, made during the first render (the toolbar reads it);
  // its view is attached to the element once that exists, and keeps the state when detached.
  const [editor] = useState<Editor>(() => ({
    state: EditorState.create({ doc: parseArticleHtml(sanitizeArticleHtml(defaultValue)), plugins: editorPlugins() }),
    view: null,
    listeners: new Set(),
    places: new Set(),
  }));
  const attributes = useRef(editableAttributes(label, invalid, describedBy));
  const mountRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const view = new EditorView(mountRef.current!, {
      state: editor.state,
      attributes: attributes.current,
      // Pasted or dropped HTML passes the same allow-list as a loaded article.
      transformPastedHTML: sanitizeArticleHtml,
      dispatchTransaction(tr) {
        const state = view.state.apply(tr);
        view.updateState(state);
        editor.state = state;
        // Serializing a long article on every key costs more than the key itself: the HTML is
        // handed over when typing pauses, and at once when the editor loses focus or unmounts.
        if (tr.docChanged) {
          for (const place of editor.places) place.pos = tr.mapping.map(place.pos);
          clearTimeout(pending.current);
          pending.current = setTimeout(flush, CHANGE_DELAY_MS);
        }
        for (const changed of editor.listeners) changed();
      },
      handleDOMEvents: {
        blur: () => {
          flush();
          return false;
        },
      },
    });
    editor.view = view;
    return () => {
      editor.state = view.state;
      editor.view = null;
      view.destroy();
    };
    // One view per mount: flush reads only refs and the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  function flush() {
    if (pending.current === undefined) return;
    clearTimeout(pending.current);
    pending.current = undefined;
    changed.current?.(serializeArticle(editor.state.doc));
  }

  // On unmount: the last keys are not lost. Nor when the page judges its unsaved work within the
  // pause (a window closing, a link followed): it hands waiting changes over first.
  useEffect(() => {
    const unregister = registerPendingChange(flush);
    return () => {
      unregister();
      flush();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    attributes.current = editableAttributes(label, invalid, describedBy);
    editor.view?.setProps({ attributes: attributes.current });
  }, [editor, label, invalid, describedBy]);

  // Uploads still running when the editor goes are cancelled.
  const uploads = useRef(new Set<AbortController>());
  useEffect(() => () => uploads.current.forEach((upload) => upload.abort()), []);

  const insertImage = async (file: File) => {
    const refused = checkFile(editorImageFileRule, file);
    if (refused) return onError?.(refused);
    // Where the cursor was, moved with the text typed or deleted while the image uploads.
    const place = { pos: editor.state.selection.to };
    const upload = new AbortController();
    editor.places.add(place);
    uploads.current.add(upload);
    setProgress(0);
    try {
      const src = await uploadImage(file, { onProgress: setProgress, signal: upload.signal });
      run(editor, insertImageAt(place.pos, { src, alt: file.name.replace(/\.[^.]+$/, "") }));
    } catch {
      if (!upload.signal.aborted) onError?.(errorMessages.upload);
    } finally {
      editor.places.delete(place);
      uploads.current.delete(upload);
      setProgress(null);
    }
  };

  return (
    <div
      data-slot="rich-text-editor"
      data-invalid={invalid ? "" : undefined}
      className={cn("rounded-dc-md border border-dc-input bg-dc-background focus-within:border-dc-primary data-[invalid]:border-dc-destructive", className)}
    >
      <div className="@container/toolbar border-b border-dc-border">
        <Toolbar.Root aria-label="文本格式" className="flex flex-wrap items-center gap-0.5 p-1 @max-[576px]/toolbar:flex-nowrap">
          <Mark editor={editor} name="bold" run={() => run(editor, toggleBold)}>
            <b>粗体</b>
          </Mark>
          <Mark editor={editor} name="italic" run={() => run(editor, toggleItalic)}>
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
      <div ref={mountRef} />
    </div>
  );
}
