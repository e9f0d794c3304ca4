import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";
import { useControllableState } from "./use-controllable-state";
import { useRemoteSearch, type LoadOptions } from "./use-remote-search";
import { inputVariants } from "../primitives/input";
import { SearchIcon } from "../primitives/icon";
import { Spinner } from "../primitives/spinner";

/** What a search combobox says of its results (to a screen reader and under the field). */
export interface SearchComboboxTexts {
  noResults: string;
  found: (count: number) => string;
  /** The name of the list of results. */
  listLabel: string;
}

export type SearchComboboxProps<T> = Omit<ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "size" | "role" | "type"> & {
  /** The `data-slot` of the root; its parts add `-input`, `-popup`, `-listbox`, `-option`, `-message`. */
  slot: string;
  /** Remote search: called with the trimmed text (after the debounce) and an abort signal. */
  loadOptions: LoadOptions<T>;
  /** Debounce in ms (default: useRemoteSearch's 200 ms). */
  debounceMs?: number;
  /** The chosen option (controlled); null for none. */
  value?: T | null;
  defaultValue?: T | null;
  onValueChange?: (option: T | null) => void;
  optionKey: (option: T) => string | number;
  /** The option's name: its first line, and the text of the field once picked. */
  optionLabel: (option: T) => string;
  /** The option's second line. */
  optionDetail: (option: T) => ReactNode;
  /** An option shown but not to be picked. */
  optionDisabled?: (option: T) => boolean;
  texts: SearchComboboxTexts;
  /** Classes of the wrapper (the `className` goes to the input). */
  rootClassName?: string;
};

/**
 * A search field that picks one of a remote search's results: a combobox (ARIA 1.2 pattern, list
 * autocomplete) over `loadOptions(query, signal)`, debounced, a stale request aborted, only the
 * latest answer shown. ↓ / ↑ move, Home / End jump, Enter picks (instead of submitting the form),
 * Escape closes the list (a second Escape clears the text). Editing the text after a pick clears
 * the pick; a pick made from outside (a form reset, a controlled value) shows its name. The
 * nutrition area's patient and product pickers are two of it.
 */
export function SearchCombobox<T>({
  slot,
  optionKey,
  optionLabel,
  optionDetail,
  optionDisabled,
  texts,
  loadOptions,
  value: valueProp,
  defaultValue,
  onValueChange,
  debounceMs,
  className,
  rootClassName,
  disabled,
  placeholder,
  onKeyDown,
  onBlur,
  onFocus,
  id,
  ...props
}: SearchComboboxProps<T>) {
  const [value, setValue] = useControllableState<T | null>({
    prop: valueProp,
    defaultProp: defaultValue ?? null,
    onChange: onValueChange,
  });
  const search = useRemoteSearch<T>(debounceMs === undefined ? { loadOptions } : { loadOptions, debounceMs });
  const [text, setText] = useState(value ? optionLabel(value) : "");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A pick made from outside (a form reset, a controlled value) shows its name.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value && optionLabel(value) !== text) setText(optionLabel(value));
    if (!value && shownValue && text === optionLabel(shownValue)) setText("");
  }

  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listboxId = `${autoId}-listbox`;
  const statusId = `${autoId}-status`;
  const optionId = (option: T) => `${autoId}-option-${optionKey(option)}`;

  const { options, status } = search;
  const active = activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const activeOption = active >= 0 ? options[active] : undefined;
  const showList = open && status === "done" && options.length > 0;
  const showPanel = open && status !== "idle";

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: "nearest" });
    // optionId is derived from the stable autoId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const pick = (option: T) => {
    if (optionDisabled?.(option)) return;
    setValue(option);
    setText(optionLabel(option));
    setOpen(false);
    setActiveIndex(-1);
    search.clear();
  };

  const onTextChange = (next: string) => {
    setText(next);
    setActiveIndex(-1);
    if (value && next !== optionLabel(value)) setValue(null);
    search.search(next);
    setOpen(next.trim() !== "");
  };

  const move = (delta: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    setActiveIndex((i) => {
      const from = i >= 0 && i < options.length ? i : delta === 1 ? -1 : options.length;
      return (from + delta + options.length) % options.length;
    });
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!showList && options.length > 0) {
          setOpen(true);
          setActiveIndex(0);
        } else move(1);
        break;
      case "ArrowUp":
        e.preventDefault();
        move(-1);
        break;
      case "Home":
        if (showList) {
          e.preventDefault();
          setActiveIndex(0);
        }
        break;
      case "End":
        if (showList) {
          e.preventDefault();
          setActiveIndex(options.length - 1);
        }
        break;
      case "Enter":
        // Enter picks the highlighted result instead of submitting the surrounding form.
        if (showList && activeOption) {
          e.preventDefault();
          pick(activeOption);
        }
        break;
      case "Escape":
        if (showPanel) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text !== "") {
          e.preventDefault();
          e.stopPropagation();
          onTextChange("");
        }
        break;
    }
  };

  const statusText =
    status === "loading"
      ? "搜索中…"
      : status === "error"
        ? "搜索失败，请重试"
        : status === "done" && options.length === 0
          ? texts.noResults
          : status === "done"
            ? texts.found(options.length)
            : "";

  return (
    <div
      data-slot={`${slot}`}
      data-state={showPanel ? "open" : "closed"}
      data-status={status}
      className={cn("relative w-full", rootClassName)}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-dc-muted-foreground" />
      <input
        id={inputId}
        data-slot={`${slot}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={showList}
        aria-controls={showList ? listboxId : undefined}
        aria-activedescendant={showList && activeOption ? optionId(activeOption) : undefined}
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={(e) => {
          onFocus?.(e);
          if (options.length > 0) setOpen(true);
        }}
        onBlur={(e) => {
          onBlur?.(e);
          setOpen(false);
          setActiveIndex(-1);
        }}
        className={cn(inputVariants(), "pl-8", className)}
        {...props}
      />
      <span id={statusId} role="status" className="sr-only">
        {open ? statusText : ""}
      </span>
      {showPanel ? (
        <div
          data-slot={`${slot}-popup`}
          className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-dc-md border border-dc-border bg-dc-background shadow-md"
        >
          {showList ? (
            <ul
              id={listboxId}
              role="listbox"
              aria-label={texts.listLabel}
              data-slot={`${slot}-listbox`}
              className="max-h-64 overflow-y-auto p-1"
            >
              {options.map((option, index) => {
                const selected = value !== null && optionKey(value) === optionKey(option);
                return (
                  <li
                    key={optionKey(option)}
                    id={optionId(option)}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={optionDisabled?.(option) || undefined}
                    data-active={index === active ? "true" : undefined}
                    data-slot={`${slot}-option`}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActiveIndex(index)}
                    onClick={() => pick(option)}
                    className={cn(
                      "flex cursor-pointer flex-col gap-0.5 rounded-dc-sm px-2 py-1.5",
                      "data-[active=true]:bg-dc-primary-soft data-[active=true]:text-dc-primary-soft-foreground",
                      "aria-selected:font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
                    )}
                  >
                    <span className="text-dc-sm">{optionLabel(option)}</span>
                    <span className="text-dc-xs text-dc-muted-foreground in-data-[active=true]:text-dc-primary-soft-foreground">
                      {optionDetail(option)}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p
              data-slot={`${slot}-message`}
              aria-hidden
              className="flex items-center gap-2 px-3 py-2 text-dc-sm text-dc-muted-foreground"
            >
              {status === "loading" ? <Spinner size="sm" /> : null}
              {statusText}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
