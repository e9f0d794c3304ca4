/**
 * Files by ownership: a doctor's private files (prescription PDFs with the patient's name, phone
 * and age; verification documents) are served to the doctor who uploaded them or for whom the
 * server made them, never because a path was written into one of the requester's records. A
 * record that names someone else's file is refused with the parameter error and nothing is
 * written. See docs/behaviour/personal-data.md.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, useHarness, type Browser } from "./harness";

const h = useHarness();
/** A: 张明远 (1001), owns the demo prescriptions. B: 王振华 (1003), studio opened for this file. */
let a: Browser;
let b: Browser;
const A = 1001;
const B = 1003;
/** One of A's prescription PDFs and one of A's verification documents. */
let pdf: string;
let document: string;

const get = async (who: Browser, path: string) => (await who.fetch(new URL(path, "http://localhost"))).status;

beforeAll(async () => {
  await h.db.query("UPDATE doctors SET data = jsonb_set(data, '{verification,state}', '1') WHERE doctor_id = $1", [B]);
  // A comment on one of B's articles, for B to reply to.
  const { rows: articles } = await h.db.query<{ article_id: number }>("SELECT article_id FROM articles WHERE doctor_id = $1 LIMIT 1", [A]);
  await h.db.query("UPDATE articles SET doctor_id = $1 WHERE article_id = $2", [B, articles[0]!.article_id]);
  await h.db.query(
    `INSERT INTO comments (comment_id, doctor_id, article_id, replied, data)
     VALUES (9001, $1, $2, false, '{"content":"请问医生","comment":"","createTime":"2026-11-20 10:00:00","nickName":"患者"}')`,
    [B, articles[0]!.article_id],
  );
  const { rows } = await h.db.query<{ pdf: string }>("SELECT data->>'pdf' AS pdf FROM nutrition_prescriptions WHERE doctor_id = $1 ORDER BY id LIMIT 1", [A]);
  pdf = rows[0]!.pdf;
  const { rows: doctors } = await h.db.query<{ url: string }>(
    "SELECT data->'verification'->'list'->0->>'paperUrl' AS url FROM doctors WHERE doctor_id = $1",
    [A],
  );
  document = doctors[0]!.url;
  a = h.browser();
  b = h.browser();
  await a.signInAs(accounts.verified);
  await b.signInAs(accounts.reviewing);
});

describe("who is served a private file", () => {
  it("serves the doctor's own prescription PDF and verification document to them, to no one else", async () => {
    expect(pdf).toMatch(/^\/uploads\/pdf\/[0-9a-f]{32}\.pdf$/);
    expect(await get(a, pdf)).toBe(200);
    expect(await get(a, document)).toBe(200);
    expect(await get(b, pdf)).toBe(404);
    expect(await get(b, document)).toBe(404);
    expect(await get(h.browser(), pdf)).toBe(404);
  });

  it("names a newly issued PDF at random and serves it to its doctor only", async () => {
    const { rows } = await h.db.query<{ nourishment_id: number }>("SELECT nourishment_id FROM products WHERE hospital_id = (SELECT hospital_id FROM doctors WHERE doctor_id = $1) LIMIT 1", [A]);
    const id = await a.client.nutrition.addNutritionPrescription({
      patientName: "测试患者",
      sex: 1,
      age: 40,
      patientPhone: "13912345678",
      hospitalizationCode: "",
      bedNumber: "",
      nourishmentList: [{ NourishmentCode: rows[0]!.nourishment_id, quantity: 1, useTheDosage: "每日一次" }],
    } as never);
    const { pdf: url } = await a.client.nutrition.getNutritionPrescription({ id });
    expect(url).toMatch(/^\/uploads\/pdf\/[0-9a-f]{32}\.pdf$/);
    expect(await get(a, url)).toBe(200);
    expect(await get(b, url)).toBe(404);
  });
});

describe("a record that names another doctor's file is refused, and the file stays private", () => {
  /** Answers the errcode and errmsg of a call that is expected to fail. */
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => ({ errcode: 0, errmsg: "" }),
      (e: { errcode: number; errmsg: string }) => ({ errcode: e.errcode, errmsg: e.errmsg }),
    );

  it("a nutrition patient's field (npDisease)", async () => {
    const before = await h.digest();
    const got = await refusal(
      b.client.nutrition.addNutritionPatient({
        doctorId: B,
        npName: "探针",
        npAge: 40,
        npSex: "1",
        npPhone: "13912345678",
        npHeight: 170,
        npWeight: 60,
        npDisease: pdf,
      } as never),
    );
    expect(got).toEqual({ errcode: 10001, errmsg: "参数错误：npDisease" });
    expect(await h.digest()).toBe(before);
    expect(await get(b, pdf)).toBe(404);
  });

  it("a profile field (hospital)", async () => {
    const { doctor } = await b.client.account.getProfile({});
    const before = await h.digest();
    const got = await refusal(
      b.client.account.saveProfile({
        doctorName: doctor.doctorName,
        sex: doctor.sex,
        birthDay: doctor.birthDay,
        hospital: `${doctor.hospital} ${pdf}`,
        hospitalLevel: doctor.hospitalLevel,
        province: doctor.province,
        city: doctor.city,
        county: doctor.county,
        department: doctor.department,
        secondDepartment: doctor.secondDepartment,
        title: doctor.title,
        practiceYear: doctor.practiceYear,
      } as never),
    );
    expect(got).toEqual({ errcode: 10001, errmsg: "参数错误：hospital" });
    expect(await h.digest()).toBe(before);
    expect(await get(b, pdf)).toBe(404);
  });

  it("an article's title or text", async () => {
    const article = { articleId: 0, content: "<p>正文</p>", categoryId: 1, isEssence: 0, price: 0, isOpenDiscuss: 1, articleType: 1, imgUrl: "", outUrl: "" };
    const before = await h.digest();
    expect(await refusal(b.client.articles.saveArticle({ ...article, title: pdf } as never))).toEqual({ errcode: 10001, errmsg: "参数错误：title" });
    expect(await refusal(b.client.articles.saveArticle({ ...article, title: "标题", content: `<p><a href="${document}">证件</a></p>` } as never))).toMatchObject({
      errcode: 10001,
    });
    expect(await h.digest()).toBe(before);
    expect(await get(b, pdf)).toBe(404);
    expect(await get(b, document)).toBe(404);
  });

  it("a comment reply", async () => {
    const { rows } = await h.db.query<{ article_id: number }>("SELECT article_id FROM comments WHERE comment_id = 9001");
    const before = await h.digest();
    const got = await refusal(b.client.comments.replyComment({ articleId: rows[0]!.article_id, commentId: 9001, content: `见 ${document}` }));
    expect(got).toEqual({ errcode: 10001, errmsg: "参数错误：content" });
    expect(await h.digest()).toBe(before);
    expect(await get(b, document)).toBe(404);
  });

  it("still takes the doctor's own records that name their own files", async () => {
    const got = await refusal(a.client.comments.replyComment({ articleId: 1, commentId: 1, content: `处方见 ${pdf}` }));
    expect(got.errmsg).not.toMatch(/参数错误/);
  });
});
