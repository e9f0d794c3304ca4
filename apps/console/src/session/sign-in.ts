import { errorMessages, successMessages, type LoginResult } from "@doctor-console/domain";
import { toast } from "@doctor-console/ui/primitives";
import { navigate } from "wouter/use-browser-location";
import { api } from "../api";
import { doctorQueries, queryClient } from "../data/queries";
import { forgetLogin, rememberLogin } from "./session";
import { paths } from "../paths";

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
  forgetLogin();
  toast.success(successMessages.logout);
  navigate(paths.login, { replace: true });
}

/** Another device signed in with this account (spec §4: 302 / 417 / kicked): warn and log out. */
export function forcedLogout(): void {
  forgetLogin();
  toast.warning(errorMessages.forcedLogout, { id: "forced-logout", duration: 8000 });
  navigate(paths.login, { replace: true });
}
