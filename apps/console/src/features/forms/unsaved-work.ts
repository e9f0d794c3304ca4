/**
 * The console's register of unsaved work (see docs/behaviour/shell.md#unsaved-work): every form
 * open on screen says here whether it holds input the server does not have. The router asks it
 * before the page is left (a tab, the menu, a link, Back), the window before it closes, the api
 * client before it advises a reload, and a 401 whether to ask for the password in place.
 * Plain module state, no React: the router hook and the api client read it outside components.
 */

import { handOverPendingChanges } from "@doctor-console/ui/primitives";

interface Work {
  dirty: boolean;
  /** Asks for the password in place after a 401 even when nothing is typed yet (the article editor). */
  keepOpen: boolean;
  /** The form's own question before it is left (the profile's 资料尚未保存，确定离开吗？), if it has one. */
  leaveTitle?: string | undefined;
}

const works = new Map<symbol, Work>();

/** Registers a form; `update` says whether it holds unsaved input now, `remove` when it goes. */
export function registerWork(keepOpen = false, leaveTitle?: string) {
  const id = Symbol("work");
  works.set(id, { dirty: false, keepOpen, leaveTitle });
  return {
    update: (dirty: boolean) => {
      const work = works.get(id);
      if (work) work.dirty = dirty;
    },
    remove: () => void works.delete(id),
  };
}

/** Does a form on screen hold input the server does not have? */
export const hasUnsavedWork = (): boolean => {
  // The rich text hands its last keys over after a pause: they count now.
  handOverPendingChanges();
  return [...works.values()].some((w) => w.dirty);
};

/** The question of the form that holds unsaved work, when it has its own. */
export const leaveTitle = (): string | undefined => [...works.values()].find((w) => w.dirty && w.leaveTitle)?.leaveTitle;

/** Should a 401 ask for the password where the doctor is, instead of going to the login page? */
export const wantsSignInInPlace = (): boolean => [...works.values()].some((w) => w.dirty || w.keepOpen);

/** A request to leave the page: `proceed` leaves, `stay` keeps the page (both optional to call). */
export interface LeaveRequest {
  proceed: () => void;
  stay?: () => void;
}

let asker: ((request: LeaveRequest) => void) | null = null;

/** The shell's leave question registers here; without one (no shell yet), leaving is not asked. */
export function onLeaveRequest(ask: (request: LeaveRequest) => void): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

/** Leaves at once when nothing is unsaved; otherwise asks first, and leaves only if the doctor says so. */
export function guardLeave(proceed: () => void, stay?: () => void): void {
  if (!asker || !hasUnsavedWork()) return proceed();
  asker({ proceed, ...(stay ? { stay } : {}) });
}

/**
 * Forms whose page was left (confirmed) while they held unsaved input, by copy key: when the
 * same form opens again in this window (its tab chosen again), it takes its copy back at once
 * instead of offering it; after a reload the copy is offered (the recovery banner).
 */
export const keptForThisWindow = new Set<string>();
