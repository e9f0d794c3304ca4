/**
 * The server's Content-Security-Policy allows no eval, so zod must not try its `new Function`
 * fast path (the attempt alone reports a violation). Imported by the shell, which loads before any
 * page that validates with zod; the sign-in page uses no zod (its JavaScript budget).
 */
import { config } from "zod/v4/core";

config({ jitless: true });
