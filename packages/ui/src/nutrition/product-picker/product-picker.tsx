import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { outOfStockLabel, type NutritionProduct } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { inputVariants } from "../../primitives/input";
import { SearchIcon } from "../../primitives/icon";
import { Spinner } from "../../primitives/spinner";
import { useProductSearch, type LoadProductOptions } from "./use-product-picker";

export type ProductPickerProps = Omit<
  ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "size" | "role" | "type"
> & {
  /** Remote search: called with the trimmed text (after the debounce) and an abort signal. */
  loadOptions: LoadProductOptions;
  /** The chosen product (controlled); null for none. */
  value?: NutritionProduct | null;
  defaultValue?: NutritionProduct | null;
  onValueChange?: (product: NutritionProduct | null) => void;
  /** Debounce in ms (default: the 200 ms of docs/behaviour/nutrition.md#product-search). */
  debounceMs?: number;
  /** Classes of the wrapper (the `className` goes to the input). */
  rootClassName?: string;
};

/** One line under the name: dose unit and stock. */
export function productSummary(product: Pick<NutritionProduct, "specification" | "repertory">): string {
  return `规格：${product.specification}\u3000库存：${product.repertory}`;
}

/**
 * The nutrition-product picker: a combobox (ARIA 1.2 pattern, list autocomplete) with a remote
 * search. Type to search; ↓ / ↑ move through the results, Enter picks, Escape closes the list
 * (a second Escape clears the text). Each result shows the name, the dose unit and the stock; a
 * product out of stock cannot be picked. Editing the text after a pick clears the pick.
 */
export function ProductPicker({
  loadOptions,
  value: valueProp,
  defaultValue,
  onValueChange,
  debounceMs,
  className,
  rootClassName,
  disabled,
  placeholder = "请输入营养品名称搜索",
  onKeyDown,
  onBlur,
  onFocus,
  id,
  ...props
}: ProductPickerProps) {
  const [value, setValue] = useControllableState<NutritionProduct | null>({
    prop: valueProp,
    defaultProp: defaultValue ?? null,
    onChange: onValueChange,
  });
  const search = useProductSearch(debounceMs === undefined ? { loadOptions } : { loadOptions, debounceMs });
  const [text, setText] = useState(value?.nourishmentName ?? "");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A pick made from outside (a form reset, a controlled value) shows its name.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value && value.nourishmentName !== text) setText(value.nourishmentName);
    if (!value && shownValue && text === shownValue.nourishmentName) setText("");
  }

  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listboxId = `${autoId}-listbox`;
  const statusId = `${autoId}-status`;
  const optionId = (p: NutritionProduct) => `${autoId}-option-${p.nourishmentId}`;

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

  const pickable = (p: NutritionProduct | undefined): p is NutritionProduct => Boolean(p && p.repertory > 0);

  const pick = (product: NutritionProduct) => {
    if (!pickable(product)) return;
    setValue(product);
    setText(product.nourishmentName);
    setOpen(false);
    setActiveIndex(-1);
    search.clear();
  };

  const onTextChange = (next: string) => {
    setText(next);
    setActiveIndex(-1);
    if (value && next !== value.nourishmentName) setValue(null);
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
          ? "没有找到相关营养品"
          : status === "done"
            ? `找到 ${options.length} 个营养品`
            : "";

  return (
    <div
      data-slot="product-picker"
      data-state={showPanel ? "open" : "closed"}
      data-status={status}
      className={cn("relative w-full", rootClassName)}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-dc-muted-foreground" />
      <input
        id={inputId}
        data-slot="product-picker-input"
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
          data-slot="product-picker-popup"
          className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-dc-md border border-dc-border bg-dc-background shadow-md"
        >
          {showList ? (
            <ul
              id={listboxId}
              role="listbox"
              aria-label="营养品搜索结果"
              data-slot="product-picker-listbox"
              className="max-h-64 overflow-y-auto p-1"
            >
              {options.map((product, index) => {
                const selected = value?.nourishmentId === product.nourishmentId;
                const outOfStock = !pickable(product);
                return (
                  <li
                    key={product.nourishmentId}
                    id={optionId(product)}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={outOfStock || undefined}
                    data-active={index === active ? "true" : undefined}
                    data-slot="product-picker-option"
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActiveIndex(index)}
                    onClick={() => pick(product)}
                    className={cn(
                      "flex cursor-pointer flex-col gap-0.5 rounded-dc-sm px-2 py-1.5",
                      "data-[active=true]:bg-dc-primary-soft data-[active=true]:text-dc-primary-soft-foreground",
                      "aria-selected:font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
                    )}
                  >
                    <span className="text-dc-sm">{product.nourishmentName}</span>
                    <span className="text-dc-xs text-dc-muted-foreground in-data-[active=true]:text-dc-primary-soft-foreground">
                      {productSummary(product)}
                      {outOfStock ? `（${outOfStockLabel}）` : ""}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p
              data-slot="product-picker-message"
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
