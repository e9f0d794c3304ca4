/**
 * Nutrition calls of docs/behaviour/README.md#platform-calls: the hospital's product library, nutrition prescriptions (stock checked
 * and taken in one transaction, a PDF per prescription), NRS-2002 screenings and PG-SGA evaluations
 * scored with domain's scoring.
 */
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import {
  canIssueNutritionPrescription,
  errorMessages,
  isScreeningDue,
  nrs2002Result,
  nrsAgeScopes,
  nrsIllnessStates,
  nrsNutritionStates,
  pgsgaElseIllness,
  pgsgaRecommendation,
  pgsgaSingleChoices,
  pgsgaSymptoms,
  nextScreening,
  platformDateTime,
  newProductSchema,
  nrs2002Total,
  nrsAssessmentSchema,
  nrsPatientSchema,
  nutritionBasicInfoSchema,
  parsePlatformDate,
  pgsgaAssessmentSchema,
  pgsgaTotal,
  serverMessages,
  type Hospital,
  type NextScreeningInfo,
  type NourishmentSummary,
  type NutritionPatient,
  type NutritionPatientHistory,
  type NutritionPrescriptionPoint,
  type NutritionScorePoint,
  type NutritionPrescription,
  type NutritionProduct,
  type PgSgaAnswers,
  type PgSgaExamFields,
  type PgSgaRecord,
  type RescreenDueEntry,
  type ScoredRecord,
  type ScreeningRecord,
} from "@doctor-console/domain";
import { notFound } from "../http/envelope";
import type { Serve } from "../http/route";
import type { Deps } from "../deps";
import { doctorRow, isSelf, type DoctorRow } from "../db/doctors";
import type { Queryable } from "../db/rows";
import { badInput, check, containsPattern, listPage, refuse } from "../db/util";
import { newPrescriptionPdfUrl, writePrescriptionPdf, writeRecordSheetPdf, type RecordSheet } from "../pdf";
import { claimFile } from "../uploads";
import { searchLibrary } from "../product-libraries";

type ProductData = Omit<NutritionProduct, "nourishmentId" | "hospitalId">;
type PatientData = Omit<NutritionPatient, "nutritionPatientId">;
type ScreeningData = Pick<ScreeningRecord, "illnessStates" | "nutritionState" | "ageScope" | "totalScore" | "createDate">;
type EvaluationData = Omit<PgSgaRecord, "evaluateId" | keyof NutritionPatient> & Pick<NutritionPatient, "totalScore" | "createDate">;
type PrescriptionData = Omit<NutritionPrescription, "nutritionPrescriptionId">;

/** Screening and evaluation details: the pages show the errmsg of errcode 1 (see docs/behaviour/errors.md#error-catalogue). */
const recordNotFound = () => refuse(serverMessages.recordNotFound);
const patientNotFound = () => refuse(serverMessages.patientNotFound);
const noLibrary = () => refuse(errorMessages.noProductLibrary);

interface Workplace {
  doctor: DoctorRow;
  hospital: Hospital;
}

async function workplace(db: Queryable, doctorId: number): Promise<Workplace> {
  // One round trip: the doctor's row and their hospital's.
  const { rows } = await db.query<DoctorRow & { hospital: Omit<Hospital, "hospitalId"> }>(
    `SELECT d.doctor_id, d.login_name, d.hospital_id, d.data, h.data AS hospital
     FROM doctors d JOIN hospitals h ON h.hospital_id = d.hospital_id WHERE d.doctor_id = $1`,
    [doctorId],
  );
  const { hospital, ...doctor } = rows[0]!;
  return { doctor, hospital: { ...hospital, hospitalId: doctor.hospital_id } };
}

/** The doctor's hospital, which must be the one asked about and must have a product library. */
async function library(db: Queryable, doctorId: number, askedHospitalId?: number): Promise<Workplace> {
  const place = await workplace(db, doctorId);
  if (askedHospitalId !== undefined && askedHospitalId !== place.hospital.hospitalId) throw notFound();
  if (!canIssueNutritionPrescription(place.hospital)) throw noLibrary();
  return place;
}

const productOf = (row: { nourishment_id: number; hospital_id: number; data: ProductData }): NutritionProduct => ({
  ...row.data,
  nourishmentId: row.nourishment_id,
  hospitalId: row.hospital_id,
});

