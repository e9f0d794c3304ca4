/** Account and profile calls of docs/behaviour/README.md#platform-calls. */
import { badInputMessage, errcodes, errorMessages, profileSchema, validationMessages, type LoginResult } from "@doctor-console/domain";
import { PlatformError, notFound } from "../http/envelope";
import type { Serve } from "../http/route";
import { clearSessionCookie, endSession, setSessionCookie, startSession, verifyPassword } from "../http/session";
import { doctorRow, isSelf, loginResultOf } from "../db/doctors";
import { areaNames, readAreas, readDepartments } from "../db/options";
import { badInput, check } from "../db/util";
import { removeUpload } from "../uploads";
import { ThrottledError, throttleRules } from "../http/throttle";
import { clientAddress } from "../http/transport";
import type { Deps } from "../deps";

/** The throttle key of password attempts: one account from one address (the QR confirm page shares it). */
export const passwordKey = (account: string, address: string) => `password:${account}@${address}`;

/**
 * The throttle of password attempts (the login call and the QR confirm page): wrong passwords
 * are counted for the account from the address, for the address across accounts (spraying) and
 * for the account across addresses (guessing from many). Any of them blocked refuses the attempt
 * with 429 before the password is looked at. See docs/behaviour/sign-in-and-session.md.
 */
export function passwordThrottle(deps: Deps, account: string, address: string) {
  const pair = passwordKey(account, address);
  const fromAddress = `password-from:${address}`;
  const forAccount = `password-for:${account}`;
  return {
    /** Seconds still blocked (0: go ahead). */
    blocked: () => deps.throttle.blockedAny([pair, fromAddress, forAccount]),
    async failed(): Promise<void> {
      await deps.throttle.hit(pair, throttleRules.password);
      await deps.throttle.hit(fromAddress, throttleRules.passwordFromAddress);
      await deps.throttle.hit(forAccount, throttleRules.passwordForAccount);
    },
    /** The right password: the account's counts start again (the address's stays, as a sprayer may own one account). */
    async succeeded(): Promise<void> {
      await deps.throttle.clear(pair);
      await deps.throttle.clear(forAccount);
    },
  };
}

/** Signs the doctor in: one session per doctor, the older console is told at once. */
export async function signIn(deps: Deps, doctorId: number): Promise<{ token: string; result: LoginResult }> {
  const { token, ended } = await startSession(deps.db, doctorId);
  for (const old of ended) await deps.channel.endSession(old, { type: "kicked", code: "kicked" });
  if (ended.length > 0) await deps.audit.write({ doctorId, action: "kick", what: "session", record: `sessions=${ended.length}` });
  const row = await doctorRow(deps.db, doctorId);
  return { token, result: loginResultOf(row!) };
}

export function accountRoutes(serve: Serve): void {
  serve("login", async ({ usersname, password }, { c, deps }) => {
    const attempts = passwordThrottle(deps, usersname, clientAddress(c));
    const blocked = await attempts.blocked();
    if (blocked > 0) throw new ThrottledError(blocked);
    const { rows } = await deps.db.query<{ doctor_id: number; password_hash: string }>(
      "SELECT doctor_id, password_hash FROM doctors WHERE login_name = $1 AND disabled_at IS NULL",
      [usersname],
    );
    const row = rows[0];
    if (!row || !(await verifyPassword(password, row.password_hash))) {
      await attempts.failed();
      if (!row) throw new PlatformError(errcodes.phoneNotRegistered, errorMessages.phoneNotRegistered);
      throw new PlatformError(errcodes.wrongPassword, errorMessages.wrongPassword);
    }
    await attempts.succeeded();
    const { token, result } = await signIn(deps, row.doctor_id);
    setSessionCookie(c, token);
    return result;
  });

  serve("logout", async (_input, { c, deps, sessionId }) => {
    await endSession(deps.db, sessionId);
    // The console's open event streams close with the session.
    await deps.channel.endSession(sessionId);
    clearSessionCookie(c);
    return null;
  });

  serve("getProfile", async (_input, { deps, doctorId }) => {
    const row = await doctorRow(deps.db, doctorId);
    return { doctor: row!.data.doctor };
  });

  serve("getVip", async ({ doctorId: asked }, { deps, doctorId }) => {
    // A doctor sees only their own VIP status.
    if (!(await isSelf(deps.db, doctorId, asked))) throw notFound();
    const row = await doctorRow(deps.db, doctorId);
    return row!.data.vip;
  });

  serve("getVerification", async (_input, { deps, doctorId }) => {
    const row = await doctorRow(deps.db, doctorId);
    const verification = row!.data.verification;
    if (verification.state === -1 && verification.list.length === 0) throw notFound();
    return verification;
  });

  serve("saveProfile", async (input, { deps, doctorId }) => {
    const names = areaNames(await readAreas(deps.db), input.province, input.city, input.county);
    // The region must be a path of the cascader; its names come from there, not from the client.
    if (!names) throw badInput(validationMessages.regionRequired);
    const values = check(profileSchema, { ...input, ...names });
    await deps.db.transaction(async (tx) => {
      const row = (await doctorRow(tx, doctorId))!;
      const current = row.data.doctor;
      let photoUrl = current.photoUrl;
      if (input.photoUrl !== undefined && input.photoUrl !== current.photoUrl) {
        // A new photo must be one this doctor uploaded (forged URLs are refused).
        const { rows } = await tx.query("SELECT 1 FROM uploads WHERE doctor_id = $1 AND (path = $2 OR '/uploads/' || path = $2)", [
          doctorId,
          input.photoUrl,
        ]);
        if (rows.length === 0) throw badInput(badInputMessage("photoUrl"));
        photoUrl = input.photoUrl;
      }
      const doctor = {
        ...current,
        doctorName: values.doctorName,
        sex: values.sex,
        birthDay: values.birthDay,
        photoUrl,
        hospital: values.hospital,
        hospitalLevel: values.hospitalLevel,
        province: values.province,
        city: values.city,
        county: values.county,
        provinceName: values.provinceName,
        cityName: values.cityName,
        countyName: values.countyName,
        department: values.department,
        secondDepartment: values.secondDepartment,
        title: values.title,
        practiceYear: values.practiceYear,
      };
      await tx.query("UPDATE doctors SET data = jsonb_set(data, '{doctor}', $2::jsonb) WHERE doctor_id = $1", [doctorId, JSON.stringify(doctor)]);
    });
    return null;
  });

  serve("deleteVerification", async ({ path }, { deps, doctorId }) => {
    await deps.db.transaction(async (tx) => {
      const row = (await doctorRow(tx, doctorId))!;
      const verification = row.data.verification;
      const list = verification.list.filter((d) => d.paperUrl !== path);
      if (list.length === verification.list.length) throw notFound();
      await tx.query("UPDATE doctors SET data = jsonb_set(data, '{verification}', $2::jsonb) WHERE doctor_id = $1", [
        doctorId,
        JSON.stringify({ ...verification, list }),
      ]);
    });
    // The image is no longer referenced: remove it when it was this doctor's upload.
    await removeUpload(deps, doctorId, path);
    return null;
  });

  serve("getAreas", async (_input, { deps }) => readAreas(deps.db));
  serve("getDepartments", async (_input, { deps }) => readDepartments(deps.db));
}
