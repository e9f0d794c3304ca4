import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from "react";
import { Slot } from "./slot";

/*
 * Overlays (menus, dialogs, popovers, tooltips) load their parts — Radix, Floating UI, the focus
 * trap, the scroll lock — on first open, not with the page: a page pays for an overlay only once
 * somebody opens it (docs/performance.md). Until the parts have arrived, the root keeps the
 * open state and the trigger is a plain button (or the `asChild` element) with the trigger's
 * ARIA attributes: it opens like the Radix trigger (click, or pointer down and Enter / Space /
 * ArrowDown for a menu), and pointing at it or focusing it asks for the parts already. When they
 * arrive the root renders Radix's, open if it was asked to open, and focus stays where it was.
 */

// Components of any props, as the parts modules export them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
type Props = Record<string, unknown> & { children?: ReactNode };

interface RootState {
  /** The fallback trigger asks the root to open. */
  open: () => void;
  /** The fallback trigger's element, to give focus back to the real one. */
  trigger: { current: HTMLElement | null };
  /** Where focus was inside the fallback trigger when the parts arrived (child indices), once. */
  refocus: { current: number[] | null };
  /** A press on the fallback trigger whose click has not come yet: it opens when the parts arrive between the two. */
  pressed: { current: boolean };
  /** The pointer is on the fallback trigger: a tooltip opens when its parts arrive. */
  hovered: { current: boolean };
}

export type TriggerBehaviour = {
  /** What opens it: a click (dialog, popover), pointer down or a key (menu), or nothing (tooltip). */
  openOn: "click" | "pointerdown" | "none";
  /** `aria-haspopup` of the trigger. */
  popup?: "menu" | "dialog";
};

function pathTo(root: Element | null, node: Element | null): number[] | null {
  if (!root || !node || !root.contains(node)) return null;
  const path: number[] = [];
  for (let n: Element = node; n !== root; n = n.parentElement!) path.unshift([...n.parentElement!.children].indexOf(n));
  return path;
}

