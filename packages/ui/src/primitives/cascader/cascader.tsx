import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { retryLabel } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { popupMotion } from "../../lib/motion";
import { useControllableState } from "../../lib/use-controllable-state";
import { CheckIcon, ChevronDownIcon, ChevronRightIcon } from "../icon";
import { controlBase, controlSizes } from "../input/input";
import { Spinner } from "../spinner";
import { columnsOf, optionsAlong, useCascaderOptions, type CascaderOption, type LoadCascaderOptions } from "./use-cascader-options";

export type CascaderProps = Omit<ComponentProps<"button">, "value" | "defaultValue" | "onChange"> & {
  /** The options tree; or give `loadOptions` and it is loaded once, when the cascader mounts. */
  options?: CascaderOption[];
  loadOptions?: LoadCascaderOptions;
  /** The chosen path of values (e.g. province, city, county codes); [] when none. */
  value?: string[];
  defaultValue?: string[];
  /** A new path, with the options along it (their labels are the names). */
  onValueChange?: (value: string[], selected: CascaderOption[]) => void;
  /** Names of the columns, for screen readers (e.g. 省份, 城市, 区县). */
  levelLabels?: string[];
  placeholder?: string;
  /** Shown while the options load, or when the path is not (yet) in them. */
  fallbackLabel?: string;
  /** Texts of the panel: loading, failed (with retry), nothing to choose. */
  texts?: { loading?: string; failed?: string; retry?: string; empty?: string };
  size?: keyof typeof controlSizes;
};

const defaultTexts = { loading: "加载中", failed: "加载失败", retry: retryLabel, empty: "暂无数据" };

/**
 * A cascader: a button that opens columns of options (Radix Popover), one per level. A leaf
 * commits the path. Keyboard: ↓ ↑ Home End move in a column, → or Enter opens the next column,
 * ← goes back, Enter / Space on a leaf chooses it, Escape closes; focus returns to the button.
 * Its name comes from a `<label htmlFor>` (FormLabel) or `aria-label`.
 */