/** The doctor's electronic signature, from their verification documents. */
const signatureOf = (doctor: DoctorRow) => doctor.data.verification.list.find((d) => d.type === "signCertificate")?.paperUrl ?? "";

/** An optional `yyyy-MM-dd` date field. */
function optionalDate(value: string, label: string): string {
  if (value === "") return "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || parsePlatformDate(value) === null) throw badInput(serverMessages.badDate(label));
  return value;
}

async function ownPatient(db: Queryable, doctorId: number, patientId: number): Promise<PatientData | undefined> {
  const { rows } = await db.query<{ data: PatientData }>("SELECT data FROM nutrition_patients WHERE id = $1 AND doctor_id = $2", [patientId, doctorId]);
  return rows[0]?.data;
}

/** Removes a generated PDF whose prescription was not stored. */
async function discardPdf(deps: Deps, url: string): Promise<void> {
  const relative = url.replace(/^\/uploads\//, "");
  if (relative === url || relative.includes("..")) return;
  await rm(join(deps.filesDir, relative), { force: true });
}

export function nutritionRoutes(serve: Serve): void {
  // ---- product library

  serve("listProducts", async ({ page, hospitalId }, { deps, doctorId }) => {
    await library(deps.db, doctorId, hospitalId);
    return listPage(
      deps.db,
      { columns: "nourishment_id, hospital_id, data", from: "products WHERE hospital_id = $1", orderBy: "nourishment_id DESC" },
      [hospitalId],
      page,
      productOf,
    );
  });

  serve("searchProducts", async ({ nourishmentName, hospitalId }, { deps, doctorId }) => {
    // The hospital's library as kept for a few seconds (product-libraries.ts): the picker searches
    // as the doctor types, and a search is a third of the calls of a busy day.
    const library = await deps.libraries.ofDoctor(deps.db, doctorId);
    if (!library || library.hospital.hospitalId !== hospitalId) throw notFound();
    if (!canIssueNutritionPrescription(library.hospital)) throw noLibrary();
    return searchLibrary(library, nourishmentName.trim());
  });

  serve("getProduct", async ({ nourishmentId }, { deps, doctorId }) => {
    const { hospital } = await library(deps.db, doctorId);
    const { rows } = await deps.db.query<{ nourishment_id: number; hospital_id: number; data: ProductData }>(
      "SELECT nourishment_id, hospital_id, data FROM products WHERE nourishment_id = $1 AND hospital_id = $2",
      [nourishmentId, hospital.hospitalId],
    );
    if (!rows[0]) throw notFound();
    return productOf(rows[0]);
  });

  serve("addProduct", async (input, { deps, doctorId }) => {
    const values = check(newProductSchema, input);
    const added = await deps.db.transaction(async (tx) => {
      const { hospital } = await library(tx, doctorId);
      const { rows: same } = await tx.query("SELECT 1 FROM products WHERE hospital_id = $1 AND data->>'nourishmentName' = $2", [
        hospital.hospitalId,
        values.nourishmentName,
      ]);
      if (same.length > 0) throw refuse(serverMessages.productExists);
      const data: ProductData = {
        nourishmentName: values.nourishmentName,
        price: values.price,
        specification: values.specification,
        unit: values.specification,
        // The form has no stock field: a new product starts with a working stock.
        repertory: 100,
        supplierName: "",
        preparationsType: "",
        manufacturer: "",
        productionPermitCode: "",
        executiveStandard: "",
        expirationDate: "",
        supplyPrice: 0,
        nutritionalCharacteristics: "",
        suitablePerson: "",
        useTheDosage: "",
        attention: "",
      };
      const { rows } = await tx.query<{ nourishment_id: number }>(
        "INSERT INTO products (hospital_id, data) VALUES ($1, $2) RETURNING nourishment_id",
        [hospital.hospitalId, data],
      );
      return { id: rows[0]!.nourishment_id, hospitalId: hospital.hospitalId };
    });
    // Once committed: a search kept before it would miss the product.
    deps.libraries.drop(added.hospitalId);
    return added.id;
  });

  // ---- nutrition prescriptions

  serve("getPrescriptionHeader", async ({ customerId }, { deps, doctorId }) => {
    if (!(await isSelf(deps.db, doctorId, customerId))) throw notFound();
    const { doctor, hospital } = await workplace(deps.db, doctorId);
    return {
      hospitalName: hospital.hospitalName,
      department: doctor.data.doctor.department,
      doctorName: doctor.data.doctor.doctorName,
      doctorSignCertificate: signatureOf(doctor),
    };
  });

  serve("listNutritionPrescriptions", async ({ customerId, page }, { deps, doctorId }) => {
    if (!(await isSelf(deps.db, doctorId, customerId))) throw notFound();
    const result = await listPage(
      deps.db,
      { columns: "id, data", from: "nutrition_prescriptions WHERE doctor_id = $1", orderBy: "data->>'createDate' DESC, id DESC" },
      [doctorId],
      page,
      (r: { id: number; data: PrescriptionData }): NutritionPrescription => ({ ...r.data, nutritionPrescriptionId: r.id }),
    );
    // Each row names its nutrition patient (the same name and phone), so the list links to the 营养档案.
    const known = await latestPatientIds(deps.db, doctorId, result.list.map((p) => ({ phone: p.patientPhone, name: p.patientName })));
    return { ...result, list: result.list.map((p) => withPatientId(p, known.get(personKey(p.patientPhone, p.patientName)))) };
  });

  serve("getNutritionPrescription", async ({ id }, { deps, doctorId }) => {
    const { rows } = await deps.db.query<{ id: number; data: PrescriptionData }>(
      "SELECT id, data FROM nutrition_prescriptions WHERE id = $1 AND doctor_id = $2",
      [id, doctorId],
    );
    if (!rows[0]) throw notFound();
    return { ...rows[0].data, nutritionPrescriptionId: rows[0].id };
  });

  serve("addNutritionPrescription", async (input, { deps, doctorId }) => {
    const patient = check(nutritionBasicInfoSchema, input);
    const { doctor, hospital } = await library(deps.db, doctorId);

    // The same product on several lines counts once against its stock.
    const wanted = new Map<number, number>();
    for (const line of input.nourishmentList) wanted.set(line.NourishmentCode, (wanted.get(line.NourishmentCode) ?? 0) + line.quantity);
    const { rows } = await deps.db.query<{ nourishment_id: number; hospital_id: number; data: ProductData }>(
      "SELECT nourishment_id, hospital_id, data FROM products WHERE hospital_id = $1 AND nourishment_id = ANY($2::int[])",
      [hospital.hospitalId, [...wanted.keys()]],
    );
    const products = new Map(rows.map((r) => [r.nourishment_id, productOf(r)]));
    const shortOf = (p: NutritionProduct) => refuse(serverMessages.outOfStock(p.nourishmentName, p.repertory, p.unit || p.specification));
    for (const [code, quantity] of wanted) {
      const product = products.get(code);
      if (!product) throw refuse(serverMessages.productMissing);
      if (quantity > product.repertory) throw shortOf(product);
    }

    // The id first, so the PDF exists before the record that points at it.
    const { rows: next } = await deps.db.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('nutrition_prescriptions', 'id'))::int AS id");
    const nutritionPrescriptionId = next[0]!.id;
    const nourishmentsl: NourishmentSummary[] = input.nourishmentList.map((line) => ({
      nourishmentName: products.get(line.NourishmentCode)!.nourishmentName,
      nourishmentCount: line.quantity,
      useTheDosage: line.useTheDosage,
    }));
    const prescription: NutritionPrescription = {
      nutritionPrescriptionId,
      createDate: platformDateTime(deps.now()),
      patientName: patient.patientName,
      sex: patient.sex,
      age: patient.age,
      patientPhone: patient.patientPhone,
      hospitalizationCode: patient.hospitalizationCode,
      bedNumber: patient.bedNumber,
      hospitalName: hospital.hospitalName,
      department: doctor.data.doctor.department,
      doctorName: doctor.data.doctor.doctorName,
      doctorSignCertificate: signatureOf(doctor),
      pdf: newPrescriptionPdfUrl(),
      nourishmentList: input.nourishmentList.map((l) => ({ NourishmentCode: l.NourishmentCode, quantity: l.quantity, useTheDosage: l.useTheDosage })),
      nourishmentsl,
    };
    await writePrescriptionPdf(deps, prescription);

    try {
      await deps.db.transaction(async (tx) => {
        for (const [code, quantity] of wanted) {
          // Taken only while enough is left: two prescriptions racing for the last units cannot both win.
          const { rows: taken } = await tx.query(
            `UPDATE products SET data = jsonb_set(data, '{repertory}', to_jsonb((data->>'repertory')::int - $2::int))
             WHERE nourishment_id = $1 AND hospital_id = $3 AND (data->>'repertory')::int >= $2::int RETURNING nourishment_id`,
            [code, quantity, hospital.hospitalId],
          );
          if (taken.length === 0) throw shortOf(products.get(code)!);
        }
        const { nutritionPrescriptionId: _id, ...data } = prescription;
        await tx.query("INSERT INTO nutrition_prescriptions (id, doctor_id, data) VALUES ($1, $2, $3)", [nutritionPrescriptionId, doctorId, data]);
        // The PDF is the doctor's: served to them alone (uploads.ts).
        await claimFile(tx, doctorId, prescription.pdf);
      });
    } catch (error) {
      await discardPdf(deps, prescription.pdf);
      throw error;
    }
    // The stock it took, once committed: the next search reads the library again.
    deps.libraries.drop(hospital.hospitalId);
    return nutritionPrescriptionId;
  });

  // ---- nutrition patients, NRS-2002 screenings, PG-SGA evaluations

  serve("addNutritionPatient", async (input, { deps, doctorId }) => {
    if (!(await isSelf(deps.db, doctorId, input.doctorId))) throw notFound();
    const values = check(nrsPatientSchema, input);
    const doctor = (await doctorRow(deps.db, doctorId))!;
    const data: PatientData = {
      npName: values.npName,
      npAge: values.npAge,
      npSex: values.npSex,
      npPhone: values.npPhone,
      npHeight: values.npHeight,
      npWeight: values.npWeight,
      npAdmissionNumber: values.npAdmissionNumber,
      npBedNumber: values.npBedNumber,
      npDisease: values.npDisease,
      hospitalizedDate: optionalDate(values.hospitalizedDate, serverMessages.admissionDate),
      surgeryDate: optionalDate(values.surgeryDate, serverMessages.surgeryDate),
      createDate: platformDateTime(deps.now()),
      doctorName: doctor.data.doctor.doctorName,
      totalScore: 0,
    };
    const { rows } = await deps.db.query<{ id: number }>("INSERT INTO nutrition_patients (doctor_id, data) VALUES ($1, $2) RETURNING id", [doctorId, data]);
    return rows[0]!.id;
  });

  serve("addScreening", async (input, { deps, doctorId }) => {
    const answers = check(nrsAssessmentSchema, input);
    const totalScore = nrs2002Total(answers);
    await deps.db.transaction(async (tx) => {
      if (!(await ownPatient(tx, doctorId, input.nutritionPatientId))) throw patientNotFound();
      const data: ScreeningData = { ...answers, totalScore, createDate: platformDateTime(deps.now()) };
      await tx.query("INSERT INTO screenings (doctor_id, patient_id, data) VALUES ($1, $2, $3)", [doctorId, input.nutritionPatientId, data]);
      await tx.query("UPDATE nutrition_patients SET data = jsonb_set(data, '{totalScore}', to_jsonb($2::int)) WHERE id = $1", [
        input.nutritionPatientId,
        totalScore,
      ]);
    });
    return { totalScore };
  });

  serve("addEvaluation", async (input, { deps, doctorId }) => {
    // The schema admits only the enumerated values (its output type is wider than that).
    const answers = check(pgsgaAssessmentSchema, input) as unknown as PgSgaAnswers & PgSgaExamFields;
    const totalScore = pgsgaTotal(answers);
    await deps.db.transaction(async (tx) => {
      if (!(await ownPatient(tx, doctorId, input.nutritionPatientId))) throw patientNotFound();
      const data: EvaluationData = { ...answers, totalScore, createDate: platformDateTime(deps.now()) };
      await tx.query("INSERT INTO evaluations (doctor_id, patient_id, data) VALUES ($1, $2, $3)", [doctorId, input.nutritionPatientId, data]);
      await tx.query("UPDATE nutrition_patients SET data = jsonb_set(data, '{totalScore}', to_jsonb($2::int)) WHERE id = $1", [
        input.nutritionPatientId,
        totalScore,
      ]);
    });
    return { totalScore };
  });

  serve("listScreenings", async ({ doctorId: asked, page }, { deps, doctorId }) => {
    if (!(await isSelf(deps.db, doctorId, asked))) throw notFound();
    return recordPage<ScreeningRecord>(deps, "screenings", "screeningId", doctorId, page);
  });

  serve("listEvaluations", async ({ doctorId: asked, page }, { deps, doctorId }) => {
    if (!(await isSelf(deps.db, doctorId, asked))) throw notFound();
    return recordPage<PgSgaRecord>(deps, "evaluations", "evaluateId", doctorId, page);
  });

  serve("getScreening", async ({ id }, { deps, doctorId }) => {
    const record = await recordOf<ScreeningRecord>(deps.db, "screenings", "screeningId", doctorId, id);
    if (!record) throw recordNotFound();
    return record;
  });

  serve("getEvaluation", async ({ id }, { deps, doctorId }) => {
    const record = await recordOf<PgSgaRecord>(deps.db, "evaluations", "evaluateId", doctorId, id);
    if (!record) throw recordNotFound();
    return record;
  });

  // ---- the sheets' PDFs (下载打印; see docs/behaviour/nutrition.md#details-and-downloads)

  serve("getScreeningPdf", async ({ id }, { deps, doctorId }) => {
    const r = await recordOf<ScreeningRecord>(deps.db, "screenings", "screeningId", doctorId, id);
    if (!r) throw recordNotFound();
    const label = (options: readonly { value: string | number; label: string }[], value: unknown) => options.find((o) => o.value === value)?.label ?? "";
    return sheetPdf(deps, doctorId, "screening", {
      title: "NRS-2002 营养风险筛查表",
      numberLabel: "筛查编号",
      id,
      patient: r,
      answers: [
        ["疾病严重程度", (r.illnessStates ?? []).map((v) => label(nrsIllnessStates, v)).join("；")],
        ["营养状态受损", label(nrsNutritionStates, Number(r.nutritionState))],
        ["年龄", label(nrsAgeScopes, Number(r.ageScope))],
      ],
      totalLabel: "NRS-2002 总评分",
      total: r.totalScore,
      conclusion: nrs2002Result(r.totalScore).text,
      doctorName: r.doctorName,
      createDate: r.createDate,
    });
  });

  serve("getEvaluationPdf", async ({ id }, { deps, doctorId }) => {
    const r = await recordOf<PgSgaRecord>(deps.db, "evaluations", "evaluateId", doctorId, id);
    if (!r) throw recordNotFound();
    const one = (field: keyof typeof pgsgaSingleChoices) => pgsgaSingleChoices[field].find((o) => o.value === r[field])?.label ?? "";
    const many = (options: readonly { value: string; label: string }[], values: readonly string[] | undefined) =>
      (values ?? []).map((v) => options.find((o) => o.value === v)?.label ?? "").filter(Boolean).join("；");
    const band = pgsgaRecommendation(r.totalScore);
    return sheetPdf(deps, doctorId, "evaluation", {
      title: "PG-SGA 患者主观整体评估表",
      numberLabel: "评估编号",
      id,
      patient: r,
      answers: [
        ["体重下降", one("weightLost")],
        ["近2周内体重变化", one("weightState")],
        ["进食量", one("mealIntake")],
        ["目前进食", one("currentFeed")],
        ["影响进食的症状", many(pgsgaSymptoms, r.eatIssueSymptoms) + (r.achePart ? `（疼痛部位：${r.achePart}）` : "")],
        ["活动和身体功能", one("activity")],
        ["疾病或情况", many(pgsgaElseIllness, r.elseIllness) || "无"],
        ["应激状态", one("stressState")],
        ["肌肉、脂肪及体液消耗", one("eyesAxunge")],
      ],
      totalLabel: "PG-SGA 总评分",
      total: r.totalScore,
      conclusion: band ? `${band.range}：${band.text}` : "",
      doctorName: r.doctorName,
      createDate: r.createDate,
    });
  });

  // ---- nutrition over time (extensions of the contract; see docs/behaviour/nutrition.md#nutrition-over-time)

  serve("searchNutritionPatients", async ({ keyword }, { deps, doctorId }) => {
    const q = keyword.trim();
    if (q === "") return [];
    // One row per person (the same name and phone): the latest record of them, whose fields are the freshest.
    const { rows } = await deps.db.query<{ id: number; data: PatientData }>(
      `SELECT * FROM (
         SELECT DISTINCT ON (data->>'npPhone', data->>'npName') id, data FROM nutrition_patients
         WHERE doctor_id = $1 AND (data->>'npName' ILIKE $2 OR data->>'npPhone' LIKE $2)
         ORDER BY data->>'npPhone', data->>'npName', data->>'createDate' DESC, id DESC
       ) p ORDER BY data->>'createDate' DESC, id DESC LIMIT 20`,
      [doctorId, containsPattern(q)],
    );
    return rows.map((r) => ({ ...r.data, nutritionPatientId: r.id }));
  });

  serve("getNutritionPatientHistory", async ({ nutritionPatientId }, { deps, doctorId }) => {
    const asked = await ownPatient(deps.db, doctorId, nutritionPatientId);
    if (!asked) throw recordNotFound();
    const people = await scoredPatients(deps.db, doctorId, { phone: asked.npPhone, name: asked.npName });
    const person = people[0]!;
    const { rows } = await deps.db.query<{ id: number; create_date: string; nourishmentsl: NourishmentSummary[] }>(
      `SELECT id, data->>'createDate' AS create_date, data->'nourishmentsl' AS nourishmentsl FROM nutrition_prescriptions
       WHERE doctor_id = $1 AND data->>'patientPhone' = $2 AND data->>'patientName' = $3 ORDER BY data->>'createDate', id`,
      [doctorId, asked.npPhone, asked.npName],
    );
    const prescriptions: NutritionPrescriptionPoint[] = rows.map((r) => ({ nutritionPrescriptionId: r.id, createDate: r.create_date, nourishmentsl: r.nourishmentsl ?? [] }));
    const history: NutritionPatientHistory = {
      patient: person.patient,
      screenings: person.screenings,
      evaluations: person.evaluations,
      prescriptions,
      next: nextOf(person, deps.now()),
    };
    return history;
  });

  serve("listRescreenDue", async (_input, { deps, doctorId }) => {
    const now = deps.now();
    const list: RescreenDueEntry[] = (await scoredPatients(deps.db, doctorId))
      .map((person) => ({ patient: person.patient, next: nextOf(person, now) }))
      .filter((entry) => entry.next.due)
      .sort((a, b) => a.next.dueDate.localeCompare(b.next.dueDate) || a.patient.createDate.localeCompare(b.patient.createDate));
    return { total: list.length, list };
  });
}

