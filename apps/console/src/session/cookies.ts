/**
 * The client-side cookies and store of docs/behaviour/sign-in-and-session.md#cookies-and-client-store. They are the console's view of who is signed in
 * (the real session is the server's httpOnly cookie, which script cannot read).
 */
import { COOKIE_MAX_AGE_SECONDS, cookieNames, type CookieName, type Doctor } from "@doctor-console/domain";

export type SessionCookies = Partial<Record<CookieName, string>>;

/** The client store's key of the signed-in doctor's profile. */
const DOCTOR_KEY = "medicalData";

/** The spec's cookies among `text` (`document.cookie`, or a request's `Cookie` header on the server). */
export function readCookies(text: string = document.cookie): SessionCookies {
  const out: SessionCookies = {};
  for (const part of text.split(/;\s*/)) {
    const i = part.indexOf("=");
    const name = part.slice(0, i) as CookieName;
    if ((cookieNames as readonly string[]).includes(name)) out[name] = decodeURIComponent(part.slice(i + 1));
  }
  return out;
}

export function writeCookies(values: SessionCookies): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
  }
}

export function clearCookies(): void {
  for (const name of cookieNames) document.cookie = `${name}=; max-age=0; path=/`;
  for (const key of ["loginName", "CustomerId", DOCTOR_KEY]) localStorage.removeItem(key);
}

/** Keeps the signed-in doctor's profile in the client store (sign-in does, after login). */
export function storeDoctor(doctor: Doctor): void {
  localStorage.setItem(DOCTOR_KEY, JSON.stringify(doctor));
}

/** The signed-in doctor's profile as sign-in kept it; empty when there is none (or it is unreadable). */
export function storedDoctor(): Partial<Doctor> {
  try {
    return (JSON.parse(localStorage.getItem(DOCTOR_KEY) ?? "null") as Partial<Doctor> | null) ?? {};
  } catch {
    return {};
  }
}
