/** The sign-in page's path, apart from ./paths.ts: the entry needs only this one, so /login loads no other path (docs/performance.md). */
export const loginPath = "/login";
