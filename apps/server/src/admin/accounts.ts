/**
 * The operator's account commands (`pnpm accounts …`, cli.ts; docs/deployment.md "Accounts"):
 * add a doctor, list them, disable one (their sessions end at once, on every instance), reset a
 * password (their sessions end too). Each is written to the audit trail as the operator's.
 * Passwords come from standard input, never from the command line, and are never logged.
 */
import { emptyDoctor, type Doctor } from "@doctor-console/domain";
import type { AuditLog } from "../audit";
import type { DoctorData } from "../db/doctors";
import { SCHEMA_LOCK } from "../db/migrate";
import type { Db, Queryable } from "../db/store";
import { hashPassword } from "../http/session";
import type { Channel } from "../realtime";

/** What the commands need: the database, the channel that ends sessions, the audit trail. */
export interface AdminContext {
  db: Db;
  channel: Channel;
  audit: AuditLog;
}

export class AdminError extends Error {}

const MOBILE = /^1\d{10}$/;
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 64;

function checkMobile(account: string): void {
  if (!MOBILE.test(account)) throw new AdminError(`account must be a mobile number of 11 digits starting with 1, got ${JSON.stringify(account)}`);
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) throw new AdminError(`the password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
}

export interface NewAccount {
  account: string;
  name: string;
  hospital?: string;
  department?: string;
  password: string;
}

export interface AccountSummary {
  account: string;
  doctorId: number;
  name: string;
  hospital: string;
  department: string;
  disabled: boolean;
}

const operator = (action: string, doctorId: number | null, account: string) => ({
  doctorId,
  actor: "operator",
  action: "account" as const,
  what: action,
  record: `account=${account}`,
});

/** The hospital of that name (made when missing: no product library until one is added). */
async function hospitalId(tx: Queryable, name: string): Promise<number> {
  const { rows } = await tx.query<{ hospital_id: number }>("SELECT hospital_id FROM hospitals WHERE data->>'hospitalName' = $1 ORDER BY hospital_id LIMIT 1", [name]);
  if (rows[0]) return rows[0].hospital_id;
  const next = (await tx.query<{ id: number }>("SELECT coalesce(max(hospital_id), 0) + 1 AS id FROM hospitals")).rows[0]!.id;
  await tx.query("INSERT INTO hospitals (hospital_id, data) VALUES ($1, $2)", [next, { hospitalName: name, hasProductLibrary: false }]);
  return next;
}

export async function addAccount(ctx: AdminContext, input: NewAccount): Promise<AccountSummary> {
  checkMobile(input.account);
  const name = input.name.trim();
  if (!name || name.length > 32) throw new AdminError("--name is required (at most 32 characters)");
  checkPassword(input.password);
  const hospital = (input.hospital ?? "").trim();
  const department = (input.department ?? "").trim();
  const hash = await hashPassword(input.password);
  const doctorId = await ctx.db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    const taken = await tx.query("SELECT 1 FROM doctors WHERE login_name = $1", [input.account]);
    if (taken.rows.length > 0) throw new AdminError(`account ${input.account} exists already`);
    const ids = (
      await tx.query<{ doctor_id: number; info_id: number }>(
        "SELECT greatest(coalesce(max(doctor_id), 1000), 1000) + 1 AS doctor_id, coalesce(max((data->'doctor'->>'doctorInfoId')::int), 0) + 1 AS info_id FROM doctors",
      )
    ).rows[0]!;
    // A new doctor's profile: empty but for what the operator gave (see docs/behaviour/personal-data.md).
    const doctor: Doctor = { ...emptyDoctor, doctorInfoId: ids.info_id, doctorName: name, hospital, department };
    const data: DoctorData = {
      doctor,
      vip: { isVip: false, vipEndTime: null },
      verification: { state: -1, reason: "", list: [] },
      yunxinId: `doc${ids.doctor_id}`,
      yunxinToken: "",
      locked: 0,
    } as DoctorData;
    await tx.query("INSERT INTO doctors (doctor_id, login_name, password_hash, hospital_id, data) VALUES ($1, $2, $3, $4, $5)", [
      ids.doctor_id,
      input.account,
      hash,
      await hospitalId(tx, hospital),
      data,
    ]);
    await ctx.audit.write(operator("accounts.add", ids.doctor_id, input.account), tx);
    return ids.doctor_id;
  });
  return { account: input.account, doctorId, name, hospital, department, disabled: false };
}

export async function listAccounts(ctx: Pick<AdminContext, "db">): Promise<AccountSummary[]> {
  const { rows } = await ctx.db.query<{ login_name: string; doctor_id: number; data: DoctorData; disabled: boolean }>(
    "SELECT login_name, doctor_id, data, disabled_at IS NOT NULL AS disabled FROM doctors ORDER BY doctor_id",
  );
  return rows.map((r) => ({
    account: r.login_name,
    doctorId: r.doctor_id,
    name: r.data.doctor.doctorName,
    hospital: r.data.doctor.hospital,
    department: r.data.doctor.department,
    disabled: r.disabled,
  }));
}

/** Ends every session of the doctor: their consoles hear it now (every instance) and sign-in is asked again. */
async function endSessions(ctx: AdminContext, tx: Queryable, doctorId: number): Promise<string[]> {
  const { rows } = await tx.query<{ token_hash: string }>("DELETE FROM sessions WHERE doctor_id = $1 RETURNING token_hash", [doctorId]);
  return rows.map((r) => r.token_hash);
}

async function doctorOf(tx: Queryable, account: string): Promise<number> {
  checkMobile(account);
  const { rows } = await tx.query<{ doctor_id: number }>("SELECT doctor_id FROM doctors WHERE login_name = $1", [account]);
  if (!rows[0]) throw new AdminError(`no account ${account}`);
  return rows[0].doctor_id;
}

export async function disableAccount(ctx: AdminContext, account: string): Promise<{ sessionsEnded: number }> {
  const ended = await ctx.db.transaction(async (tx) => {
    const doctorId = await doctorOf(tx, account);
    await tx.query("UPDATE doctors SET disabled_at = coalesce(disabled_at, now()) WHERE doctor_id = $1", [doctorId]);
    const sessions = await endSessions(ctx, tx, doctorId);
    await ctx.audit.write(operator("accounts.disable", doctorId, account), tx);
    if (sessions.length > 0) await ctx.audit.write({ doctorId, actor: "operator", action: "kick", what: "accounts.disable", record: `sessions=${sessions.length}` }, tx);
    return sessions;
  });
  for (const sessionId of ended) await ctx.channel.endSession(sessionId);
  return { sessionsEnded: ended.length };
}

/** Enables a disabled account again. */
export async function enableAccount(ctx: AdminContext, account: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const doctorId = await doctorOf(tx, account);
    await tx.query("UPDATE doctors SET disabled_at = NULL WHERE doctor_id = $1", [doctorId]);
    await ctx.audit.write(operator("accounts.enable", doctorId, account), tx);
  });
}

export async function resetPassword(ctx: AdminContext, account: string, password: string): Promise<{ sessionsEnded: number }> {
  checkPassword(password);
  const hash = await hashPassword(password);
  const ended = await ctx.db.transaction(async (tx) => {
    const doctorId = await doctorOf(tx, account);
    await tx.query("UPDATE doctors SET password_hash = $2 WHERE doctor_id = $1", [doctorId, hash]);
    const sessions = await endSessions(ctx, tx, doctorId);
    await ctx.audit.write(operator("accounts.reset-password", doctorId, account), tx);
    return sessions;
  });
  for (const sessionId of ended) await ctx.channel.endSession(sessionId);
  // Wrong-password counters of the account start over with the new password.
  await ctx.db.query("DELETE FROM throttle WHERE key LIKE $1", [`password:${account}@%`]).catch(() => undefined);
  return { sessionsEnded: ended.length };
}
