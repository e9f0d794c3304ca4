import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A lazily loaded page whose code can be asked for ahead of rendering (hover, route known). */
export type PreloadablePage<T extends ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/** `React.lazy` plus `preload()`: the import starts once, whoever asks first; a failed preload is tried again on render. */
// Any props, as React.lazy's own signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): PreloadablePage<T> {
  let loading: Promise<{ default: T }> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}

/** Starts loading a page's code if it can be preloaded; settles when it has arrived. */
export function preloadPage(page: LazyExoticComponent<ComponentType>): Promise<unknown> {
  return (page as Partial<PreloadablePage<ComponentType>>).preload?.() ?? Promise.resolve();
}