/** A person of the doctor's: every record made of the same name and phone, with their scores. */
interface ScoredPerson {
  /** The latest record of them. */
  patient: NutritionPatient;
  screenings: NutritionScorePoint[];
  evaluations: NutritionScorePoint[];
}

const personKey = (phone: string, name: string) => `${phone}\u0000${name}`;
const byDate = (a: NutritionScorePoint, b: NutritionScorePoint) => a.createDate.localeCompare(b.createDate) || a.id - b.id;

/** The doctor's people (optionally only the one of this name and phone), the most recently recorded first. */
async function scoredPatients(db: Queryable, doctorId: number, only?: { phone: string; name: string }): Promise<ScoredPerson[]> {
  const score = (table: RecordTable) =>
    `COALESCE((SELECT json_agg(json_build_object('id', r.id, 'createDate', r.data->>'createDate', 'totalScore', (r.data->>'totalScore')::int))
       FROM ${table} r WHERE r.patient_id = p.id), '[]'::json)`;
  const { rows } = await db.query<{ id: number; data: PatientData; screenings: NutritionScorePoint[]; evaluations: NutritionScorePoint[] }>(
    `SELECT p.id, p.data, ${score("screenings")} AS screenings, ${score("evaluations")} AS evaluations
     FROM nutrition_patients p WHERE p.doctor_id = $1 ${only ? "AND p.data->>'npPhone' = $2 AND p.data->>'npName' = $3" : ""}
     ORDER BY p.data->>'createDate' DESC, p.id DESC`,
    only ? [doctorId, only.phone, only.name] : [doctorId],
  );
  const people = new Map<string, ScoredPerson>();
  for (const row of rows) {
    const key = personKey(row.data.npPhone, row.data.npName);
    let person = people.get(key);
    if (!person) {
      person = { patient: { ...row.data, nutritionPatientId: row.id }, screenings: [], evaluations: [] };
      people.set(key, person);
    }
    person.screenings.push(...row.screenings);
    person.evaluations.push(...row.evaluations);
  }
  for (const person of people.values()) {
    person.screenings.sort(byDate);
    person.evaluations.sort(byDate);
  }
  return [...people.values()];
}

