/**
 * The console's session: the spec's cookies as a small external store, sign-in (login, then VIP,
 * profile and verification into the cookies), sign-out, and what the shell derives from them.
 */
import { useSyncExternalStore } from "react";
import { isStudioOpen, isVipActive, type LoginResult } from "@doctor-console/domain";
import { clearCookies, readCookies, writeCookies, type SessionCookies } from "./cookies";

const listeners = new Set<() => void>();
let snapshot: SessionCookies = typeof document === "undefined" ? {} : readCookies();

/** Tells the console, unless nothing changed (a VIP refresh that confirms the cookies re-renders nothing). */
function notifySessionChanged(): void {
  const next = readCookies();
  const names = new Set([...Object.keys(snapshot), ...Object.keys(next)] as (keyof SessionCookies)[]);
  if ([...names].every((name) => snapshot[name] === next[name])) return;
  snapshot = next;
  listeners.forEach((l) => l());
}

/**
 * What else a sign-out clears (the cache of server state registers itself when it is created):
 * the session does not import the data layer, so that /login loads neither.
 */
const forgetters = new Set<() => void>();
export function onForgetLogin(forget: () => void): void {
  forgetters.add(forget);
}

/** Signs out on this side: the cookies, client store and cached server state go, and the console learns of it. */
export function forgetLogin(): void {
  clearCookies();
  forgetters.forEach((forget) => forget());
  notifySessionChanged();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SessionView {
  cookies: SessionCookies;
  signedIn: boolean;
  customerId: number;
  hospitalId: number;
  vipActive: boolean;
  vipEndTime: string;
  studioOpen: boolean;
  verificationState: number;
}

function viewOf(cookies: SessionCookies, now = new Date()): SessionView {
  const state = Number(cookies.state ?? -1);
  const vip = { isVip: cookies.isVip ?? "0", vipEndTime: cookies.vipEndTime ?? "" };
  return {
    cookies,
    signedIn: Boolean(cookies.customerId),
    customerId: Number(cookies.customerId ?? 0),
    hospitalId: Number(cookies.DochospitalId ?? 0),
    vipActive: isVipActive(vip, now),
    vipEndTime: vip.vipEndTime,
    studioOpen: isStudioOpen(state),
    verificationState: state,
  };
}

/**
 * The server's render of a first screen (../server-render.tsx): the session is the request's
 * cookies, one request at a time.
 */
export function adoptRequestCookies(header: string): void {
  snapshot = readCookies(header);
}

/** The session as it is now, outside React (prefetching). */
export function currentSession(): SessionView {
  return viewOf(snapshot);
}

export function useSession(): SessionView {
  const cookies = useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
  return viewOf(cookies);
}

/** Stores what a successful login answered, as the cookies and client store of docs/behaviour/sign-in-and-session.md#cookies-and-client-store. */
export function rememberLogin(result: LoginResult, doctor?: DoctorState): void {
  writeCookies({
    ...(doctor && cookiesOfDoctor(doctor)),
    loginName: result.loginName,
    customerId: String(result.customerId),
    yunxinId: String(result.yunxinId ?? ""),
    yunxinToken: String(result.yunxinToken ?? ""),
    locked: String(result.locked ?? 0),
    DochospitalId: String(result.hospitalId),
  });
  localStorage.setItem("loginName", result.loginName);
  localStorage.setItem("CustomerId", String(result.customerId));
  notifySessionChanged();
}

/**
 * Keeps what the platform says of the signed-in doctor. An answer that arrives after the session
 * ended (a 401 or a kick cleared the cookies meanwhile) is dropped: it must not leave isVip,
 * vipEndTime or state behind.
 */
export function rememberDoctor(values: DoctorState): void {
  // The server's render of a first screen (no document) keeps nothing: the browser reads again.
  if (typeof document === "undefined" || !readCookies().customerId) return;
  writeCookies(cookiesOfDoctor(values));
  notifySessionChanged();
}

/** What the platform says of the signed-in doctor besides the login: VIP, verification, profile id. */
export interface DoctorState {
  doctorInfoId?: number;
  isVip?: boolean;
  vipEndTime?: string;
  state?: number;
}

function cookiesOfDoctor(values: DoctorState): SessionCookies {
  return {
    ...(values.doctorInfoId !== undefined && { doctorInfoId: String(values.doctorInfoId) }),
    ...(values.isVip !== undefined && { isVip: values.isVip ? "1" : "0" }),
    ...(values.vipEndTime !== undefined && { vipEndTime: values.vipEndTime }),
    ...(values.state !== undefined && { state: String(values.state) }),
  };
}

/** What the console knew of the doctor before their cookies expired (the snapshot outlives them). */
export function knownDoctorState(): DoctorState {
  const c = snapshot;
  return {
    ...(c.doctorInfoId && { doctorInfoId: Number(c.doctorInfoId) }),
    ...(c.isVip !== undefined && { isVip: c.isVip === "1" }),
    ...(c.vipEndTime !== undefined && { vipEndTime: c.vipEndTime }),
    ...(c.state !== undefined && { state: Number(c.state) }),
  };
}
