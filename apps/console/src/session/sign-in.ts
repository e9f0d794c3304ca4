import { errorMessages, successMessages, type LoginResult } from "@doctor-console/domain";
import { toast } from "@doctor-console/ui/primitives";
import { navigate } from "wouter/use-browser-location";
import type { CallInput } from "@doctor-console/api";
import { api, expectOwnKick } from "../api";
import { doctorQueries, queryClient } from "../data/queries";
import { currentSession, forgetLogin, knownDoctorState, rememberLogin } from "./session";
import { paths } from "../paths";
import { forgetOpenedTabs } from "../shell/use-opened-tabs";

/**
 * Sign-in and sign-out are the session's writes (the data writes are in ../data/mutations.ts):
 * they fill or clear the whole cache instead of refreshing some of its keys. Kept apart from the
 * mutations module so that /login loads no mutation code.
 */

/** Signs in with account and password; a refusal (unknown number, wrong password) is thrown as the api's error. */
export async function signIn(credentials: CallInput<"login">): Promise<void> {
  await completeLogin(await api.account.login(credentials));
}

/**
 * Renews the session in place (a 401 while a form is open), without a reload: the page stays as it
 * is. The doctor's state the console knew (studio, VIP) is kept with the new login, even when
 * every cookie had expired, so that nothing on screen changes; then the platform is asked again
 * (profile, VIP, verification) and the shell follows its answers
 * (see docs/behaviour/sign-in-and-session.md#signing-in-again-in-place).
 */
export async function renewLogin(credentials: CallInput<"login">): Promise<void> {
  expectOwnKick();
  const known = knownDoctorState();
  const result = await api.account.login(credentials);
  rememberLogin(result, String(result.customerId) === currentSession().cookies.customerId ? known : undefined);
  await Promise.all([
    queryClient.fetchQuery({ ...doctorQueries.profile(), staleTime: 0 }),
    queryClient.fetchQuery({ ...doctorQueries.vip(result.customerId), staleTime: 0 }),
    queryClient.fetchQuery({ ...doctorQueries.verification(), staleTime: 0 }),
  ]).catch(() => undefined);
}

/** After a login (password or QR): the spec's cookies, then the doctor's VIP, profile and verification. */
export async function completeLogin(result: LoginResult): Promise<void> {
  rememberLogin(result);
  // Each answer lands in the cookies and in the cache: the shell that opens next reads them there
  // instead of asking again.
  await Promise.all([
    queryClient.fetchQuery(doctorQueries.profile()),
    queryClient.fetchQuery(doctorQueries.vip(result.customerId)),
    queryClient.fetchQuery(doctorQueries.verification()),
  ]);
  toast.success(successMessages.login);
  navigate(paths.home, { replace: true });
}

export async function signOut(): Promise<void> {
  await api.account.logout({}).catch(() => undefined);
  forgetOpenedTabs();
  forgetLogin();
  toast.success(successMessages.logout);
  navigate(paths.login, { replace: true });
}

/** Another device signed in with this account (see docs/behaviour/sign-in-and-session.md#single-device-login: 302 / 417 / kicked): warn and log out. */
export function forcedLogout(): void {
  forgetLogin();
  toast.warning(errorMessages.forcedLogout, { id: "forced-logout", duration: 8000 });
  navigate(paths.login, { replace: true });
}
