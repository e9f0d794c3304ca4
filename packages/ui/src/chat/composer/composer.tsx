import { useId, useRef, useState, type ClipboardEvent, type ComponentProps, type KeyboardEvent } from "react";
import {
  acceptAttribute,
  CHAT_TEXT_MAX_LENGTH,
  chatImageFileRule,
  chatScreenTexts,
  checkFile,
  checkFileContent,
  checkFileCount,
  defaultChatPhrases,
  type FileRule,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { Button } from "../../primitives/button";
import { PlusIcon, XIcon } from "../../primitives/icon";
import { Input } from "../../primitives/input";
import { Popover, PopoverContent, PopoverTrigger } from "../../primitives/popover";

export type ComposerProps = Omit<ComponentProps<"form">, "children" | "onSubmit" | "defaultValue"> & {
  /** The text being typed (controlled): a host may keep one draft per conversation. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (text: string) => void;
  /** Sends a text (trimmed, not empty); the field empties at once. */
  onSendText: (text: string) => void;
  /** Sends an image that passed the upload rule. */
  onSendImage?: (file: File) => void;
  /** The doctor's common phrases (controlled); edited in the 常用语 popover. */
  phrases?: readonly string[];
  defaultPhrases?: readonly string[];
  onPhrasesChange?: (phrases: readonly string[]) => void;
  /** The rule images must pass (the product's image rule by default). */
  imageRule?: FileRule;
  maxLength?: number;
  /** The conversation is over: nothing can be written. */
  readOnly?: boolean;
};

/**
 * Writing to the patient: Enter sends, Shift+Enter breaks the line (and Enter that ends an input
 * method's composition does neither); 常用语 inserts a phrase the doctor keeps and edits; an image
 * is picked or pasted, checked against the product's upload rule (the rule's own message when it
 * fails, and nothing typed is lost).
 */
export function Composer({
  value: valueProp,
  defaultValue = "",
  onValueChange,
  onSendText,
  onSendImage,
  phrases: phrasesProp,
  defaultPhrases = defaultChatPhrases,
  onPhrasesChange,
  imageRule = chatImageFileRule,
  maxLength = CHAT_TEXT_MAX_LENGTH,
  readOnly = false,
  className,
  ...props
}: ComposerProps) {
  const [text, setText] = useControllableState({ prop: valueProp, defaultProp: defaultValue, onChange: onValueChange });
  const [phrases, setPhrases] = useControllableState<readonly string[]>({ prop: phrasesProp, defaultProp: defaultPhrases, onChange: onPhrasesChange });
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  if (readOnly) {
    return (
      <p data-slot="composer" data-state="read-only" className={cn("border-t border-dc-border bg-dc-surface px-4 py-3 text-center text-dc-sm text-dc-muted-foreground", className)}>
        {chatScreenTexts.readOnly}
      </p>
    );
  }

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (trimmed.length > maxLength) {
      setError(chatScreenTexts.tooLong(maxLength));
      return;
    }
    setError(null);
    onSendText(trimmed);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  const takeImages = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const message = checkFileCount(imageRule, files.length) ?? checkFile(imageRule, files[0]!) ?? (await checkFileContent(imageRule, files[0]!));
    setError(message);
    if (!message) onSendImage?.(files[0]!);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files].filter((f) => f.type.startsWith("image/") || f.type === "");
    if (files.length === 0 || !onSendImage) return;
    event.preventDefault();
    void takeImages(files);
  };

  const insertPhrase = (phrase: string) => {
    const field = fieldRef.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + phrase + text.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + phrase.length, start + phrase.length);
    });
  };

  return (
    <form
      data-slot="composer"
      data-state={error ? "invalid" : "idle"}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className={cn("flex flex-col gap-2 border-t border-dc-border bg-dc-background px-4 py-3", className)}
      {...props}
    >
      <div data-slot="composer-tools" className="flex items-center gap-2">
        <PhrasesPopover phrases={phrases} onPick={insertPhrase} onChange={setPhrases} />
        {onSendImage ? (
          <>
            <Button type="button" size="sm" variant="ghost" onClick={() => fileRef.current?.click()}>
              {chatScreenTexts.sendImage}
            </Button>
            <input
              ref={fileRef}
              type="file"
              hidden
              aria-hidden
              tabIndex={-1}
              data-slot="composer-file"
              accept={acceptAttribute(imageRule)}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = "";
                void takeImages(files);
              }}
            />
          </>
        ) : null}
      </div>
      <textarea
        ref={fieldRef}
        data-slot="composer-field"
        aria-label={chatScreenTexts.composer}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        value={text}
        rows={3}
        placeholder={chatScreenTexts.composer}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        className="min-h-16 w-full resize-none rounded-dc-md border border-dc-input bg-dc-background px-2.5 py-1.5 text-dc-base leading-normal text-dc-foreground placeholder:text-dc-muted-foreground hover:border-dc-primary focus-visible:border-dc-primary focus-visible:outline-2 focus-visible:outline-dc-ring/50 aria-invalid:border-dc-destructive"
      />
      {error ? (
        <p id={errorId} role="alert" data-slot="composer-error" className="text-dc-sm text-dc-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <span id={hintId} className="text-dc-xs text-dc-muted-foreground">
          {chatScreenTexts.composerHint}
        </span>
        <Button type="submit" size="sm" disabled={!text.trim()}>
          {chatScreenTexts.send}
        </Button>
      </div>
    </form>
  );
}

