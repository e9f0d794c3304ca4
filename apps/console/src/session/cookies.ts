/**
 * The client-side cookies and store of spec §3. They are the console's view of who is signed in
 * (the real session is the server's httpOnly cookie, which script cannot read).
 */
export const COOKIE_NAMES = [
  "loginName",
  "customerId",
  "yunxinId",
  "yunxinToken",
  "locked",
  "DochospitalId",
  "doctorInfoId",
  "isVip",
  "vipEndTime",
  "state",
] as const;
export type CookieName = (typeof COOKIE_NAMES)[number];
export type SessionCookies = Partial<Record<CookieName, string>>;

/** Spec §9: cookies last 1 day. */
const ONE_DAY_S = 24 * 60 * 60;

export function readCookies(): SessionCookies {
  const out: SessionCookies = {};
  for (const part of document.cookie.split("; ")) {
    const i = part.indexOf("=");
    const name = part.slice(0, i) as CookieName;
    if ((COOKIE_NAMES as readonly string[]).includes(name)) out[name] = decodeURIComponent(part.slice(i + 1));
  }
  return out;
}

export function writeCookies(values: SessionCookies): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${ONE_DAY_S}; path=/; SameSite=Lax`;
  }
}

export function clearCookies(): void {
  for (const name of COOKIE_NAMES) document.cookie = `${name}=; max-age=0; path=/`;
  for (const key of ["loginName", "CustomerId", "medicalData"]) localStorage.removeItem(key);
}

/** "Signed in" as the console sees it: the login cookie is there. */
export const hasLoginCookie = (): boolean => Boolean(readCookies().customerId);
