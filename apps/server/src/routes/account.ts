/** Account and profile calls of spec §7. */
import type { LoginResult } from "@doctor-console/domain";
import { PlatformError } from "../http/envelope";
import type { Serve } from "../http/route";
import { clearSessionCookie, endSession, setSessionCookie, startSession, verifyPassword } from "../http/session";
import { doctorRow, loginResultOf } from "../db/doctors";
import type { Deps } from "../deps";

/** Signs the doctor in: one session per doctor, the older console is told at once. */
export async function signIn(deps: Deps, doctorId: number): Promise<{ token: string; result: LoginResult }> {
  const { token, ended } = await startSession(deps.db, doctorId);
  for (const old of ended) deps.channel.toSession(old, { type: "kicked", code: "kicked" });
  const row = await doctorRow(deps.db, doctorId);
  return { token, result: loginResultOf(row!) };
}

export function accountRoutes(serve: Serve): void {
  serve("login", async ({ usersname, password }, { c, deps }) => {
    const { rows } = await deps.db.query<{ doctor_id: number; password_hash: string }>(
      "SELECT doctor_id, password_hash FROM doctors WHERE login_name = $1",
      [usersname],
    );
    const row = rows[0];
    if (!row) throw new PlatformError(30005, "该手机号尚未注册");
    if (!(await verifyPassword(password, row.password_hash))) throw new PlatformError(30001, "密码错误");
    const { token, result } = await signIn(deps, row.doctor_id);
    setSessionCookie(c, token);
    return result;
  });

  serve("logout", async (_input, { c, deps, sessionToken }) => {
    await endSession(deps.db, sessionToken);
    clearSessionCookie(c);
    return null;
  });

  serve("getProfile", async (_input, { deps, doctorId }) => {
    const row = await doctorRow(deps.db, doctorId);
    return { doctor: row!.data.doctor };
  });

  serve("getVip", async ({ doctorId: asked }, { deps, doctorId }) => {
    // A doctor sees only their own VIP status.
    if (asked !== doctorId) throw new PlatformError(30007, "暂无数据");
    const row = await doctorRow(deps.db, doctorId);
    return row!.data.vip;
  });

  serve("getVerification", async (_input, { deps, doctorId }) => {
    const row = await doctorRow(deps.db, doctorId);
    const verification = row!.data.verification;
    if (verification.state === -1 && verification.list.length === 0) throw new PlatformError(30007, "暂无数据");
    return verification;
  });
}
