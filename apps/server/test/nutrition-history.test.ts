/** Nutrition over time: choosing a known patient (search), a patient's history (营养档案) and the 待复筛 list. */
import { beforeAll, describe, expect, it } from "vitest";
import type { CallInput } from "@doctor-console/api";
import type { NrsAssessmentAnswers, PgSgaAnswers } from "@doctor-console/domain";
import { accounts, TODAY, useHarness, type Browser } from "./harness";

const h = useHarness();
let zhang: Browser;
let li: Browser;

beforeAll(async () => {
  zhang = h.browser();
  li = h.browser();
  await zhang.signInAs(accounts.verified);
  await li.signInAs(accounts.unverified);
});

const person = (overrides: Partial<CallInput<"addNutritionPatient">> = {}): CallInput<"addNutritionPatient"> => ({
  doctorId: 1001,
  npName: "吴丽华",
  npAge: 74,
  npSex: "0",
  npPhone: "13788990011",
  npHeight: 160,
  npWeight: 50,
  npAdmissionNumber: "ZY7788",
  npBedNumber: "7床",
  npDisease: "结肠癌",
  hospitalizedDate: "2026-11-15",
  surgeryDate: "",
  ...overrides,
});
const lowRisk: NrsAssessmentAnswers = { illnessStates: ["illnessStateA"], nutritionState: 0, ageScope: 1 }; // 2
const atRisk: NrsAssessmentAnswers = { illnessStates: ["illnessStateB"], nutritionState: 2, ageScope: 1 }; // 5
const wellNourished: PgSgaAnswers = {
  weightLost: "0",
  weightState: "0",
  mealIntake: "0",
  currentFeed: "1",
  eatIssueSymptoms: ["eatIssueSymptomA"],
  achePart: "",
  activity: "A",
  elseIllness: [],
  stressState: "0",
  eyesAxunge: "0",
}; // 1
const at = (iso: string) => h.setNow(new Date(iso));

describe("search for a known nutrition patient", () => {
  it("finds the doctor's patients by part of the name or of the phone, one row per person (the latest record)", async () => {
    at("2026-11-19T09:00:00+08:00");
    await zhang.client.nutrition.addNutritionPatient(person({ npPhone: "13500001111", npName: "欧阳明", npWeight: 70 }));
    at("2026-11-20T09:00:00+08:00");
    const latest = await zhang.client.nutrition.addNutritionPatient(person({ npPhone: "13500001111", npName: "欧阳明", npWeight: 68 }));
    at(TODAY.toISOString());

    const byName = await zhang.client.nutrition.searchNutritionPatients({ keyword: "欧阳" });
    expect(byName).toHaveLength(1);
    expect(byName[0]).toMatchObject({ nutritionPatientId: latest, npWeight: 68, npPhone: "13500001111" });
    expect((await zhang.client.nutrition.searchNutritionPatients({ keyword: "00001" })).map((p) => p.nutritionPatientId)).toEqual([latest]);
    expect(await zhang.client.nutrition.searchNutritionPatients({ keyword: "没有这个人" })).toEqual([]);
  });

  it("treats % and _ as text, and shows nothing of another doctor's", async () => {
    expect(await zhang.client.nutrition.searchNutritionPatients({ keyword: "%" })).toEqual([]);
    expect(await zhang.client.nutrition.searchNutritionPatients({ keyword: "_" })).toEqual([]);
    expect(await li.client.nutrition.searchNutritionPatients({ keyword: "欧阳" })).toEqual([]);
  });
});

describe("a patient's history (营养档案)", () => {
  it("gathers every screening, assessment and prescription of the same name and phone, oldest first, with the next screening", async () => {
    at("2026-11-10T09:00:00+08:00");
    const first = await zhang.client.nutrition.addNutritionPatient(person());
    await zhang.client.nutrition.addScreening({ nutritionPatientId: first, ...lowRisk });

    let history = await zhang.client.nutrition.getNutritionPatientHistory({ nutritionPatientId: first });
    expect(history.screenings.map((s) => [s.createDate, s.totalScore])).toEqual([["2026-11-10 09:00:00", 2]]);
    // NRS-2002 below 3: weekly.
    expect(history.next).toMatchObject({ kind: "nrs2002", dueDate: "2026-11-17", due: false });

    at("2026-11-17T08:00:00+08:00");
    expect((await zhang.client.nutrition.getNutritionPatientHistory({ nutritionPatientId: first })).next.due).toBe(true);
    // The same person again a week later (chosen in the form, their weight typed anew): a second record of them.
    const second = await zhang.client.nutrition.addNutritionPatient(person({ npWeight: 47 }));
    await zhang.client.nutrition.addScreening({ nutritionPatientId: second, ...atRisk });
    at("2026-11-17T10:00:00+08:00");
    await zhang.client.nutrition.addEvaluation({ nutritionPatientId: second, ...wellNourished });
    at("2026-11-18T10:00:00+08:00");
    const rx = await zhang.client.nutrition.addNutritionPrescription({
      patientName: "吴丽华",
      sex: 0,
      age: 74,
      patientPhone: "13788990011",
      hospitalizationCode: "ZY7788",
      bedNumber: "7床",
      nourishmentList: [{ NourishmentCode: 1, quantity: 1, useTheDosage: "每日1次" }],
    });
    // Another person of the same phone (a relative) is someone else.
    await zhang.client.nutrition.addNutritionPatient(person({ npName: "吴建平" }));

    history = await zhang.client.nutrition.getNutritionPatientHistory({ nutritionPatientId: first });
    expect(history.patient).toMatchObject({ nutritionPatientId: second, npWeight: 47 });
    expect(history.screenings.map((s) => s.totalScore)).toEqual([2, 5]);
    expect(history.evaluations.map((e) => [e.createDate, e.totalScore])).toEqual([["2026-11-17 10:00:00", 1]]);
    expect(history.prescriptions.map((p) => p.nutritionPrescriptionId)).toEqual([rx]);
    expect(history.prescriptions[0]!.nourishmentsl[0]).toMatchObject({ nourishmentCount: 1, useTheDosage: "每日1次" });
    // The PG-SGA of 1 decides: re-assess in four weeks.
    expect(history.next).toMatchObject({ kind: "pgsga", dueDate: "2026-12-15", due: false });
    // Asked by the later record: the same history.
    expect(await zhang.client.nutrition.getNutritionPatientHistory({ nutritionPatientId: second })).toEqual(history);

    // The prescription row names the patient, so the list links to the history.
    const { list } = await zhang.client.nutrition.listNutritionPrescriptions({ customerId: 1001, page: 1 });
    expect(list.find((p) => p.nutritionPrescriptionId === rx)?.nutritionPatientId).toBe(second);
    at(TODAY.toISOString());
  });

  it("answers errcode 1 (记录不存在) for a patient that is not the doctor's", async () => {
    await expect(li.client.nutrition.getNutritionPatientHistory({ nutritionPatientId: 1 })).rejects.toMatchObject({ errcode: 1, message: "记录不存在" });
    await expect(zhang.client.nutrition.getNutritionPatientHistory({ nutritionPatientId: 99999 })).rejects.toMatchObject({ errcode: 1 });
  });
});