function nextOf(person: ScoredPerson, now: Date): NextScreeningInfo {
  const records: ScoredRecord[] = [
    ...person.screenings.map((s) => ({ kind: "nrs2002" as const, createDate: s.createDate, totalScore: s.totalScore })),
    ...person.evaluations.map((e) => ({ kind: "pgsga" as const, createDate: e.createDate, totalScore: e.totalScore })),
  ];
  const next = nextScreening(records, person.patient.createDate);
  return { kind: next.kind, dueDate: next.dueDate, reason: next.reason, due: isScreeningDue(next, now) };
}

/** The latest nutrition patient id of each name and phone asked about. */
async function latestPatientIds(db: Queryable, doctorId: number, people: { phone: string; name: string }[]): Promise<Map<string, number>> {
  if (people.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; phone: string; name: string }>(
    `SELECT DISTINCT ON (data->>'npPhone', data->>'npName') id, data->>'npPhone' AS phone, data->>'npName' AS name FROM nutrition_patients
     WHERE doctor_id = $1 AND data->>'npPhone' = ANY($2::text[])
     ORDER BY data->>'npPhone', data->>'npName', data->>'createDate' DESC, id DESC`,
    [doctorId, [...new Set(people.map((p) => p.phone))]],
  );
  return new Map(rows.map((r) => [personKey(r.phone, r.name), r.id]));
}

