/**
 * Contract tests: every call of the table through the real client against the reference server
 * in-process (seeded demo data, pinned today), asserting the result's shape; and every errcode of
 * the catalogue (docs/behaviour/errors.md) the server can produce, produced, as the client reports it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { ApiError } from "@doctor-console/api";
import { contract, type CallName } from "@doctor-console/api/contract";
import {
  patientListStates,
  errorMessages,
  isVipActive,
  nrs2002Total,
  pgsgaTotal,
  type NrsAssessmentAnswers,
  type Doctor,
  type PgSgaAnswers,
} from "@doctor-console/domain";
import { accounts, TODAY, useHarness, type Browser } from "./harness";
import {
  articleShape,
  categoryShape,
  chatMessageShape,
  conversationShape,
  historyShape,
  patientLinkShape,
  commentShape,
  diseaseShape,
  doctorShape,
  evaluationShape,
  headerShape,
  nutritionHistoryShape,
  nutritionPatientShape,
  rescreenDueShape,
  loginShape,
  optionShape,
  orderShape,
  page,
  prescriptionShape,
  productShape,
  screeningShape,
  tagShape,
  uploadShape,
  verificationShape,
  vipShape,
} from "./support/shapes";

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

/** The client's rejection for a call: an ApiError with this errcode (and message, when given). */
async function rejection(promise: Promise<unknown>, errcode: number, message?: string): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected errcode ${errcode}, the call succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.errcode).toBe(errcode);
  if (message !== undefined) expect(apiError.message).toBe(message);
  return apiError;
}

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const png = (name = "photo.png") => new File([PNG], name, { type: "image/png" });
/** The smallest MP4 the sniffers recognise: an `ftyp` box of brand isom. */
function mp4(): File {
  const box = new Uint8Array(32);
  const view = new DataView(box.buffer);
  view.setUint32(0, 32);
  box.set(new TextEncoder().encode("ftypisom"), 4);
  view.setUint32(12, 0x200);
  box.set(new TextEncoder().encode("isomiso2avc1mp41"), 16);
  return new File([box], "clip.mp4", { type: "video/mp4" });
}

