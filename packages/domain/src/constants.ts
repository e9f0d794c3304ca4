/** Business constants and limits of docs/behaviour/README.md#constants (times in milliseconds). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const DRAFT_AUTOSAVE_MS = 30_000;
export const QR_POLL_MS = 5_000;
export const LOGIN_REDIRECT_MS = 1_000;
/** Cookies last one day. */
export const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
export const SEARCH_DEBOUNCE_MS = 200;
/** The cookie names the console keeps (see docs/behaviour/sign-in-and-session.md#cookies-and-client-store). */
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

/** Clinical plausibility of a nutrition patient: whole years, centimetres, kilograms. */
export const AGE_RANGE = { min: 0, max: 150 } as const;
export const HEIGHT_CM_RANGE = { min: 40, max: 250 } as const;
export const WEIGHT_KG_RANGE = { min: 1, max: 500 } as const;
/** A nutrition product's price in yuan: more than 0, at most this. */
export const PRODUCT_PRICE_MAX = 99_999.99;
