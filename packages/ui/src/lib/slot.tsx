import { Children, isValidElement, useCallback, type ElementType, type HTMLAttributes, type ReactElement, type ReactNode, type Ref, type RefCallback } from "react";

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

type Props = Record<string, unknown> & { ref?: Ref<HTMLElement> };

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === "function") return ref(value) as void | (() => void);
  if (ref) (ref as { current: T | null }).current = value;
}

/** One ref callback that sets every ref given (React 19 cleanups included). */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    if (!cleanups.some((cleanup) => typeof cleanup === "function")) return;
    return () => cleanups.forEach((cleanup, i) => (typeof cleanup === "function" ? cleanup() : setRef(refs[i], null)));
  };
}

/** The child's props over the slot's, with both handlers called (the child's first), styles merged, classes and descriptions joined. */
function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name in child) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof ours === "function" && typeof theirs === "function") {
        merged[name] = (...args: unknown[]) => {
          const result = theirs(...args);
          ours(...args);
          return result;
        };
      } else if (ours) merged[name] = ours;
    } else if (name === "style") merged[name] = { ...(ours as object), ...(theirs as object) };
    else if (name === "className") merged[name] = [ours, theirs].filter(Boolean).join(" ");
    else if (name === "aria-describedby") {
      const ids = new Set(`${theirs ?? ""} ${ours ?? ""}`.split(/\s+/).filter(Boolean));
      merged[name] = ids.size ? [...ids].join(" ") : undefined;
    }
  }
  return merged;
}

/**
 * Renders its one child element with the slot's props merged in (what `asChild` means): the
 * child's own props win, except handlers (both run), `style`, `className` and `aria-describedby`
 * (merged), and both refs are set. What Radix's Slot does for the ui's own components, without
 * its `Slottable` and lazy children, which they do not use: /login loads no Radix code
 * (docs/performance.md).
 */
export function Slot({ children, ref, ...props }: SlotProps) {
  const child = Children.count(children) === 1 && isValidElement<Props>(children) ? (children as ReactElement<Props>) : null;
  const { ref: childRef, ...childProps } = child?.props ?? {};
  // Set when React attaches the element: both refs, or the one there is.
  const composed = useCallback((node: HTMLElement | null) => composeRefs(ref, childRef)(node), [ref, childRef]);
  if (!child) {
    if (children == null || children === false) return null;
    throw new Error("Slot (asChild) needs exactly one element as its child.");
  }
  const Element = child.type as ElementType;
  return <Element key={child.key} {...mergeProps(props as Props, childProps)} ref={composed} />;
}
