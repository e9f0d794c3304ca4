import { useCallback, useEffect, useRef, useState } from "react";

export interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

/** Loads the options (e.g. GET /areas); aborted when the component leaves. */
export type LoadCascaderOptions = (signal: AbortSignal) => Promise<CascaderOption[]>;

/** The options of each level of a value path: column 0 is the top level. */
export function columnsOf(options: readonly CascaderOption[], path: readonly string[]): CascaderOption[][] {
  const columns: CascaderOption[][] = [options as CascaderOption[]];
  for (const value of path) {
    const children = columns.at(-1)!.find((o) => o.value === value)?.children;
    if (!children?.length) break;
    columns.push(children);
  }
  return columns;
}

/** The options along a value path, or null when the path is not in the tree. */
export function optionsAlong(options: readonly CascaderOption[], path: readonly string[]): CascaderOption[] | null {
  const found: CascaderOption[] = [];
  let level: readonly CascaderOption[] | undefined = options;
  for (const value of path) {
    const option: CascaderOption | undefined = level?.find((o) => o.value === value);
    if (!option) return null;
    found.push(option);
    level = option.children;
  }
  return found;
}

type LoadState = { status: "idle" | "loading" | "ready" | "failed"; options: CascaderOption[] };

/**
 * Options given directly, or loaded once through `loadOptions` (on mount, so a saved value shows
 * its labels); a failed load can be tried again.
 */
export function useCascaderOptions(options: CascaderOption[] | undefined, loadOptions: LoadCascaderOptions | undefined) {
  const [state, setState] = useState<LoadState>({ status: loadOptions && !options ? "loading" : "ready", options: options ?? [] });
  const controller = useRef<AbortController | null>(null);
  const loader = useRef(loadOptions);
  useEffect(() => {
    loader.current = loadOptions;
  });

  const load = useCallback(() => {
    const load = loader.current;
    if (!load) return;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState((s) => ({ ...s, status: "loading" }));
    load(own.signal).then(
      (loaded) => !own.signal.aborted && setState({ status: "ready", options: loaded }),
      () => !own.signal.aborted && setState((s) => ({ ...s, status: "failed" })),
    );
  }, []);

  const hasStatic = options !== undefined;
  useEffect(() => {
    if (hasStatic) return;
    load();
    return () => controller.current?.abort();
  }, [hasStatic, load]);

  return { status: hasStatic ? ("ready" as const) : state.status, options: options ?? state.options, reload: load };
}