/** 常用语: pick a phrase to insert it; 编辑常用语 adds and removes phrases. */
function PhrasesPopover({ phrases, onPick, onChange }: { phrases: readonly string[]; onPick: (phrase: string) => void; onChange: (phrases: readonly string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const newId = useId();
  const add = () => {
    const phrase = draft.trim();
    if (!phrase || phrases.includes(phrase)) return;
    onChange([...phrases, phrase]);
    setDraft("");
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setEditing(false);
      }}
    >
      <PopoverTrigger asChild>
        <Button type="button" size="sm" variant="ghost" data-slot="composer-phrases-trigger">
          {chatScreenTexts.phrases}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" side="top" aria-label={chatScreenTexts.phrases} className="flex w-96 flex-col gap-2" data-slot="composer-phrases">
        {phrases.length === 0 ? <p className="text-dc-sm text-dc-muted-foreground">{chatScreenTexts.noPhrases}</p> : null}
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {phrases.map((phrase) => (
            <li key={phrase} className="flex items-start gap-1">
              {editing ? (
                <>
                  <span className="flex-1 py-1 text-dc-sm">{phrase}</span>
                  <Button type="button" size="icon-sm" variant="ghost" aria-label={`${chatScreenTexts.removePhrase} ${phrase}`} onClick={() => onChange(phrases.filter((p) => p !== phrase))}>
                    <XIcon aria-hidden />
                  </Button>
                </>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    onPick(phrase);
                    setOpen(false);
                  }}
                  className="w-full cursor-pointer rounded-dc-sm px-2 py-1 text-left text-dc-sm hover:bg-dc-primary-soft focus-visible:outline-2 focus-visible:outline-dc-ring"
                >
                  {phrase}
                </button>
              )}
            </li>
          ))}
        </ul>
        {editing ? (
          <div className="flex items-center gap-2">
            <label htmlFor={newId} className="sr-only">
              {chatScreenTexts.newPhrase}
            </label>
            <Input
              id={newId}
              size="sm"
              value={draft}
              placeholder={chatScreenTexts.newPhrase}
              maxLength={200}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" size="sm" variant="outline" onClick={add} disabled={!draft.trim()}>
              <PlusIcon aria-hidden />
              {chatScreenTexts.addPhrase}
            </Button>
          </div>
        ) : null}
        <Button type="button" size="sm" variant="link" className="self-end" onClick={() => setEditing((e) => !e)}>
          {editing ? chatScreenTexts.donePhrases : chatScreenTexts.editPhrases}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