const withPatientId = (p: NutritionPrescription, nutritionPatientId: number | undefined): NutritionPrescription =>
  nutritionPatientId === undefined ? p : { ...p, nutritionPatientId };

type RecordTable = "screenings" | "evaluations";
interface RecordRow {
  id: number;
  patient_id: number;
  record: Record<string, unknown>;
  patient: PatientData;
}

/** A record joined with its patient: the patient's fields, then the record's (its score and date win). */
const joined = <T>(row: RecordRow, idField: string): T =>
  ({ ...row.patient, nutritionPatientId: row.patient_id, ...row.record, [idField]: row.id }) as T;

async function recordOf<T>(db: Queryable, table: RecordTable, idField: string, doctorId: number, id: number): Promise<T | undefined> {
  const { rows } = await db.query<RecordRow>(
    `SELECT r.id, r.patient_id, r.data AS record, p.data AS patient FROM ${table} r JOIN nutrition_patients p ON p.id = r.patient_id
     WHERE r.id = $1 AND r.doctor_id = $2`,
    [id, doctorId],
  );
  return rows[0] ? joined<T>(rows[0], idField) : undefined;
}

async function recordPage<T>(deps: Deps, table: RecordTable, idField: string, doctorId: number, page: number) {
  return listPage(
    deps.db,
    {
      columns: "r.id, r.patient_id, r.data AS record, p.data AS patient",
      from: `${table} r JOIN nutrition_patients p ON p.id = r.patient_id WHERE r.doctor_id = $1`,
      orderBy: "r.data->>'createDate' DESC, r.id DESC",
    },
    [doctorId],
    page,
    (r: RecordRow) => joined<T & NutritionPatient>(r, idField),
  );
}

/**
 * A record sheet's PDF, made once and served to its doctor alone (uploads.ts): its name is not a
 * counter, so no one collects sheets by counting.
 */
async function sheetPdf(deps: Deps, doctorId: number, kind: "screening" | "evaluation", sheet: RecordSheet): Promise<{ pdf: string }> {
  const name = createHash("sha256").update(`${kind}:${sheet.id}:${sheet.createDate}:${doctorId}`).digest("hex").slice(0, 32);
  // The served PDF names are 32 hex digits (uploads.ts), as the prescriptions' are.
  const pdf = `/uploads/pdf/${name}.pdf`;
  await writeRecordSheetPdf(deps, pdf, sheet);
  await claimFile(deps.db, doctorId, pdf);
  return { pdf };
}
