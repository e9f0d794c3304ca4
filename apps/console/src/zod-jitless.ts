/**
 * The server's Content-Security-Policy allows no eval, so zod must not try its `new Function`
 * fast path (the attempt alone reports a violation; zod makes it when an object schema is
 * created). zod keeps its configuration on `globalThis.__zod_globalConfig`, shared by every copy
 * of zod, whichever loads first: setting `jitless` there — first thing in main.tsx — needs none of
 * zod's code at start-up (the sign-in page uses no zod: its JavaScript budget), and every page's
 * code may then load beside the shell's instead of after it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