export function Cascader({
  options: optionsProp,
  loadOptions,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  levelLabels = [],
  placeholder = "请选择",
  fallbackLabel,
  texts: textsProp,
  size,
  disabled,
  className,
  ref,
  ...props
}: CascaderProps) {
  const texts = { ...defaultTexts, ...textsProp };
  const [value, setValue] = useControllableState<string[]>({ prop: valueProp, defaultProp: defaultValue });
  const { status, options, reload } = useCascaderOptions(optionsProp, loadOptions);
  const [open, setOpen] = useState(false);
  // The path being explored, and the focused option as [column, row].
  const [active, setActive] = useState<string[]>([]);
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  // The panel is named like the button: its aria-label, or the text of its <label>s.
  const [panelName, setPanelName] = useState("");

  const selected = optionsAlong(options, value);
  const shown = selected?.length ? selected.map((o) => o.label).join(" / ") : value.length ? (fallbackLabel ?? "") : "";
  const columns = columnsOf(options, active);

  // Opening (or options arriving while open) shows the chosen path, its last option focused.
  const [shownFor, setShownFor] = useState<CascaderOption[] | null>(null);
  if (open && shownFor !== options) {
    setShownFor(options);
    const cols = columnsOf(options, value);
    const level = Math.min(Math.max(value.length - 1, 0), cols.length - 1);
    setActive(value.slice(0, level));
    setFocus([level, Math.max(0, cols[level]!.findIndex((o) => o.value === value[level]))]);
  }

  const focusActive = () => panel.current?.querySelector<HTMLElement>('[role="option"][tabindex="0"]')?.focus();
  useEffect(() => {
    if (open) focusActive();
  }, [open, focus, status]);

  const choose = (level: number, option: CascaderOption) => {
    const path = [...active.slice(0, level), option.value];
    if (option.children?.length) {
      setActive(path);
      setFocus([level + 1, 0]);
      return;
    }
    const along = optionsAlong(options, path) ?? [];
    setValue(path);
    onValueChange?.(path, along);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const [level, row] = focus;
    const column = columns[level];
    if (!column?.length) return;
    const option = column[row]!;
    const move = (next: number) => {
      event.preventDefault();
      const r = (next + column.length) % column.length;
      setActive(active.slice(0, level));
      setFocus([level, r]);
    };
    switch (event.key) {
      case "ArrowDown":
        return move(row + 1);
      case "ArrowUp":
        return move(row - 1);
      case "Home":
        return move(0);
      case "End":
        return move(column.length - 1);
      case "ArrowRight":
        event.preventDefault();
        if (option.children?.length) choose(level, option);
        return;
      case "ArrowLeft":
        event.preventDefault();
        if (level > 0) {
          const parent = columns[level - 1]!.findIndex((o) => o.value === active[level - 1]);
          setActive(active.slice(0, level - 1));
          setFocus([level - 1, Math.max(parent, 0)]);
        }
        return;
      case "Enter":
      case " ":
        event.preventDefault();
        choose(level, option);
        return;
    }
  };

  return (
    <PopoverPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setShownFor(null);
        const button = trigger.current;
        if (next && button) setPanelName(button.getAttribute("aria-label") ?? Array.from(button.labels ?? [], (l) => l.textContent).join(" "));
        setOpen(next);
      }}
    >
      <PopoverPrimitive.Trigger asChild>
        <button
          ref={(node) => {
            trigger.current = node;
            if (typeof ref === "function") ref(node);
            else if (ref) ref.current = node;
          }}
          type="button"
          data-slot="cascader-trigger"
          data-placeholder={shown ? undefined : ""}
          disabled={disabled}
          className={cn(
            controlBase,
            controlSizes[size ?? "default"],
            "flex items-center justify-between gap-2 px-2.5 text-left whitespace-nowrap cursor-pointer data-[placeholder]:text-dc-muted-foreground data-[state=open]:border-dc-primary",
            className,
          )}
          {...props}
        >
          <span className="truncate">{shown || placeholder}</span>
          {status === "loading" ? <Spinner className="size-3.5" /> : <ChevronDownIcon className="text-dc-muted-foreground transition-transform in-data-[state=open]:rotate-180" />}
        </button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          ref={panel}
          data-slot="cascader-content"
          aria-label={panelName || placeholder}
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => {
            // The chosen (or first) option takes focus, not the panel.
            event.preventDefault();
            focusActive();
          }}
          onKeyDown={onKeyDown}
          className={cn(
            "z-50 flex max-w-[calc(100vw-14px)] overflow-x-auto rounded-dc-md border border-dc-border bg-dc-background text-dc-base text-dc-foreground shadow-md outline-none",
            popupMotion,
          )}
        >
          {status === "loading" ? (
            <p role="status" className="flex items-center gap-2 p-3 text-dc-muted-foreground">
              <Spinner className="size-3.5" />
              {texts.loading}
            </p>
          ) : status === "failed" ? (
            <p role="alert" className="flex items-center gap-2 p-3 text-dc-destructive">
              {texts.failed}
              <button type="button" className="text-dc-primary underline-offset-4 hover:underline" onClick={reload}>
                {texts.retry}
              </button>
            </p>
          ) : options.length === 0 ? (
            <p className="p-3 text-dc-muted-foreground">{texts.empty}</p>
          ) : (
            columns.map((column, level) => (
              <ul
                key={level}
                role="listbox"
                aria-label={levelLabels[level]}
                data-slot="cascader-column"
                data-column={level}
                className="max-h-64 min-w-32 overflow-y-auto border-r border-dc-border py-1 last:border-r-0"
              >
                {column.map((option, row) => {
                  const expanded = active[level] === option.value;
                  const chosen = value[level] === option.value && active.slice(0, level).every((v, i) => value[i] === v);
                  const hasChildren = Boolean(option.children?.length);
                  return (
                    <li
                      key={option.value}
                      role="option"
                      data-row={row}
                      aria-selected={chosen}
                      tabIndex={focus[0] === level && focus[1] === row ? 0 : -1}
                      data-expanded={expanded ? "true" : undefined}
                      className={cn(
                        "flex h-8 cursor-pointer items-center justify-between gap-3 px-3 outline-none select-none",
                        "hover:bg-dc-muted focus-visible:bg-dc-primary-soft focus-visible:text-dc-primary-soft-foreground",
                        "data-[expanded=true]:bg-dc-muted aria-selected:font-medium aria-selected:text-dc-primary",
                      )}
                      onClick={() => {
                        setFocus([level, row]);
                        choose(level, option);
                      }}
                    >
                      <span className="truncate">{option.label}</span>
                      {hasChildren ? (
                        <ChevronRightIcon className="size-3.5 text-dc-muted-foreground" />
                      ) : chosen ? (
                        <CheckIcon className="size-3.5" />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ))
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
