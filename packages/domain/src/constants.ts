/** Business constants and limits of spec §9 (times in milliseconds). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const DRAFT_AUTOSAVE_MS = 30_000;
export const QR_POLL_MS = 5_000;
export const LOGIN_REDIRECT_MS = 1_000;
/** Cookies last one day. */
export const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
export const SEARCH_DEBOUNCE_MS = 200;
/** The cookie names the console keeps (spec §3). */
export const cookieNames = [
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
export type CookieName = (typeof cookieNames)[number];
