import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A lazily loaded page whose code can be asked for ahead of rendering (hover, route known). */
export type PreloadablePage<T extends ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` plus `preload()`: the import starts once, whoever asks first; a failed preload is
 * tried again on render. A page whose code has arrived renders at once: React's lazy reads a
 * promise's value only after a microtask, and suspends meanwhile, so once the code is here React is
 * handed a thenable that answers at once. Hydrating, a page that suspended would be drawn again on
 * the next update of the screen around it (a loading veil, then a copy of what the server drew);
 * navigating, it would render once more for nothing.
 */
// Any props, as React.lazy's own signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): PreloadablePage<T> {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: { default: T } | undefined;
  const once = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Handed to React's lazy when the code is here: it calls `then`, which answers at once.
  const arrived = (module: { default: T }) => ({ then: (take: (m: { default: T }) => void) => take(module) }) as unknown as Promise<{ default: T }>;
  return Object.assign(
    lazy(() => (loaded ? arrived(loaded) : once())),
    { preload: once },
  );
}

/** Starts loading a page's code if it can be preloaded; settles when it has arrived. */
export function preloadPage(page: LazyExoticComponent<ComponentType>): Promise<unknown> {
  return (page as Partial<PreloadablePage<ComponentType>>).preload?.() ?? Promise.resolve();
}