describe("the 待复筛 list", () => {
  it("lists the demo's patients due on the pinned today, earliest due first", async () => {
    at(TODAY.toISOString());
    const due = await zhang.client.nutrition.listRescreenDue({});
    const names = due.list.map((e) => e.patient.npName);
    // NRS-2002 ≥ 3 (PG-SGA due at once): 黄志强, 陈秀英, 马玉珍; PG-SGA ≥ 9 three days on: 何建军.
    expect(names).toEqual(expect.arrayContaining(["黄志强", "陈秀英", "马玉珍", "何建军"]));
    // NRS-2002 1 then PG-SGA 3 (two weeks), PG-SGA 1 (four weeks), PG-SGA 8 (a week, 4 days ago), no score (a week, 3 days ago).
    for (const notDue of ["刘建国", "孙立伟", "郑雅琴", "周桂兰"]) expect(names).not.toContain(notDue);
    expect(due.total).toBe(due.list.length);
    const dates = due.list.map((e) => e.next.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(due.list.find((e) => e.patient.npName === "黄志强")?.next).toMatchObject({ kind: "pgsga", due: true });
  });

  it("a patient enters the list when due and leaves it once screened", async () => {
    at("2026-11-21T10:00:00+08:00");
    const id = await zhang.client.nutrition.addNutritionPatient(person({ npName: "冯晓东", npPhone: "13811112222" }));
    await zhang.client.nutrition.addScreening({ nutritionPatientId: id, ...lowRisk });
    const names = async () => (await zhang.client.nutrition.listRescreenDue({})).list.map((e) => e.patient.npName);
    expect(await names()).not.toContain("冯晓东");
    at("2026-11-28T08:00:00+08:00");
    expect(await names()).toContain("冯晓东");
    // Screened again (at risk now): the PG-SGA is due at once; after it (score 1) they leave the list.
    const again = await zhang.client.nutrition.addNutritionPatient(person({ npName: "冯晓东", npPhone: "13811112222" }));
    await zhang.client.nutrition.addScreening({ nutritionPatientId: again, ...atRisk });
    expect(await names()).toContain("冯晓东");
    await zhang.client.nutrition.addEvaluation({ nutritionPatientId: again, ...wellNourished });
    expect(await names()).not.toContain("冯晓东");
    at(TODAY.toISOString());
  });

  it("is empty for a doctor with no nutrition patients", async () => {
    expect(await li.client.nutrition.listRescreenDue({})).toEqual({ total: 0, list: [] });
  });
});

describe("the sheets' PDFs (下载打印)", () => {
  const text = (bytes: ArrayBuffer) => Buffer.from(bytes).toString("latin1");

  it("makes the NRS-2002 sheet's PDF once, served to its doctor alone", async () => {
    const { pdf } = await zhang.client.nutrition.getScreeningPdf({ id: 1 });
    const res = await zhang.fetch(`http://localhost${pdf}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    const body = text(await res.arrayBuffer());
    expect(body.startsWith("%PDF-")).toBe(true);
    expect((await zhang.client.nutrition.getScreeningPdf({ id: 1 })).pdf).toBe(pdf);
    expect((await li.fetch(`http://localhost${pdf}`)).status).not.toBe(200);
  });

  it("makes the PG-SGA sheet's PDF; a record of another doctor's is 记录不存在", async () => {
    const { pdf } = await zhang.client.nutrition.getEvaluationPdf({ id: 4 });
    const res = await zhang.fetch(`http://localhost${pdf}`);
    expect(res.status).toBe(200);
    expect(text(await res.arrayBuffer()).startsWith("%PDF-")).toBe(true);
    await expect(li.client.nutrition.getEvaluationPdf({ id: 4 })).rejects.toMatchObject({ errcode: 1, message: "记录不存在" });
    await expect(zhang.client.nutrition.getEvaluationPdf({ id: 99999 })).rejects.toMatchObject({ errcode: 1 });
  });
});
