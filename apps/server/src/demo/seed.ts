/**
 * First-start demo data: the domain's fixtures (`createFixtures(today)`) written into an empty
 * database, in one transaction, with the fixtures' own ids (so links in the demo data hold).
 * The files the data references (`/uploads/demo/…`, the prescriptions' PDFs) are written by
 * `ensureDemoFiles` (files.ts), which the caller runs after this, at every start.
 */
import { pgsgaExamFields, type PgSgaExamField } from "@doctor-console/domain";
import { createFixtures, type Fixtures } from "@doctor-console/domain/fixtures";
import { hashPassword } from "../http/session";
import { newPrescriptionPdfUrl } from "../pdf";
import { claimGeneratedFiles } from "../uploads";
import { seedDemoChat } from "./chat";
import type { DoctorData } from "../db/doctors";
import { SCHEMA_LOCK } from "../db/migrate";
import { metaKeys } from "../db/options";
import { insertArticle, insertComment, insertOrder, syncSequences, type Queryable } from "../db/rows";
import type { Db } from "../db/store";

/** The demo logins main.ts prints (password doctor123). */
export const demoAccounts: { account: string; description: string }[] = [
  { account: "13800138000", description: "张明远 · 已认证，VIP 一年，医院有营养品库，各列表各状态均有数据" },
  { account: "13800138001", description: "李静怡 · 未认证，VIP 已过期，医院无营养品库" },
  { account: "13800138002", description: "王振华 · 认证审核中，从未开通 VIP" },
];

/**
 * The reference data every database needs, demo or not: the cascaders (areas, departments), the
 * article categories and the platform's article tags. Written where missing, at every start;
 * what is there is left as it is.
 */
export async function ensureReferenceData(db: Db, today: Date): Promise<void> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM meta WHERE key = ANY($1)", [Object.values(metaKeys)]);
  if (rows[0]!.n === Object.values(metaKeys).length) return;
  const data = createFixtures(today);
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    for (const [key, value] of [
      [metaKeys.areas, data.areas],
      [metaKeys.departments, data.departments],
      [metaKeys.categories, data.categories],
    ] as const) {
      await tx.query("INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, JSON.stringify(value)]);
    }
    for (const { tagId, ...tag } of data.tags) {
      await tx.query("INSERT INTO tags (tag_id, doctor_id, data) VALUES ($1, NULL, $2) ON CONFLICT (tag_id) DO NOTHING", [tagId, tag]);
    }
  });
}

const noDoctors = async (db: Queryable) => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM doctors")).rows[0]!.n === 0;

/**
 * Seeds the demo data when the database has no doctor yet. Answers whether it seeded. Several
 * servers starting together on one PostgreSQL: one seeds (under the schema lock), the others
 * find the doctors there.
 */
export async function seedIfEmpty(db: Db, today: Date): Promise<boolean> {
  if (!(await noDoctors(db))) return false;
  const data = createFixtures(today);
  // Hash outside the transaction: scrypt is slow and the transaction holds the database.
  const hashes = new Map<string, string>();
  for (const account of data.accounts) if (!hashes.has(account.password)) hashes.set(account.password, await hashPassword(account.password));
  const seeded = await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    if (!(await noDoctors(tx))) return false;
    await writeFixtures(tx, data, hashes);
    return true;
  });
  if (seeded) await seedDemoChat(db);
  return seeded;
}

