import { errorMessages, successMessages, type LoginResult } from "@doctor-console/domain";
import { toast } from "@doctor-console/ui/primitives";
import { navigate } from "wouter/use-browser-location";
import { api } from "../api";
import { storeDoctor } from "./cookies";
import { forgetLogin, rememberDoctor, rememberLogin } from "./session";

/** After a login (password or QR): the spec's cookies, then the doctor's VIP, profile and verification. */
export async function completeLogin(result: LoginResult): Promise<void> {
  rememberLogin(result);
  const [profile, vip, verification] = await Promise.all([
    api.account.getProfile({}),
    api.account.getVip({ doctorId: result.customerId }),
    api.account.getVerification({}),
  ]);
  rememberDoctor({ doctorInfoId: profile.doctor.doctorInfoId, isVip: vip.isVip, vipEndTime: vip.vipEndTime ?? "", state: verification.state });
  storeDoctor(profile.doctor);
  toast.success(successMessages.login);
  navigate("/Home", { replace: true });
}

export async function signOut(): Promise<void> {
  await api.account.logout({}).catch(() => undefined);
  forgetLogin();
  toast.success(successMessages.logout);
  navigate("/login", { replace: true });
}

/** Another device signed in with this account (spec §4: 302 / 417 / kicked): warn and log out. */
export function forcedLogout(): void {
  forgetLogin();
  toast.warning(errorMessages.forcedLogout, { id: "forced-logout", duration: 8000 });
  navigate("/login", { replace: true });
}
