/**
 * The audit trail (docs/deployment.md "Audit trail"): who read or changed which patient record,
 * and every sign-in, sign-out, kick and account change, with when, from where and the request
 * id, in the append-only `audit_log` table (migration 006) that every instance shares.
 *
 * What is recorded is decided here, in one table of the contract's calls (`auditedCalls`), so
 * the route modules stay as they are: the router (http/route.ts) reports each call's outcome,
 * app.ts reports the generated PDFs served. Reads are written in small batches (every 100 ms,
 * or at 200 rows) so a busy list does not wait on a second write; changes, sign-ins and account
 * changes are written before the answer goes out. A hard kill can lose the last batch of reads
 * (at most 100 ms of them); a normal stop (SIGTERM) writes it.
 *
 * Rows older than the retention (180 days) are pruned by the server, hourly; nothing else may
 * update or delete a row (the table's trigger).
 */
import type { Context } from "hono";
import type { CallName } from "@doctor-console/api/contract";
import { errcodes } from "@doctor-console/domain";
import { clientAddress } from "./http/transport";
import type { Db, Queryable } from "./db/store";

export type AuditAction = "read" | "change" | "sign-in" | "sign-in-failed" | "sign-out" | "kick" | "account";

export interface AuditEntry {
  doctorId: number | null;
  /** Who else: the account a failed sign-in named; "operator" for the accounts command. */
  actor?: string | null;
  action: AuditAction;
  what: string;
  record?: string | null;
  address?: string | null;
  requestId?: string | null;
  /** Defaults to now (the database's clock). */
  at?: Date;
}

/** The days rows are kept at least (the trigger refuses to delete younger ones). */
export const AUDIT_RETENTION_DAYS = 180;

/** The calls that touch patient data or sessions, and what each counts as. */
const auditedCalls: Partial<Record<CallName, AuditAction>> = {
  login: "sign-in",
  pollQrLogin: "sign-in",
  logout: "sign-out",
  saveProfile: "account",
  deleteVerification: "account",
  // Orders and their chats.
  listOrders: "read",
  getOrder: "read",
  acceptOrder: "change",
  refuseOrder: "change",
  listChatConversations: "read",
  getChatHistory: "read",
  sendChatMessage: "change",
  uploadChatImage: "change",
  getPatientChatLink: "read",
  // Nutrition: patients, prescriptions (and their PDFs), screening and assessment records.
  listNutritionPrescriptions: "read",
  getNutritionPrescription: "read",
  addNutritionPrescription: "change",
  addNutritionPatient: "change",
  addScreening: "change",
  addEvaluation: "change",
  listScreenings: "read",
  listEvaluations: "read",
  getScreening: "read",
  getEvaluation: "read",
  searchNutritionPatients: "read",
  getNutritionPatientHistory: "read",
  listRescreenDue: "read",
  getScreeningPdf: "read",
  getEvaluationPdf: "read",
  // Diseases are the doctor's patient records' diagnoses.
  addDisease: "change",
  listDiseases: "read",
};

/** Input keys that name the doctor themself, not a record. */
const selfKeys = new Set(["doctorId", "customerId", "hospitalId", "page", "pageSize"]);

/** Which record a call named: its id-like inputs (`payRecordId=12`), or the id an add answered. */
function recordOf(input: unknown, result: unknown): string | null {
  const parts: string[] = [];
  if (input && typeof input === "object") {
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      if (selfKeys.has(key) || !/(Id|Ids|^id|^uuid)$/.test(key)) continue;
      if (typeof value === "number" || (typeof value === "string" && value.length <= 64)) parts.push(`${key}=${value}`);
    }
  }
  if (parts.length === 0 && (typeof result === "number" || typeof result === "string")) parts.push(`id=${String(result).slice(0, 64)}`);
  return parts.length > 0 ? parts.join("&") : null;
}

export class AuditLog {
  private pending: AuditEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Records a call's outcome (http/route.ts); `failure`: the error it answered (failed sign-ins and reads that found nothing are kept). */
  async call(c: Context, name: CallName, who: { doctorId: number }, input: unknown, result: unknown, failure?: { errcode: number }): Promise<void> {
    const action = auditedCalls[name];
    if (!action) return;
    if (failure) {
      // A read that found nothing (30007) still looked; bad input never reached the data, and a refused change changed nothing.
      if (action === "read" && failure.errcode === errcodes.notFound) {
        return this.queue({ ...this.from(c), doctorId: who.doctorId || null, action, what: name, record: recordOf(input, null) });
      }
      if (action !== "sign-in" || name !== "login") return;
      const account = (input as { usersname?: unknown } | null)?.usersname;
      await this.write({ ...this.from(c), doctorId: null, actor: typeof account === "string" ? account.slice(0, 32) : null, action: "sign-in-failed", what: name });
      return;
    }
    if (action === "sign-in") {
      const doctorId = (result as { customerId?: unknown } | null)?.customerId;
      // pollQrLogin answers nothing until the code is confirmed.
      if (typeof doctorId !== "number") return;
      await this.write({ ...this.from(c), doctorId, action, what: name });
      return;
    }
    const entry: AuditEntry = { ...this.from(c), doctorId: who.doctorId || null, action, what: name, record: recordOf(input, result) };
    if (action === "read") this.queue(entry);
    else await this.write(entry);
  }