async function writeFixtures(tx: Queryable, data: Fixtures, hashes: Map<string, string>): Promise<void> {
  for (const [key, value] of [
    [metaKeys.areas, data.areas],
    [metaKeys.departments, data.departments],
    [metaKeys.categories, data.categories],
  ] as const) {
    await tx.query("INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [key, JSON.stringify(value)]);
  }
  for (const { hospitalId, ...hospital } of data.hospitals) {
    await tx.query("INSERT INTO hospitals (hospital_id, data) VALUES ($1, $2)", [hospitalId, hospital]);
  }
  for (const a of data.accounts) {
    const doctorData: DoctorData = {
      doctor: a.doctor,
      vip: a.vip,
      verification: a.verification,
      yunxinId: a.login.yunxinId,
      yunxinToken: a.login.yunxinToken,
      locked: a.login.locked,
    };
    await tx.query("INSERT INTO doctors (doctor_id, login_name, password_hash, hospital_id, data) VALUES ($1, $2, $3, $4, $5)", [
      a.customerId,
      a.loginName,
      hashes.get(a.password)!,
      a.hospitalId,
      doctorData,
    ]);
  }
  // Platform tags (no owner): every doctor may choose them.
  for (const { tagId, ...tag } of data.tags) {
    await tx.query("INSERT INTO tags (tag_id, doctor_id, data) VALUES ($1, NULL, $2) ON CONFLICT (tag_id) DO NOTHING", [tagId, tag]);
  }
  for (const { customerId, articleId, ...article } of data.articles) await insertArticle(tx, customerId, article, articleId);
  for (const { customerId, commentId, ...comment } of data.comments) await insertComment(tx, customerId, comment, commentId);
  for (const { customerId, diseaseId, ...disease } of data.diseases) {
    await tx.query("INSERT INTO diseases (disease_id, doctor_id, data) VALUES ($1, $2, $3)", [diseaseId, customerId, disease]);
  }
  for (const { customerId, payRecordId, ...order } of data.orders) await insertOrder(tx, customerId, order, payRecordId);
  for (const { nourishmentId, hospitalId, ...product } of data.products) {
    await tx.query("INSERT INTO products (nourishment_id, hospital_id, data) VALUES ($1, $2, $3)", [nourishmentId, hospitalId, product]);
  }
  for (const { customerId, nutritionPrescriptionId, ...prescription } of data.nutritionPrescriptions) {
    // The PDF is the server's own file (files.ts writes it), private to the doctor: its URL is ours.
    const record = { ...prescription, pdf: newPrescriptionPdfUrl() };
    await tx.query("INSERT INTO nutrition_prescriptions (id, doctor_id, data) VALUES ($1, $2, $3)", [nutritionPrescriptionId, customerId, record]);
  }
  for (const { customerId, nutritionPatientId, ...patient } of data.nutritionPatients) {
    await tx.query("INSERT INTO nutrition_patients (id, doctor_id, data) VALUES ($1, $2, $3)", [nutritionPatientId, customerId, patient]);
  }
  for (const s of data.screenings) {
    const record = { illnessStates: s.illnessStates, nutritionState: s.nutritionState, ageScope: s.ageScope, totalScore: s.totalScore, createDate: s.createDate };
    await tx.query("INSERT INTO screenings (id, doctor_id, patient_id, data) VALUES ($1, $2, $3, $4)", [s.screeningId, s.customerId, s.nutritionPatientId, record]);
  }
  for (const r of data.pgsgaRecords) {
    const record = {
      weightLost: r.weightLost,
      weightState: r.weightState,
      mealIntake: r.mealIntake,
      currentFeed: r.currentFeed,
      eatIssueSymptoms: r.eatIssueSymptoms,
      achePart: r.achePart,
      activity: r.activity,
      elseIllness: r.elseIllness,
      stressState: r.stressState,
      eyesAxunge: r.eyesAxunge,
      ...examFields(r),
      totalScore: r.totalScore,
      createDate: r.createDate,
    };
    await tx.query("INSERT INTO evaluations (id, doctor_id, patient_id, data) VALUES ($1, $2, $3, $4)", [r.evaluateId, r.customerId, r.nutritionPatientId, record]);
  }
  await syncSequences(tx);
  // The PDFs and demo files of these rows are their doctors' (uploads.ts serves them so).
  await claimGeneratedFiles(tx);
}


function examFields(record: Partial<Record<PgSgaExamField, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of pgsgaExamFields) if (typeof record[k] === "string") out[k] = record[k];
  return out;
}
