import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { platformDateTime } from "@doctor-console/domain";
import { copyKey, deleteCopy, readCopy, sameJson, writeCopy, type LocalCopy } from "./local-copy";
import { keptForThisWindow, registerWork } from "./unsaved-work";

export interface UnsavedWorkOptions<T> {
  /** The signed-in doctor: the copies are theirs. */
  customerId: number;
  /** The form (`nutrition-prescription`, `article`, …): part of the copy's key. */
  form: string;
  /** Which record of the form the values are (the article's id); "new" by default. */
  recordOf?: (values: T) => string | number;
  /**
   * What the server holds (the empty form for a new record); null while it loads. Input equal to
   * it is no unsaved work. The form starts from it, or from the copy it kept when this window left
   * it; a copy from before (a reload, a crash, a 401) is offered.
   */
  saved: T | null;
  /** Do two states hold the same content (what the server would store)? JSON equality by default. */
  same?: (a: T, b: T) => boolean;
  /** Ask for the password in place after a 401 even before anything is typed (the article editor). */
  keepOpen?: boolean;
  /** The form's own question before it is left, instead of the console's 内容尚未提交，确定离开吗？. */
  leaveTitle?: string;
}

/**
 * One mechanism for every form of the console (see docs/behaviour/shell.md#unsaved-work):
 * - the values typed, kept in the browser (IndexedDB) on every change until the server has them;
 * - the form registered as holding unsaved work while it differs from what the server holds, so
 *   that leaving it is asked (a tab, the menu, a link, Back, closing the window), a 401 asks for
 *   the password in place, and failures do not advise a reload;
 * - a form left in this window takes its copy back when it opens again (its tab chosen again);
 *   after a reload or a crash its copy is offered (`copy`: the recovery banner's recover / discard).
 *
 * The page renders the form with `key={formKey}` and `values` as its starting values, passes
 * `change` as its change callback, and calls `saved` once the server has taken the values (before
 * it navigates away).
 */
export function useUnsavedWork<T>({ customerId, form, recordOf = () => "new", saved: server, same = sameJson, keepOpen = false, leaveTitle }: UnsavedWorkOptions<T>) {
  const [values, setValues] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [copy, setCopy] = useState<LocalCopy<T> | null>(null);
  /** What the server holds now (after load or the last save). */
  const savedRef = useRef<T | null>(null);
  const current = useRef<T | null>(null);
  const options = useRef({ customerId, form, recordOf, same });
  useLayoutEffect(() => {
    options.current = { customerId, form, recordOf, same };
  });
  const keyOf = (v: T) => copyKey(options.current.customerId, options.current.form, options.current.recordOf(v));
  const dirtyNow = () => current.current !== null && savedRef.current !== null && !options.current.same(current.current, savedRef.current);

  // The register of unsaved work knows this form while it is on screen.
  const work = useRef<ReturnType<typeof registerWork> | null>(null);
  useEffect(() => {
    const registered = registerWork(keepOpen, leaveTitle);
    work.current = registered;
    return () => {
      // Left with unsaved input (a tab, the menu, Back, a studio gate): the next visit in this window takes it back.
      if (dirtyNow()) keptForThisWindow.add(keyOf(current.current as T));
      registered.remove();
      work.current = null;
    };
    // Once per mount; the values are read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = (next: T, fresh: boolean) => {
    current.current = next;
    setValues(next);
    if (fresh) setFormKey((k) => k + 1);
    work.current?.update(dirtyNow());
  };

  // The server's values arrive: the form starts from them, or from this window's copy; an older copy is offered.
  useEffect(() => {
    if (server === null) return;
    let live = true;
    savedRef.current = server;
    const key = keyOf(server);
    void readCopy<T>(key)
      .catch(() => undefined)
      .then((local: LocalCopy<T> | undefined) => {
        if (!live) return;
        const differs = local !== undefined && !options.current.same(local.values, server);
        if (differs && keptForThisWindow.delete(key)) {
          show(local.values, true);
          setCopy(null);
        } else {
          show(server, true);
          setCopy(differs ? local : null);
        }
      });
    return () => {
      live = false;
    };
    // Once per answer of the server (a reload of the record), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [server]);

  /** The doctor changed the form: kept in the browser until the server has the same content. */
  const change = (next: T) => {
    current.current = next;
    setValues(next);
    const dirty = dirtyNow();
    work.current?.update(dirty);
    if (dirty) void writeCopy(keyOf(next), { values: next, savedAt: platformDateTime(new Date()) }).catch(() => {});
    else void deleteCopy(keyOf(next)).catch(() => {});
  };

  /**
   * The server has taken `stored` (as `sent` was typed, under its former record for a new one): the
   * copy of `sent` goes, and what was typed meanwhile is kept under the stored record.
   */
  const saved = async (stored: T, sent: T = stored) => {
    savedRef.current = stored;
    const now = current.current;
    work.current?.update(dirtyNow());
    await deleteCopy(keyOf(sent)).catch(() => {});
    if (now && dirtyNow()) await writeCopy(keyOf(now), { values: now, savedAt: platformDateTime(new Date()) }).catch(() => {});
  };

  /** Replaces the values without a change of the doctor's (a save gave the record its id). */
  const replace = (next: T) => show(next, false);

  /** Takes the offered copy into the form. */
  const recover = (adjust: (copied: T) => T = (c) => c) => {
    if (!copy) return;
    show(adjust(copy.values), true);
    setCopy(null);
  };

  /** Throws the offered copy away; the banner goes once it is gone: what disappears is really discarded. */
  const discard = () => {
    if (!current.current) return;
    void deleteCopy(keyOf(current.current))
      .catch(() => {})
      .finally(() => setCopy(null));
  };

  return { values, formKey, copy, change, saved, replace, recover, discard, current, savedValues: savedRef };
}