  /** Where a request came from, and its id. */
  from(c: Context): Pick<AuditEntry, "address" | "requestId"> {
    return { address: clientAddress(c), requestId: c.get("requestId") ?? null };
  }

  /** Writes one entry now. */
  async write(entry: AuditEntry, db: Queryable = this.db): Promise<void> {
    await insert(db, [entry]);
  }

  /** Queues a read; written within 100 ms. */
  queue(entry: AuditEntry): void {
    this.pending.push({ ...entry, at: entry.at ?? new Date() });
    if (this.pending.length >= 200) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), 100);
  }

  /** Writes what is queued (also at stop). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return this.flushing;
    this.flushing = this.flushing.then(() => insert(this.db, batch)).catch((error) => console.error("audit:", error instanceof Error ? error.message : error));
    return this.flushing;
  }

  /** Deletes rows past the retention (the only deletion the table's trigger lets through); answers how many. */
  async prune(): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.query("SELECT set_config('doctor_console.audit_prune', 'on', true)");
      const { affectedRows } = await tx.query("DELETE FROM audit_log WHERE at < now() - make_interval(days => $1)", [AUDIT_RETENTION_DAYS]);
      return affectedRows;
    });
  }
}

/** What a client typed, as PostgreSQL text can hold it (a NUL byte is refused by the database, and the row with it). */
const text = (value: string | null | undefined): string | null => (typeof value === "string" ? value.replaceAll("\0", "") : (value ?? null));

/**
 * One statement for any number of rows, its text always the same: the rows travel as one array
 * per column (unnest). A VALUES list of the batch's size was a new statement text for each size,
 * parsed and planned again every 100 ms on a busy server.
 */
const INSERT_ROWS = `INSERT INTO audit_log (at, doctor_id, actor, action, what, record, address, request_id)
  SELECT coalesce(at, now()), doctor_id, actor, action, what, record, address, request_id
  FROM unnest($1::timestamptz[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
    AS t (at, doctor_id, actor, action, what, record, address, request_id)`;

async function insert(db: Queryable, entries: AuditEntry[]): Promise<void> {
  await db.query(INSERT_ROWS, [
    // As text: an array of dates is not a type either driver writes for an array parameter.
    entries.map((e) => e.at?.toISOString() ?? null),
    entries.map((e) => e.doctorId),
    entries.map((e) => text(e.actor)),
    entries.map((e) => e.action),
    entries.map((e) => e.what),
    entries.map((e) => text(e.record)),
    entries.map((e) => text(e.address)),
    entries.map((e) => text(e.requestId)),
  ]);
}

/** One exported row: JSON lines of `pnpm audit-log export`. */
export interface AuditRow {
  id: number;
  at: string;
  doctorId: number | null;
  account: string | null;
  actor: string | null;
  action: AuditAction;
  what: string;
  record: string | null;
  address: string | null;
  requestId: string | null;
}

/**
 * The rows since `since`, oldest first, of one doctor when `account` (a mobile) is given: their
 * own rows and the failed sign-ins that named their account.
 */
export async function* auditRows(db: Queryable, since: Date, account?: string): AsyncGenerator<AuditRow> {
  let after = 0;
  for (;;) {
    const { rows } = await db.query<{
      id: string;
      at: Date;
      doctor_id: number | null;
      login_name: string | null;
      actor: string | null;
      action: AuditAction;
      what: string;
      record: string | null;
      address: string | null;
      request_id: string | null;
    }>(
      `SELECT a.id, a.at, a.doctor_id, d.login_name, a.actor, a.action, a.what, a.record, a.address, a.request_id
       FROM audit_log a LEFT JOIN doctors d ON d.doctor_id = a.doctor_id
       WHERE a.at >= $1 AND a.id > $2 AND ($3::text IS NULL OR d.login_name = $3 OR (a.doctor_id IS NULL AND a.actor = $3))
       ORDER BY a.id LIMIT 1000`,
      [since, after, account ?? null],
    );
    for (const r of rows) {
      yield {
        id: Number(r.id),
        at: new Date(r.at).toISOString(),
        doctorId: r.doctor_id,
        account: r.login_name,
        actor: r.actor,
        action: r.action,
        what: r.what,
        record: r.record,
        address: r.address,
        requestId: r.request_id,
      };
    }
    if (rows.length < 1000) return;
    after = Number(rows.at(-1)!.id);
  }
}
