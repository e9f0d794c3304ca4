/**
 * What signing in needs beyond the page it shows: the api client, its error class and the session's
 * writes (which fill the cache of server state). /login asks for this module once the browser is
 * idle or the doctor focuses the form, and awaits it on submit: see ./load-sign-in.ts.
 */
export { ApiError } from "@doctor-console/api";
export { api } from "../../api";
export { completeLogin, signIn } from "../../session/sign-in";