const nrsAnswers: NrsAssessmentAnswers = { illnessStates: ["illnessStateA", "illnessStateB"], nutritionState: 2, ageScope: 1 };
const pgsgaAnswers: PgSgaAnswers = {
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
const patientInput = {
  npName: "测试患者",
  npAge: 72,
  npSex: "1" as const,
  npPhone: "13912345678",
  npHeight: 168,
  npWeight: 55.5,
  npAdmissionNumber: "ZY2026999",
  npBedNumber: "9床",
  npDisease: "胃癌",
  hospitalizedDate: "2026-11-18",
  surgeryDate: "",
};

/** What the profile form sends (the server takes no other key). */
const profileForm = (doctor: Doctor) => {
  const { doctorName, sex, birthDay, photoUrl, hospital, hospitalLevel, province, city, county, provinceName, cityName, countyName, department, secondDepartment, title, practiceYear } = doctor;
  return { doctorName, sex, birthDay, photoUrl, hospital, hospitalLevel, province, city, county, provinceName, cityName, countyName, department, secondDepartment, title, practiceYear };
};

/** One test per call of the table. The type makes a missing call a compile error too. */
const cases: Record<CallName, () => Promise<void>> = {
  // ---- account and profile
  async getProfile() {
    const { doctor } = z.strictObject({ doctor: doctorShape }).parse(await zhang.client.account.getProfile({}));
    expect(doctor.doctorName).toBe("张明远");
  },
  async saveProfile() {
    const { doctor } = await li.client.account.getProfile({});
    await li.client.account.saveProfile({ ...profileForm(doctor), doctorName: "李静", province: "440000", city: "440300", county: "440304" });
    const saved = doctorShape.parse((await li.client.account.getProfile({})).doctor);
    expect(saved).toMatchObject({ doctorName: "李静", provinceName: "广东省", cityName: "深圳市", countyName: "福田区" });
  },
  async getVerification() {
    expect(verificationShape.parse(await zhang.client.account.getVerification({}))).toMatchObject({ state: 1 });
    expect(verificationShape.parse(await wang.client.account.getVerification({}))).toMatchObject({ state: 0 });
    expect(verificationShape.parse(await li.client.account.getVerification({})).state).toBe(-1);
  },
  async uploadVerification() {
    const result = z
      .strictObject({ key: z.literal("others"), image: z.string().regex(/^\/uploads\//) })
      .parse(await wang.client.account.uploadVerification({ imagePath: png(), key: "others" }));
    const { list } = await wang.client.account.getVerification({});
    expect(list).toContainEqual({ type: "others", paperUrl: result.image });
  },
  async deleteVerification() {
    // Once the unverified doctor has no document left the platform answers 30007: state -1 (noData).
    for (const doc of (await li.client.account.getVerification({})).list) await li.client.account.deleteVerification({ path: doc.paperUrl });
    expect(await li.client.account.getVerification({})).toEqual({ state: -1, reason: "", list: [] });
  },
  async getVip() {
    const zhangVip = vipShape.parse(await zhang.client.account.getVip({ doctorId: 1001 }));
    expect(isVipActive(zhangVip, TODAY)).toBe(true);
    const liVip = vipShape.parse(await li.client.account.getVip({ doctorId: 1002 }));
    expect(liVip.isVip && !isVipActive(liVip, TODAY)).toBe(true);
    expect(vipShape.parse(await wang.client.account.getVip({ doctorId: 1003 }))).toEqual({ isVip: false, vipEndTime: null });
  },
  async login() {
    const result = loginShape.parse(await h.browser().signInAs(accounts.reviewing));
    expect(result).toMatchObject({ loginName: accounts.reviewing, customerId: 1003, hospitalId: 1 });
    // Single-device login: the older session of that doctor ended.
    await rejection(wang.client.account.getProfile({}), 401);
    await wang.signInAs(accounts.reviewing);
  },
  async logout() {
    const b = h.browser();
    await b.signInAs(accounts.verified);
    expect(await b.client.account.logout({})).toBeNull();
    await rejection(b.client.account.getProfile({}), 401, errorMessages.loginTimeout);
    await zhang.signInAs(accounts.verified);
  },
  async getQrCode() {
    z.strictObject({ url: z.string().startsWith("data:image/"), uuid: z.string().regex(/^[\w-]{8,64}$/) }).parse(
      await h.browser().client.account.getQrCode({}),
    );
  },
  async pollQrLogin() {
    const b = h.browser();
    const { uuid } = await b.client.account.getQrCode({});
    await rejection(b.client.account.pollQrLogin({ uuid }), 30002);
  },
  async getAreas() {
    const areas = z.array(optionShape).min(1).parse(await zhang.client.account.getAreas({}));
    expect(areas.map((a) => a.label)).toContain("北京市");
  },
  async getDepartments() {
    const departments = z.array(optionShape).min(1).parse(await zhang.client.account.getDepartments({}));
    expect(departments.map((d) => d.value)).toContain("中医内科");
  },
  async uploadAvatar() {
    const { url } = uploadShape.parse(await li.client.account.uploadAvatar({ imagePath: png() }));
    const { doctor } = await li.client.account.getProfile({});
    await li.client.account.saveProfile({ ...profileForm(doctor), photoUrl: url });
    expect((await li.client.account.getProfile({})).doctor.photoUrl).toBe(url);
  },

  // ---- articles
  async listArticles() {
    const all = page(articleShape).parse(await zhang.client.articles.listArticles({ state: 0, page: 1 }));
    expect(all.list).toHaveLength(10);
    expect(all.total).toBeGreaterThan(10);
    const found = page(articleShape).parse(await zhang.client.articles.listArticles({ state: 0, page: 1, name: "脾胃" }));
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.every((a) => a.title.includes("脾胃"))).toBe(true);
  },
  async getArticle() {
    expect(articleShape.parse(await zhang.client.articles.getArticle({ articleId: 1 })).title).toBe("秋冬季节如何用中医调理脾胃");
  },
  async previewArticle() {
    // An article under review (5): not public, yet the signed link shows it, sanitized.
    const preview = z.object({ url: z.string(), qr: z.string().startsWith("data:image/png;base64,"), expiresAt: z.string() }).parse(
      await zhang.client.articles.previewArticle({ articleId: 5 }),
    );
    const url = new URL(preview.url);
    const anonymous = h.browser();
    const page = await anonymous.fetch(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("慢性胃炎的中医辨证与调护");
    url.searchParams.set("s", "x".repeat(43));
    expect((await anonymous.fetch(url.pathname + url.search)).status).toBe(410);
    await rejection(li.client.articles.previewArticle({ articleId: 5 }), 30007);
  },
  async saveArticle() {
    const id = z
      .number()
      .int()
      .positive()
      .parse(
        await zhang.client.articles.saveArticle({
          articleId: 0,
          title: "合同测试文章",
          content: "<p>正文</p>",
          categoryId: 2,
          tagId: 1,
          isEssence: 1,
          price: 10,
          isOpenDiscuss: 0,
          imgUrl: "",
          outUrl: "",
        }),
      );
    expect(await zhang.client.articles.getArticle({ articleId: id })).toMatchObject({ title: "合同测试文章", price: 10, isPass: 0, isShow: 1 });
  },
  async toggleArticle() {
    expect(await zhang.client.articles.toggleArticle({ articleId: 4, customerId: 1001 })).toBeNull();
    expect(await zhang.client.articles.getArticle({ articleId: 4 })).toMatchObject({ isPass: 1, isShow: 0 });
  },
  async deleteArticle() {
    expect(await zhang.client.articles.deleteArticle({ articleId: 12, customerId: 1001 })).toBeNull();
    await rejection(zhang.client.articles.getArticle({ articleId: 12 }), 30007);
  },
  async getCategories() {
    expect(z.array(categoryShape).parse(await zhang.client.articles.getCategories({}))).toEqual([
      { categoryId: 1, categoryName: "医生版" },
      { categoryId: 2, categoryName: "患者版" },
    ]);
  },
  async getTags() {
    expect(z.array(tagShape).min(1).parse(await zhang.client.articles.getTags({ customerId: 1001 })).map((t) => t.tagName)).toContain("高血压");
  },
  async addDisease() {
    const before = await h.count("diseases");
    expect(await zhang.client.articles.addDisease({ diseaseName: "胃痛", content: "胃脘部疼痛", department: "中医内科,脾胃病科" })).toBeNull();
    expect(await h.count("diseases")).toBe(before + 1);
  },
  async listDiseases() {
    const first = page(diseaseShape).parse(await zhang.client.articles.listDiseases({ page: 1 }));
    expect(first.total).toBeGreaterThan(0);
    // A doctor with none: 30007, which the client reads as an empty list (see docs/behaviour/errors.md).
    expect(await wang.client.articles.listDiseases({ page: 1 })).toEqual({ list: [], pageSize: 10, total: 0 });
  },
  async uploadArticleImage() {
    uploadShape.parse(await zhang.client.articles.uploadArticleImage({ imagePath: png() }));
  },
  async uploadVideo() {
    uploadShape.parse(await zhang.client.articles.uploadVideo({ video: mp4() }));
  },

  // ---- comments
  async listComments() {
    const all = page(commentShape).parse(await zhang.client.comments.listComments({ state: 0, page: 1 }));
    const replied = page(commentShape).parse(await zhang.client.comments.listComments({ state: 1, page: 1 }));
    const unreplied = page(commentShape).parse(await zhang.client.comments.listComments({ state: 2, page: 1 }));
    expect(replied.total + unreplied.total).toBe(all.total);
    expect(replied.list.every((c) => c.comment !== null)).toBe(true);
    expect(unreplied.list.every((c) => c.comment === null)).toBe(true);
  },
  async replyComment() {
    const { list } = await zhang.client.comments.listComments({ state: 2, page: 1 });
    const target = list[0]!;
    expect(await zhang.client.comments.replyComment({ articleId: target.articleId, commentId: target.commentId, content: "谢谢关注" })).toBeNull();
    const replied = await zhang.client.comments.listComments({ state: 1, page: 1 });
    expect(replied.list.find((c) => c.commentId === target.commentId)?.comment).toBe("谢谢关注");
  },

  // ---- orders
  async listOrders() {
    for (const state of patientListStates) page(orderShape).parse(await zhang.client.orders.listOrders({ state, page: 1 }));
    expect((await zhang.client.orders.listOrders({ state: 0, page: 1 })).list.every((o) => o.state === 1)).toBe(true);
  },
  async acceptOrder() {
    const { list } = await zhang.client.orders.listOrders({ state: 0, page: 1 });
    expect(await zhang.client.orders.acceptOrder({ payRecordId: list[0]!.payRecordId })).toBeNull();
    expect((await zhang.client.orders.getOrder({ payRecordId: list[0]!.payRecordId })).state).toBe(2);
  },
  async refuseOrder() {
    const { list } = await zhang.client.orders.listOrders({ state: 0, page: 1 });
    expect(await zhang.client.orders.refuseOrder({ payRecordId: list[0]!.payRecordId, reason: "请线下就诊" })).toBeNull();
    expect(await zhang.client.orders.getOrder({ payRecordId: list[0]!.payRecordId })).toMatchObject({ state: 3, reason: "请线下就诊" });
  },
  async getOrder() {
    const order = orderShape.parse(await zhang.client.orders.getOrder({ payRecordId: 10014 }));
    expect(order.prescription).not.toBeNull();
    expect(order.communication.length).toBeGreaterThan(3);
  },

  // ---- nutrition
  async listProducts() {
    const products = page(productShape).parse(await zhang.client.nutrition.listProducts({ page: 1, hospitalId: 1 }));
    expect(products.total).toBeGreaterThanOrEqual(10);
  },
  async listNutritionPrescriptions() {
    expect(page(prescriptionShape).parse(await zhang.client.nutrition.listNutritionPrescriptions({ customerId: 1001, page: 1 })).total).toBeGreaterThanOrEqual(5);
  },
  async getPrescriptionHeader() {
    expect(headerShape.parse(await zhang.client.nutrition.getPrescriptionHeader({ customerId: 1001 }))).toMatchObject({
      hospitalName: "北京康宁中医医院",
      doctorName: "张明远",
      department: "中医内科",
    });
  },
  async searchProducts() {
    const found = z.array(productShape).parse(await zhang.client.nutrition.searchProducts({ nourishmentName: "蛋白", hospitalId: 1 }));
    expect(found.map((p) => p.nourishmentName)).toContain("乳清蛋白粉");
    expect(found.every((p) => p.nourishmentName.includes("蛋白"))).toBe(true);
  },
  async getProduct() {
    expect(productShape.parse(await zhang.client.nutrition.getProduct({ nourishmentId: 2 }))).toMatchObject({ nourishmentName: "乳清蛋白粉" });
  },
  async addNutritionPrescription() {
    const before = (await zhang.client.nutrition.getProduct({ nourishmentId: 4 })).repertory;
    const id = await zhang.client.nutrition.addNutritionPrescription({
      patientName: "测试",
      sex: 0,
      age: 45,
      patientPhone: "13812345678",
      nourishmentList: [{ NourishmentCode: 4, quantity: 3, useTheDosage: "每日1袋" }],
    });
    expect(id).toBeGreaterThan(5);
    expect((await zhang.client.nutrition.getProduct({ nourishmentId: 4 })).repertory).toBe(before - 3);
    expect(prescriptionShape.parse(await zhang.client.nutrition.getNutritionPrescription({ id })).nourishmentsl).toEqual([
      { nourishmentName: "膳食纤维粉", nourishmentCount: 3, useTheDosage: "每日1袋" },
    ]);
  },
  async addProduct() {
    const id = await zhang.client.nutrition.addProduct({ nourishmentName: "合同测试营养粉", price: 25.5, specification: "袋" });
    expect(productShape.parse(await zhang.client.nutrition.getProduct({ nourishmentId: id }))).toMatchObject({
      nourishmentName: "合同测试营养粉",
      price: 25.5,
      specification: "袋",
      hospitalId: 1,
    });
  },
  async getNutritionPrescription() {
    expect(prescriptionShape.parse(await zhang.client.nutrition.getNutritionPrescription({ id: 1 })).patientName).toBe("陈秀英");
  },
  async listScreenings() {
    const records = page(screeningShape).parse(await zhang.client.nutrition.listScreenings({ doctorId: 1001, page: 1 }));
    expect(records.total).toBeGreaterThanOrEqual(4);
    for (const r of records.list) expect(r.totalScore).toBe(nrs2002Total(r));
  },
  async listEvaluations() {
    const records = page(evaluationShape).parse(await zhang.client.nutrition.listEvaluations({ doctorId: 1001, page: 1 }));
    expect(records.total).toBeGreaterThanOrEqual(4);
    for (const r of records.list) expect(r.totalScore).toBe(pgsgaTotal(r as PgSgaAnswers));
  },
  async getEvaluation() {
    const record = evaluationShape.parse(await zhang.client.nutrition.getEvaluation({ id: 4 }));
    expect(record).toMatchObject({ npName: "何建军", achePart: "上腹部及腰背部" });
    expect(record.totalScore).toBe(pgsgaTotal(record as PgSgaAnswers));
  },
  async getScreening() {
    const record = screeningShape.parse(await zhang.client.nutrition.getScreening({ id: 1 }));
    expect(record.npName).toBe("黄志强");
    expect(record.totalScore).toBe(nrs2002Total(record));
  },
  async addNutritionPatient() {
    const id = await zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patientInput });
    expect(id).toBeGreaterThan(8);
  },
  async addScreening() {
    const patientId = await zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patientInput });
    const { totalScore } = await zhang.client.nutrition.addScreening({ nutritionPatientId: patientId, ...nrsAnswers });
    expect(totalScore).toBe(nrs2002Total(nrsAnswers));
    const { list } = await zhang.client.nutrition.listScreenings({ doctorId: 1001, page: 1 });
    const record = list.find((r) => r.nutritionPatientId === patientId)!;
    expect(screeningShape.parse(await zhang.client.nutrition.getScreening({ id: record.screeningId }))).toMatchObject({
      ...patientInput,
      ...nrsAnswers,
      totalScore,
    });
  },
  async addEvaluation() {
    const patientId = await zhang.client.nutrition.addNutritionPatient({ doctorId: 1001, ...patientInput });
    const { totalScore } = await zhang.client.nutrition.addEvaluation({ nutritionPatientId: patientId, ...pgsgaAnswers });
    expect(totalScore).toBe(pgsgaTotal(pgsgaAnswers));
    const { list } = await zhang.client.nutrition.listEvaluations({ doctorId: 1001, page: 1 });
    const record = list.find((r) => r.nutritionPatientId === patientId)!;
    expect(evaluationShape.parse(await zhang.client.nutrition.getEvaluation({ id: record.evaluateId }))).toMatchObject({
      ...pgsgaAnswers,
      totalScore,
    });
  },

  // ---- chat (the demo's accepted orders 10014-10018, finished 10019-10025)
  async listChatConversations() {
    const list = z.array(conversationShape).parse(await zhang.client.chat.listChatConversations({}));
    // Accepted and finished orders only (10001 was accepted by acceptOrder above); never a pending, refused or referred one.
    expect(list.map((c) => c.orderId)).toEqual(expect.arrayContaining([10014, 10015, 10016, 10017, 10018, 10019, 10020, 10021, 10022, 10023, 10024, 10025]));
    expect(list.some((c) => [10002, 10026, 10028, 10030, 10032].includes(c.orderId))).toBe(false);
    const waiting = list.find((c) => c.orderId === 10014)!;
    expect(waiting).toMatchObject({ readOnly: false, unread: 1, lastMessage: { from: "patient", kind: "text" } });
    expect(list[0]!.waitingSince).not.toBeNull();
    expect(list.find((c) => c.orderId === 10022)).toMatchObject({ readOnly: true, unread: 0, waitingSince: null });
  },
  async getChatHistory() {
    const page = historyShape.parse(await zhang.client.chat.getChatHistory({ orderId: 10014 }));
    expect(page.before).toBeNull();
    expect(page.messages.length).toBeGreaterThan(3);
    expect(page.messages.every((m) => m.conversationId === "10014")).toBe(true);
  },
  async sendChatMessage() {
    const message = chatMessageShape.parse(await zhang.client.chat.sendChatMessage({ orderId: 10015, clientId: "contract-send-1", kind: "text", text: "请按时服药。" }));
    expect(message).toMatchObject({ from: "doctor", kind: "text", text: "请按时服药。", state: "sent", clientId: "contract-send-1" });
  },
  async markChatRead() {
    const { messages } = await zhang.client.chat.getChatHistory({ orderId: 10016 });
    await zhang.client.chat.markChatRead({ orderId: 10016, upTo: messages.at(-1)!.id });
    const list = await zhang.client.chat.listChatConversations({});
    expect(list.find((c) => c.orderId === 10016)!.unread).toBe(0);
  },
  async uploadChatImage() {
    const { url } = uploadShape.parse(await zhang.client.chat.uploadChatImage({ imagePath: png(), orderId: 10017 }));
    expect(url).toMatch(/^\/uploads\/chat\//);
    const message = await zhang.client.chat.sendChatMessage({ orderId: 10017, clientId: "contract-image-1", kind: "image", imageUrl: url });
    expect(message).toMatchObject({ kind: "image", imageUrl: url, text: "" });
  },
  async getPatientChatLink() {
    const link = patientLinkShape.parse(await zhang.client.chat.getPatientChatLink({ orderId: 10014 }));
    expect(link.url).toContain("/patient/chat/10014?");
  },
  async searchNutritionPatients() {
    const found = z.array(nutritionPatientShape).parse(await zhang.client.nutrition.searchNutritionPatients({ keyword: "黄志" }));
    expect(found.map((p) => p.npName)).toEqual(["黄志强"]);
    expect(await zhang.client.nutrition.searchNutritionPatients({ keyword: "  " })).toEqual([]);
    expect(await li.client.nutrition.searchNutritionPatients({ keyword: "黄志" })).toEqual([]);
  },
  async getNutritionPatientHistory() {
    const history = nutritionHistoryShape.parse(await zhang.client.nutrition.getNutritionPatientHistory({ nutritionPatientId: 1 }));
    expect(history.patient.npName).toBe("黄志强");
    expect(history.screenings.map((s) => s.id)).toEqual([1]);
    await rejection(li.client.nutrition.getNutritionPatientHistory({ nutritionPatientId: 1 }), 1);
  },
  async getScreeningPdf() {
    const { pdf } = z.strictObject({ pdf: z.string().regex(/^\/uploads\/pdf\/[0-9a-f]{32}\.pdf$/) }).parse(await zhang.client.nutrition.getScreeningPdf({ id: 1 }));
    expect((await zhang.client.nutrition.getScreeningPdf({ id: 1 })).pdf).toBe(pdf);
    await rejection(li.client.nutrition.getScreeningPdf({ id: 1 }), 1, "记录不存在");
  },
  async getEvaluationPdf() {
    const { pdf } = z.strictObject({ pdf: z.string().regex(/^\/uploads\/pdf\/[0-9a-f]{32}\.pdf$/) }).parse(await zhang.client.nutrition.getEvaluationPdf({ id: 4 }));
    expect(pdf).not.toBe((await zhang.client.nutrition.getScreeningPdf({ id: 4 })).pdf);
    await rejection(li.client.nutrition.getEvaluationPdf({ id: 4 }), 1, "记录不存在");
  },
  async listRescreenDue() {
    const due = rescreenDueShape.parse(await zhang.client.nutrition.listRescreenDue({}));
    expect(due.total).toBe(due.list.length);
    expect(due.list.every((e) => e.next.due)).toBe(true);
    expect(await wang.client.nutrition.listRescreenDue({})).toEqual({ total: 0, list: [] });
  },
};

describe("every call of the contract", () => {
  for (const name of Object.keys(contract) as CallName[]) {
    it(name, async () => {
      const test = cases[name];
      expect(test, `no contract test for ${name}`).toBeTypeOf("function");
      await test();
    });
  }

  it("has no test for a call the contract does not have", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(contract).sort());
  });
});

