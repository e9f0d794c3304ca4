/** Nutrition: the product library, prescriptions with stock, NRS-2002 and PG-SGA scored by domain. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { CallInput } from "@doctor-console/api";
import { errorMessages, nrs2002Total, pgsgaTotal, type NrsAssessmentAnswers, type PgSgaAnswers } from "@doctor-console/domain";
import { accounts, useHarness, type Browser } from "./harness";

const h = useHarness();
let zhang: Browser;
let li: Browser;
let wang: Browser;

beforeAll(async () => {
  zhang = h.browser();
  li = h.browser();
  wang = h.browser();
  await zhang.signInAs(accounts.verified);
  await li.signInAs(accounts.unverified);
  await wang.signInAs(accounts.reviewing);
});

const pdfFiles = () => {
  const dir = join(h.filesDir, "pdf");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const stock = async (id: number) => (await zhang.client.nutrition.getProduct({ nourishmentId: id })).repertory;
const prescription = (lines: [code: number, quantity: number][], overrides: Partial<CallInput<"addNutritionPrescription">> = {}) => ({
  patientName: "赵四",
  sex: 1 as const,
  age: 66,
  patientPhone: "13912345678",
  hospitalizationCode: "ZY1",
  bedNumber: "1床",
  nourishmentList: lines.map(([NourishmentCode, quantity]) => ({ NourishmentCode, quantity, useTheDosage: "每日2次" })),
  ...overrides,
});

describe("product library", () => {
  it("lists the hospital's products, shared by its doctors", async () => {
    const zhangs = await zhang.client.nutrition.listProducts({ page: 1, hospitalId: 1 });
    expect(zhangs).toMatchObject({ pageSize: 10, total: 10 });
    expect(await wang.client.nutrition.listProducts({ page: 1, hospitalId: 1 })).toEqual(zhangs);
  });

  it("answers errcode 1 with the spec's message for a hospital without a library", async () => {
    const message = "您所在的医院暂无营养品库,请联系医院管理员添加";
    expect(errorMessages.noProductLibrary).toBe(message);
    await expect(li.client.nutrition.listProducts({ page: 1, hospitalId: 2 })).rejects.toMatchObject({ errcode: 1, message });
    await expect(li.client.nutrition.searchProducts({ nourishmentName: "粉", hospitalId: 2 })).rejects.toMatchObject({ errcode: 1, message });
    await expect(li.client.nutrition.addProduct({ nourishmentName: "新品", price: 1, specification: "袋" })).rejects.toMatchObject({ errcode: 1, message });
    await expect(li.client.nutrition.addNutritionPrescription(prescription([[1, 1]]))).rejects.toMatchObject({ errcode: 1, message });
  });

  it("answers 30007 for another hospital's library or product", async () => {
    // 30007: the client shows an empty list (the row's noData), and no product travels.
    expect(await zhang.client.nutrition.listProducts({ page: 1, hospitalId: 2 })).toEqual({ list: [], pageSize: 10, total: 0 });
    expect((await zhang.raw("/getnourishments?page=1&hospitalId=2")).body).toEqual({ errcode: 30007, errmsg: "暂无数据", result: null });
    await expect(zhang.client.nutrition.getProduct({ nourishmentId: 9999 })).rejects.toMatchObject({ errcode: 30007 });
  });

  it("searches names that contain the text, in the doctor's hospital", async () => {
    const found = await zhang.client.nutrition.searchProducts({ nourishmentName: "营养", hospitalId: 1 });
    expect(found.length).toBeGreaterThan(2);
    expect(found.every((p) => p.nourishmentName.includes("营养"))).toBe(true);
    expect(found.every((p) => p.hospitalId === 1)).toBe(true);
    // In name order, as the picker lists them.
    const names = found.map((p) => p.nourishmentName);
    expect(names).toEqual([...names].sort());
    expect(found.map((p) => p.nourishmentName)).toEqual(
      (await zhang.client.nutrition.listProducts({ page: 1, hospitalId: 1 })).list
        .map((p) => p.nourishmentName)
        .filter((name) => name.includes("营养"))
        .sort(),
    );
    expect(await zhang.client.nutrition.searchProducts({ nourishmentName: "%", hospitalId: 1 })).toEqual([]);
    expect(await zhang.client.nutrition.searchProducts({ nourishmentName: "粉", hospitalId: 2 })).toEqual([]);
    expect((await zhang.raw(`/docnutrition/getnourishmentlist?nourishmentName=${encodeURIComponent("粉")}&hospitalId=2`)).body).toMatchObject({
      errcode: 30007,
      result: null,
    });
  });

  it("answers a product with its stock", async () => {
    expect(await zhang.client.nutrition.getProduct({ nourishmentId: 8 })).toMatchObject({ nourishmentName: "肠内营养乳剂（TPF）", repertory: 3 });
  });

  it("adds a product with domain's rules; a duplicate name is refused", async () => {
    const id = await zhang.client.nutrition.addProduct({ nourishmentName: "  蛋白棒  ", price: 8.8, specification: "盒" });
    expect(await zhang.client.nutrition.getProduct({ nourishmentId: id })).toMatchObject({ nourishmentName: "蛋白棒", price: 8.8, specification: "盒" });
    expect((await zhang.client.nutrition.listProducts({ page: 1, hospitalId: 1 })).total).toBe(11);
    await expect(zhang.client.nutrition.addProduct({ nourishmentName: "蛋白棒", price: 1, specification: "盒" })).rejects.toMatchObject({
      errcode: 1,
      message: "该营养品已存在",
    });
    await expect(zhang.client.nutrition.addProduct({ nourishmentName: " ", price: 1, specification: "盒" })).rejects.toMatchObject({
      message: "名称不能为空",
    });
  });
});

describe("product search from the kept library", () => {
  const searchStock = async (name: string) => (await zhang.client.nutrition.searchProducts({ nourishmentName: name, hospitalId: 1 })).find((p) => p.nourishmentName === name)?.repertory;

  it("finds a product added a moment after a search, and another doctor of the hospital does too", async () => {
    expect(await zhang.client.nutrition.searchProducts({ nourishmentName: "燕麦", hospitalId: 1 })).toEqual([]);
    await zhang.client.nutrition.addProduct({ nourishmentName: "燕麦蛋白饮", price: 6, specification: "瓶" });
    expect((await zhang.client.nutrition.searchProducts({ nourishmentName: "燕麦", hospitalId: 1 })).map((p) => p.nourishmentName)).toEqual(["燕麦蛋白饮"]);
    expect((await wang.client.nutrition.searchProducts({ nourishmentName: "燕麦", hospitalId: 1 })).map((p) => p.nourishmentName)).toEqual(["燕麦蛋白饮"]);
  });

  it("shows the stock a prescription took at once, and letters in either case", async () => {
    const id = await zhang.client.nutrition.addProduct({ nourishmentName: "低脂配方 LF", price: 9, specification: "袋" });
    const before = await searchStock("低脂配方 LF");
    expect(before).toBeGreaterThan(0);
    await zhang.client.nutrition.addNutritionPrescription(prescription([[id, 2]]));
    expect(await searchStock("低脂配方 LF")).toBe(before! - 2);
    expect((await zhang.client.nutrition.searchProducts({ nourishmentName: "lf", hospitalId: 1 })).map((p) => p.nourishmentName)).toEqual(["低脂配方 LF"]);
  });
});

describe("nutrition prescriptions", () => {
  it("answers the header: hospital, department, doctor, signature", async () => {
    expect(await zhang.client.nutrition.getPrescriptionHeader({ customerId: 1001 })).toEqual({
      hospitalName: "北京康宁中医医院",
      department: "中医内科",
      doctorName: "张明远",
      doctorSignCertificate: "/uploads/demo/zhang-signCertificate.png",
    });
  });

  it("issues a prescription: stock taken, the record stored with names and a served PDF", async () => {
    const [one, six] = [await stock(1), await stock(6)];
    const id = await zhang.client.nutrition.addNutritionPrescription(prescription([[1, 10], [6, 2], [1, 5]]));
    expect([await stock(1), await stock(6)]).toEqual([one - 15, six - 2]);
    const record = await zhang.client.nutrition.getNutritionPrescription({ id });
    expect(record).toMatchObject({
      nutritionPrescriptionId: id,
      createDate: "2026-11-21 10:00:00",
      patientName: "赵四",
      sex: 1,
      hospitalName: "北京康宁中医医院",
      doctorName: "张明远",
    });
    // A random name: no one collects PDFs by counting.
    expect(record.pdf).toMatch(/^\/uploads\/pdf\/[0-9a-f]{32}\.pdf$/);
    expect(record.nourishmentsl.map((l) => [l.nourishmentName, l.nourishmentCount])).toEqual([
      ["全营养配方粉（成人型）", 10],
      ["口服营养补充液", 2],
      ["全营养配方粉（成人型）", 5],
    ]);
    const file = join(h.filesDir, record.pdf.replace(/^\/uploads\//, ""));
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    // Served to its doctor only.
    expect((await zhang.fetch(`http://localhost${record.pdf}`)).status).toBe(200);
    expect((await wang.fetch(`http://localhost${record.pdf}`)).status).not.toBe(200);
    expect((await zhang.client.nutrition.listNutritionPrescriptions({ customerId: 1001, page: 1 })).list[0]!.nutritionPrescriptionId).toBe(id);
  });

  it("refuses more than the stock (库存不足), also summed over lines, and stores nothing", async () => {
    expect(await stock(8)).toBe(3);
    const before = await h.digest();
    const pdfs = pdfFiles();
    for (const lines of [[[8, 4]], [[8, 2], [8, 2]]] as [number, number][][]) {
      const error = await zhang.client.nutrition.addNutritionPrescription(prescription(lines)).catch((e: unknown) => e);
      expect(error).toMatchObject({ errcode: 1 });
      expect((error as Error).message).toContain("库存不足");
    }
    expect(await h.digest()).toBe(before);
    // No PDF is left behind for a prescription that was not stored.
    expect(pdfFiles()).toEqual(pdfs);
  });

  it("takes the last units, then refuses", async () => {
    await zhang.client.nutrition.addNutritionPrescription(prescription([[8, 3]]));
    expect(await stock(8)).toBe(0);
    await expect(zhang.client.nutrition.addNutritionPrescription(prescription([[8, 1]]))).rejects.toMatchObject({ errcode: 1 });
  });

  it("lets only one of two racing prescriptions take the same units", async () => {
    const id = await zhang.client.nutrition.addProduct({ nourishmentName: "竞争测试品", price: 1, specification: "瓶" });
    const start = await stock(id);
    const results = await Promise.allSettled([
      zhang.client.nutrition.addNutritionPrescription(prescription([[id, start - 10]])),
      zhang.client.nutrition.addNutritionPrescription(prescription([[id, start - 10]])),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await stock(id)).toBe(10);
    const orphans = results.filter((r) => r.status === "rejected");
    expect((orphans[0] as PromiseRejectedResult).reason).toMatchObject({ errcode: 1 });
  });

  it("refuses a product that is not in the library, and domain's basic-info rules", async () => {
    await expect(zhang.client.nutrition.addNutritionPrescription(prescription([[9999, 1]]))).rejects.toMatchObject({ errcode: 1 });
    await expect(zhang.client.nutrition.addNutritionPrescription(prescription([[1, 1]], { patientName: "  " }))).rejects.toMatchObject({
      errcode: 10001,
      message: "姓名不能为空",
    });
    await expect(zhang.client.nutrition.addNutritionPrescription(prescription([[1, 1]], { patientPhone: "12345678901" }))).rejects.toMatchObject({
      errcode: 10001,
    });
    await expect(zhang.client.nutrition.addNutritionPrescription(prescription([]))).rejects.toMatchObject({ errcode: 10001 });
  });
});

const patient = {
  npName: "钱七",
  npAge: 71,
  npSex: "0" as const,
  npPhone: "15912345678",
  npHeight: 160,
  npWeight: 45,
  hospitalizedDate: "2026-11-19",
};

describe("NRS-2002", () => {
  it("creates the patient and scores the screening with domain's NRS-2002 total", async () => {
    const nutritionPatientId = await zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patient });
    const answers: NrsAssessmentAnswers = { illnessStates: ["illnessStateA", "illnessStateC"], nutritionState: 1, ageScope: 1 };
    const { totalScore } = await zhang.client.nutrition.addScreening({ nutritionPatientId, ...answers });
    // Severity is the highest grade ticked (C: 3), + nutrition 1 + age 1.
    expect(totalScore).toBe(5);
    expect(totalScore).toBe(nrs2002Total(answers));
    const { list } = await zhang.client.nutrition.listScreenings({ doctorId: 1001, page: 1 });
    expect(list[0]).toMatchObject({ ...patient, nutritionPatientId, totalScore, doctorName: "张明远", createDate: "2026-11-21 10:00:00" });
    expect(await zhang.client.nutrition.getScreening({ id: list[0]!.screeningId })).toEqual(list[0]);
  });

  it("refuses an unknown patient (errcode 1 with errmsg) and bad answers", async () => {
    await expect(
      zhang.client.nutrition.addScreening({ nutritionPatientId: 9999, illnessStates: ["illnessStateA"], nutritionState: 0, ageScope: 0 }),
    ).rejects.toMatchObject({ errcode: 1, message: "患者不存在，请重新填写基本信息" });
    const nutritionPatientId = await zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patient });
    await expect(zhang.client.nutrition.addScreening({ nutritionPatientId, illnessStates: [], nutritionState: 0, ageScope: 0 })).rejects.toMatchObject({
      errcode: 10001,
    });
  });

  it("refuses a patient with a bad date or domain's missing fields", async () => {
    await expect(zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patient, surgeryDate: "2026-02-30" })).rejects.toMatchObject({
      errcode: 10001,
      message: "手术日期格式不正确",
    });
    await expect(zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patient, npName: " " })).rejects.toMatchObject({
      message: "姓名不能为空",
    });
  });
});

describe("PG-SGA", () => {
  const answers: PgSgaAnswers = {
    weightLost: "3",
    weightState: "1",
    mealIntake: "1",
    currentFeed: "4",
    eatIssueSymptoms: ["eatIssueSymptomB", "eatIssueSymptomM"],
    achePart: "腹部",
    activity: "C",
    elseIllness: ["elseIllnessA", "elseIllnessF"],
    stressState: "2",
    eyesAxunge: "1",
  };

  it("scores the evaluation with domain's PG-SGA total and reads it back", async () => {
    const nutritionPatientId = await zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patient });
    const { totalScore } = await zhang.client.nutrition.addEvaluation({ nutritionPatientId, ...answers });
    // 3 + 1 + 1 + 4 + (3 + 3) + 2 + (1 + 1) + 2 + 1
    expect(totalScore).toBe(22);
    expect(totalScore).toBe(pgsgaTotal(answers));
    const { list } = await zhang.client.nutrition.listEvaluations({ doctorId: 1001, page: 1 });
    expect(list[0]).toMatchObject({ ...answers, nutritionPatientId, totalScore, npName: "钱七" });
    expect(await zhang.client.nutrition.getEvaluation({ id: list[0]!.evaluateId })).toEqual(list[0]);
  });

  it("drops the pain location when pain (M) is not chosen", async () => {
    const nutritionPatientId = await zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patient });
    await zhang.client.nutrition.addEvaluation({ nutritionPatientId, ...answers, eatIssueSymptoms: ["eatIssueSymptomC"] });
    const { list } = await zhang.client.nutrition.listEvaluations({ doctorId: 1001, page: 1 });
    expect(list[0]!.achePart).toBe("");
  });

  it("refuses pain without a location and 'none' with a symptom, with domain's messages, storing nothing", async () => {
    const nutritionPatientId = await zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patient });
    const before = await h.digest();
    await expect(zhang.client.nutrition.addEvaluation({ nutritionPatientId, ...answers, achePart: " " })).rejects.toMatchObject({
      errcode: 10001,
      message: "请填写疼痛部位",
    });
    await expect(
      zhang.client.nutrition.addEvaluation({ nutritionPatientId, ...answers, eatIssueSymptoms: ["eatIssueSymptomA", "eatIssueSymptomC"] }),
    ).rejects.toMatchObject({ errcode: 10001, message: "选择“没有饮食问题”时不能选择其他症状" });
    expect(await h.digest()).toBe(before);
  });

  it("answers errcode 1 with an errmsg for a record that is not there (the detail pages show it)", async () => {
    await expect(zhang.client.nutrition.getEvaluation({ id: 9999 })).rejects.toMatchObject({ errcode: 1, message: "记录不存在" });
    await expect(zhang.client.nutrition.getScreening({ id: 9999 })).rejects.toMatchObject({ errcode: 1, message: "记录不存在" });
  });
});

it("pages the record lists by 10", async () => {
  const one = await zhang.client.nutrition.listEvaluations({ doctorId: 1001, page: 1 });
  expect(one.pageSize).toBe(10);
  expect(one.list.length).toBe(Math.min(10, one.total));
  expect(await zhang.client.nutrition.listEvaluations({ doctorId: 1001, page: 99 })).toEqual({ list: [], pageSize: 10, total: one.total });
  // A doctor without records: 30007, the client shows an empty list.
  expect(await li.client.nutrition.listScreenings({ doctorId: 1002, page: 1 })).toEqual({ list: [], pageSize: 10, total: 0 });
});