function follow(root: Element | null, path: number[]): HTMLElement | null {
  let n: Element | null | undefined = root;
  for (const i of path) n = n?.children[i];
  return n instanceof HTMLElement ? n : null;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/** The caller's handler first; ours unless it called `preventDefault()` (as Radix composes them). */
function compose<E extends SyntheticEvent>(theirs: unknown, ours: (event: E) => void) {
  return (event: E) => {
    if (typeof theirs === "function") (theirs as (event: E) => void)(event);
    if (!event.defaultPrevented) ours(event);
  };
}

const every = new Set<() => Promise<unknown>>();

/**
 * Loads the parts of every overlay kind defined so far: for a test harness whose stories
 * exercise the overlays themselves, not their first load (.storybook/preview.tsx).
 */
export function loadAllOverlays(): Promise<unknown> {
  return Promise.all([...every].map((load) => load()));
}

/**
 * The lazily loaded parts of one overlay kind: `root`, `trigger` and `part` make the public
 * components, each rendering the loaded part of the same name (same props).
 */
export function lazyOverlay<M extends Record<string, unknown>>(load: () => Promise<M>) {
  let parts: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const request = () => {
    loading ??= load().then(
      (m) => {
        parts = m;
        listeners.forEach((l) => l());
        return m;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  every.add(request);
  const prefetch = () => void request().catch(() => undefined);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  // On a server's render, as before the parts have arrived: the openers, closed.
  const useParts = () => useSyncExternalStore(subscribe, () => parts, () => undefined);
  const RootContext = createContext<RootState | null>(null);
  const real = (P: M, name: keyof M) => P[name] as AnyComponent;

  /** Any part that only shows inside an open overlay: nothing until the parts have arrived. */
  function part<K extends keyof M>(name: K): M[K] {
    function Part(props: Props) {
      const P = useParts();
      if (!P) return null;
      const Real = real(P, name);
      return <Real {...props} />;
    }
    Part.displayName = `Lazy${String(name)}`;
    return Part as M[K];
  }

  /** The root: `open` / `defaultOpen` / `onOpenChange` as Radix's; asks for the parts once it should be open. */
  function root<K extends keyof M>(name: K, options: { opensOnHover?: boolean } = {}): M[K] {
    function Root(props: Props) {
      const P = useParts();
      const [asked, setAsked] = useState(false);
      const trigger = useRef<HTMLElement | null>(null);
      const refocus = useRef<number[] | null>(null);
      const pressed = useRef(false);
      const hovered = useRef(false);
      const openOnArrival = useRef(false);
      const loadedBefore = useRef(P !== undefined);
      const controlled = props.open !== undefined;
      const wantsOpen = controlled ? props.open === true : props.defaultOpen === true || asked;
      useEffect(() => {
        if (wantsOpen && !P) prefetch();
      }, [wantsOpen, P]);
      if (P && !loadedBefore.current) {
        // The parts have just arrived: Radix's trigger replaces the fallback; focus follows.
        loadedBefore.current = true;
        refocus.current = pathTo(trigger.current, document.activeElement);
        openOnArrival.current = pressed.current || (options.opensOnHover === true && hovered.current);
        pressed.current = false;
      }
      const onOpenChange = props.onOpenChange as ((open: boolean) => void) | undefined;
      useEffect(() => {
        if (!P || !controlled || !openOnArrival.current) return;
        openOnArrival.current = false;
        onOpenChange?.(true);
      }, [P, controlled, onOpenChange]);
      const state: RootState = {
        open: () => {
          setAsked(true);
          onOpenChange?.(true);
          prefetch();
        },
        trigger,
        refocus,
        pressed,
        hovered,
      };
      if (!P) return <RootContext value={state}>{props.children}</RootContext>;
      const Real = real(P, name);
      return (
        <RootContext value={state}>
          <Real {...props} {...(!controlled && (asked || openOnArrival.current) ? { defaultOpen: true } : {})} />
        </RootContext>
      );
    }
    Root.displayName = `Lazy${String(name)}`;
    return Root as M[K];
  }

  /** The opener: usable before the parts have arrived (see above). */
  function trigger<K extends keyof M>(name: K, behaviour: TriggerBehaviour): M[K] {
    function Trigger({ ref, ...props }: Props & { ref?: Ref<HTMLElement> }) {
      const P = useParts();
      const state = useContext(RootContext);
      const element = useRef<HTMLElement | null>(null);
      useLayoutEffect(() => {
        const path = state?.refocus.current;
        if (!P || !path) return;
        state.refocus.current = null;
        follow(element.current, path)?.focus();
      }, [P, state]);
      if (P) {
        const Real = real(P, name);
        const setRef = (node: HTMLElement | null) => {
          element.current = node;
          assignRef(ref, node);
        };
        return <Real {...props} ref={setRef} />;
      }
      const { asChild, children, disabled, ...rest } = props;
      const open = () => {
        if (!disabled) state?.open();
      };
      const Element = asChild ? Slot : "button";
      return (
        <Element
          {...(asChild ? {} : { type: "button" })}
          aria-haspopup={behaviour.popup}
          aria-expanded={behaviour.popup ? false : undefined}
          data-state="closed"
          disabled={disabled as boolean | undefined}
          {...rest}
          ref={(node: HTMLElement | null) => {
            if (state) state.trigger.current = node;
            assignRef(ref, node);
          }}
          onPointerEnter={compose(rest.onPointerEnter, () => {
            if (state) state.hovered.current = true;
            prefetch();
          })}
          onPointerLeave={compose(rest.onPointerLeave, () => {
            if (state) state.hovered.current = false;
          })}
          onFocus={compose(rest.onFocus, prefetch)}
          onClick={compose(rest.onClick, () => {
            if (state) state.pressed.current = false;
            if (behaviour.openOn === "click") open();
          })}
          onPointerDown={compose(rest.onPointerDown, (event: PointerEvent) => {
            if (behaviour.openOn === "click" && event.button === 0 && state && !disabled) state.pressed.current = true;
            if (behaviour.openOn !== "pointerdown" || event.button !== 0 || event.ctrlKey) return;
            open();
            // As Radix's menu trigger: the menu takes focus, not the trigger.
            event.preventDefault();
          })}
          onKeyDown={compose(rest.onKeyDown, (event: KeyboardEvent) => {
            if (behaviour.openOn !== "pointerdown" || !["Enter", " ", "ArrowDown"].includes(event.key)) return;
            open();
            event.preventDefault();
          })}
        >
          {children}
        </Element>
      );
    }
    Trigger.displayName = `Lazy${String(name)}`;
    return Trigger as M[K];
  }

  return { root, trigger, part, prefetch, useParts };
}