describe("the error catalogue, as the client reports it", () => {
  it("30005: phone not registered", async () => {
    const e = await rejection(h.browser().signInAs("13900000000"), 30005, "该手机号尚未注册");
    expect(e.severity).toBe("warning");
  });

  it("30001: wrong password", async () => {
    const e = await rejection(h.browser().signInAs(accounts.verified, "wrong-password"), 30001, "密码错误");
    expect(e.severity).toBe("error");
  });

  it("30007: not found, and no data on lists (empty, total 0)", async () => {
    await rejection(zhang.client.orders.getOrder({ payRecordId: 99_999 }), 30007);
    expect(await zhang.client.articles.listArticles({ state: 0, page: 1, name: "没有这样的标题" })).toEqual({ list: [], pageSize: 10, total: 0 });
    // The doctor under review has no orders at all: the platform says 30007, the list is empty.
    expect(await wang.client.orders.listOrders({ state: 0, page: 1 })).toEqual({ list: [], pageSize: 10, total: 0 });
  });

  it("30010: article price out of range", async () => {
    const base = { articleId: 0, title: "价格测试", content: "<p>正文</p>", categoryId: 2, tagId: 0, isEssence: 1, isOpenDiscuss: 0 } as const;
    await rejection(zhang.client.articles.saveArticle({ ...base, price: 60 }), 30010, "价格超出范围");
    await rejection(zhang.client.articles.saveArticle({ ...base, price: 1.5 }), 30010, "价格超出范围");
  });

  it("errcode 1 on the product library: the hospital has none", async () => {
    const e = await rejection(li.client.nutrition.listProducts({ page: 1, hospitalId: 2 }), 1, "您所在的医院暂无营养品库,请联系医院管理员添加");
    expect(e.severity).toBe("error");
  });

  it("errcode 1 on the nutrition detail pages: the errmsg is shown", async () => {
    await rejection(zhang.client.nutrition.getScreening({ id: 99_999 }), 1, "记录不存在");
    await rejection(zhang.client.nutrition.getEvaluation({ id: 99_999 }), 1, "记录不存在");
  });

  it("errcode 1 on a prescription with too little stock: the errmsg is shown", async () => {
    const e = await rejection(
      zhang.client.nutrition.addNutritionPrescription({
        patientName: "测试",
        sex: 1,
        age: 50,
        patientPhone: "13812345678",
        nourishmentList: [{ NourishmentCode: 8, quantity: 4, useTheDosage: "遵医嘱" }],
      }),
      1,
    );
    expect(e.message).toContain("库存不足");
  });

  it("30002 / 30013: QR code not scanned yet, then expired", async () => {
    const b = h.browser();
    const { uuid } = await b.client.account.getQrCode({});
    await rejection(b.client.account.pollQrLogin({ uuid }), 30002);
    h.setNow(new Date(TODAY.getTime() + 24 * 3600_000));
    try {
      await rejection(b.client.account.pollQrLogin({ uuid }), 30013);
    } finally {
      h.setNow(TODAY);
    }
  });

  it("401: 登陆超时 and onUnauthorized", async () => {
    const b = h.browser();
    const e = await rejection(b.client.account.getProfile({}), 401, "登陆超时");
    expect(e.kind).toBe("unauthorized");
    expect(b.unauthorized).toHaveLength(1);
    expect(b.unauthorized[0]!.message).toBe("登陆超时");
  });
});
