import { describe, expect, it, vi } from "vitest";
import { messageAt, messagesOf } from "./test-helpers";
import { loginSchema } from "./login";
import { loginErrors, loginValues } from "../rules/login";
import { isValidPhone, phoneMessage, phoneSchema } from "./phone";
import { profileSchema } from "./profile";
import { articleSchema, draftSchema } from "./article";
import { commentReplySchema, isCommentReplied } from "./comment";
import { diseaseSchema } from "./disease";
import {
  addProductSchema,
  newProductSchema,
  nrsPatientSchema,
  nutritionBasicInfoSchema,
  nutritionPrescriptionSubmitSchema,
  pgsgaPatientSchema,
} from "./nutrition";
import { nrsAssessmentSchema, nrsPrescreenSchema } from "./nrs2002";
import { pgsgaAssessmentSchema } from "./pgsga";
import { validationMessages } from "./messages";

describe("login", () => {
  it("requires account and password with the spec's messages", () => {
    expect(messagesOf(loginSchema, { account: "", password: "" })).toEqual({
      account: ["账号不能为空"],
      password: ["密码不能为空"],
    });
    expect(messageAt(loginSchema, { password: "x" }, "account")).toBe("账号不能为空");
    expect(messageAt(loginSchema, { account: "a" }, "password")).toBe("密码不能为空");
  });
  it("treats a blank account as empty and trims it", () => {
    expect(messageAt(loginSchema, { account: "   ", password: "x" }, "account")).toBe("账号不能为空");
    expect(loginSchema.parse({ account: " 13800138000 ", password: " p " })).toEqual({
      account: "13800138000",
      password: " p ",
    });
  });
});

describe("phone rule", () => {
  it("answers 手机号不能为空 when empty", () => {
    expect(messageAt(phoneSchema, "", "")).toBe("手机号不能为空");
    expect(messageAt(phoneSchema, "  ", "")).toBe("手机号不能为空");
    expect(messageAt(phoneSchema, undefined, "")).toBe("手机号不能为空");
    expect(phoneMessage(null)).toBe("手机号不能为空");
  });
  it("accepts 11 digits starting 1 then 3/4/5/7/8", () => {
    for (const second of ["3", "4", "5", "7", "8"]) {
      expect(phoneSchema.safeParse(`1${second}012345678`).success).toBe(true);
      expect(isValidPhone(`1${second}012345678`)).toBe(true);
    }
  });
  it("answers 请输入正确的手机号 otherwise", () => {
    for (const bad of ["16012345678", "19012345678", "12012345678", "1381234567", "138123456789", "23812345678", "1381234567a", "138 1234 5678"]) {
      expect(messageAt(phoneSchema, bad, "")).toBe("请输入正确的手机号");
      expect(phoneMessage(bad)).toBe("请输入正确的手机号");
    }
    expect(messageAt(phoneSchema, 13812345678, "")).toBe("请输入正确的手机号");
  });
});

const goodProfile = {
  doctorName: "张明远",
  sex: "男",
  birthDay: "1972-06-18",
  hospital: "北京康宁中医医院",
  hospitalLevel: 3,
  title: "主任医师",
  province: "110000",
  city: "110100",
  county: "110101",
  department: "中医内科",
  secondDepartment: "脾胃病科",
  practiceYear: 5,
};

describe("profile edit", () => {
  it("accepts a complete profile", () => {
    expect(profileSchema.parse(goodProfile)).toMatchObject({ doctorName: "张明远", hospitalLevel: 3, practiceYear: 5 });
  });
  it("gives each required field its message", () => {
    expect(messagesOf(profileSchema, {})).toEqual({
      doctorName: ["请输入姓名"],
      sex: ["请选择性别"],
      birthDay: ["请选择日期"],
      hospital: ["请输入医院名称"],
      hospitalLevel: ["请选择职称"],
      title: ["请选择职称"],
      province: ["请输入所在地区"],
      department: ["请输入所在科室"],
      practiceYear: ["请选择工作年限"],
    });
  });
  it("accepts select values as strings and rejects unknown ones", () => {
    expect(profileSchema.parse({ ...goodProfile, hospitalLevel: "2", practiceYear: "1" })).toMatchObject({ hospitalLevel: 2, practiceYear: 1 });
    expect(messageAt(profileSchema, { ...goodProfile, title: "院长" }, "title")).toBe("请选择职称");
    expect(messageAt(profileSchema, { ...goodProfile, sex: "1" }, "sex")).toBe("请选择性别");
    expect(messageAt(profileSchema, { ...goodProfile, practiceYear: 6 }, "practiceYear")).toBe("请选择工作年限");
    expect(messageAt(profileSchema, { ...goodProfile, birthDay: "2023-02-30" }, "birthDay")).toBe("请选择日期");
  });
  it("exports the confirm prompt", () => {
    expect(validationMessages.profileConfirm).toBe("确认修改信息？");
  });
});

const textArticle = {
  articleId: 0,
  title: "秋冬季节如何用中医调理脾胃",
  content: "<p>正文</p>",
  categoryId: 1,
  departments: ["中医内科", "脾胃病科"],
  tagId: null,
  isEssence: 0,
  price: null,
  outUrl: "",
  imgUrl: "",
};

describe("article", () => {
  it("requires title, content and scope", () => {
    expect(messagesOf(articleSchema, { title: "", content: "", categoryId: null })).toEqual({
      title: ["标题不能为空"],
      content: ["文章内容不能为空"],
      categoryId: ["请选择所属范围"],
    });
    expect(messageAt(articleSchema, { ...textArticle, content: "<p><br></p>" }, "content")).toBe("文章内容不能为空");
    expect(articleSchema.safeParse({ ...textArticle, content: '<p><img src="a.png"></p>' }).success).toBe(true);
  });
  it("limits the title to 1–50 characters", () => {
    expect(articleSchema.safeParse({ ...textArticle, title: "文".repeat(50) }).success).toBe(true);
    expect(messageAt(articleSchema, { ...textArticle, title: "文".repeat(51) }, "title")).toBe("长度在 1 到 50 个字符");
    // an emoji is one character
    expect(articleSchema.safeParse({ ...textArticle, title: "😀".repeat(50) }).success).toBe(true);
  });
  it("requires a department for scope 1 and a tag for scope 2", () => {
    expect(messageAt(articleSchema, { ...textArticle, departments: [] }, "departments")).toBe("请选择文章所属科室");
    expect(messageAt(articleSchema, { ...textArticle, categoryId: 2, tagId: null }, "tagId")).toBe("请选择所属标签");
    // tag 0 (visible to all patients) is a choice
    expect(articleSchema.safeParse({ ...textArticle, categoryId: 2, tagId: 0 }).success).toBe(true);
  });
  it("applies the scope rule to the payload", () => {
    const patient = articleSchema.parse({ ...textArticle, categoryId: "2", tagId: "3" });
    expect(patient).toMatchObject({ categoryId: 2, tagId: 3, department: "", departments: [] });
    const doctor = articleSchema.parse({ ...textArticle, tagId: 3, diseaseTagId: 3 });
    expect(doctor).toMatchObject({ categoryId: 1, tagId: null, diseaseTagId: null, department: "中医内科,脾胃病科" });
  });
  it("requires a cover when a video is attached", () => {
    expect(messageAt(articleSchema, { ...textArticle, outUrl: "/v.mp4" }, "imgUrl")).toBe("视频封面图不能为空");
    expect(articleSchema.parse({ ...textArticle, outUrl: "/v.mp4", imgUrl: "/c.jpg" }).articleType).toBe(2);
    // The cover belongs to the video: a removed video takes its cover with it.
    expect(articleSchema.parse({ ...textArticle, outUrl: "", imgUrl: "/c.jpg" })).toMatchObject({ outUrl: "", imgUrl: "", articleType: 1 });
    expect(draftSchema.parse({ ...textArticle, outUrl: "", imgUrl: "/c.jpg" }).imgUrl).toBe("");
    expect(articleSchema.parse(textArticle).articleType).toBe(1);
  });
  it("requires a price ≥ 0 when paid, rounded to two decimals", () => {
    expect(messageAt(articleSchema, { ...textArticle, isEssence: 1, price: null }, "price")).toBe("请填写金额");
    expect(messageAt(articleSchema, { ...textArticle, isEssence: 1, price: "" }, "price")).toBe("请填写金额");
    expect(messageAt(articleSchema, { ...textArticle, isEssence: 1, price: -1 }, "price")).toBe("请填写金额");
    expect(articleSchema.parse({ ...textArticle, isEssence: 1, price: "9.899" }).price).toBe(9.9);
    expect(articleSchema.parse({ ...textArticle, isEssence: 1, price: 0 }).price).toBe(0);
    expect(articleSchema.parse({ ...textArticle, isEssence: 0, price: 30 }).price).toBe(0);
  });
  it("submits with isOpenDiscuss 0", () => {
    expect(articleSchema.parse(textArticle).isOpenDiscuss).toBe(0);
  });
});

describe("draft save", () => {
  it("needs only a title: 标题不能为空", () => {
    expect(messagesOf(draftSchema, { title: "" })).toEqual({ title: ["标题不能为空"] });
    expect(messagesOf(draftSchema, { title: "  " })).toEqual({ title: ["标题不能为空"] });
    const draft = draftSchema.parse({ title: "春季养肝", content: "" });
    expect(draft).toMatchObject({ title: "春季养肝", isOpenDiscuss: 1, categoryId: 1 });
  });
});

describe("comment reply", () => {
  it("ignores a blank reply (null: send nothing)", () => {
    expect(commentReplySchema.parse({ articleId: 1, commentId: 2, content: "   " })).toBeNull();
    expect(commentReplySchema.parse({ articleId: 1, commentId: 2, content: "" })).toBeNull();
    expect(commentReplySchema.parse(undefined)).toBeNull();
  });
  it("sends a trimmed reply", () => {
    expect(commentReplySchema.parse({ articleId: "1", commentId: 2, content: " 谢谢 " })).toEqual({
      articleId: 1,
      commentId: 2,
      content: "谢谢",
    });
  });
  it("counts a comment replied only when the reply is there and not blank", () => {
    expect(isCommentReplied({ comment: "多喝温水" })).toBe(true);
    expect(isCommentReplied({ comment: null })).toBe(false);
    expect(isCommentReplied({ comment: "" })).toBe(false);
    expect(isCommentReplied({ comment: " \n " })).toBe(false);
    expect(isCommentReplied({})).toBe(false);
  });
});

describe("disease", () => {
  it("needs name, content and department; joins departments with a comma", () => {
    expect(Object.keys(messagesOf(diseaseSchema, { diseaseName: "", content: "", department: [] })).sort()).toEqual([
      "content",
      "department",
      "diseaseName",
    ]);
    expect(diseaseSchema.parse({ diseaseName: "失眠", content: "内容", department: ["中医内科", "心血管科"] })).toEqual({
      diseaseName: "失眠",
      content: "内容",
      department: "中医内科,心血管科",
    });
  });
});

describe("nutrition prescription", () => {
  it("basic info: 姓名不能为空, 请选择性别, 年龄不能为空, phone rule", () => {
    expect(messagesOf(nutritionBasicInfoSchema, {})).toEqual({
      patientName: ["姓名不能为空"],
      sex: ["请选择性别"],
      age: ["年龄不能为空"],
      patientPhone: ["手机号不能为空"],
    });
    expect(messageAt(nutritionBasicInfoSchema, { patientPhone: "12345678901" }, "patientPhone")).toBe("请输入正确的手机号");
    const ok = nutritionBasicInfoSchema.parse({ patientName: "陈秀英", sex: "0", age: "68", patientPhone: "13912345678" });
    expect(ok).toEqual({ patientName: "陈秀英", sex: 0, age: 68, patientPhone: "13912345678", hospitalizationCode: "", bedNumber: "" });
  });
  it("age: blank 年龄不能为空; present but not a whole number of years from 0 to 150, 请输入正确的年龄", () => {
    expect(messageAt(nutritionBasicInfoSchema, { age: "" }, "age")).toBe("年龄不能为空");
    for (const age of ["abc", "-1", "1.5", "200", "1000", 151]) {
      expect(messageAt(nutritionBasicInfoSchema, { age }, "age"), String(age)).toBe("请输入正确的年龄（0 到 150 岁的整数）");
    }
    for (const age of ["0", "150", 78]) expect(messageAt(nutritionBasicInfoSchema, { age }, "age"), String(age)).toBeUndefined();
  });
  it("submit needs a patient name and a product: 请完善信息在提交", () => {
    expect(messagesOf(nutritionPrescriptionSubmitSchema, { patientName: "", nourishmentList: [] })).toEqual({
      patientName: ["请完善信息在提交"],
      nourishmentList: ["请完善信息在提交"],
    });
    const ok = nutritionPrescriptionSubmitSchema.safeParse({
      patientName: "陈秀英",
      nourishmentList: [{ NourishmentCode: 1, quantity: 2, useTheDosage: "每日3次" }],
    });
    expect(ok.success).toBe(true);
  });
  it("add product: quantity from 1 to the stock", () => {
    const schema = addProductSchema(5);
    expect(schema.safeParse({ nourishmentId: 1, useTheDosage: "每日1次", quantity: 5 }).success).toBe(true);
    for (const quantity of [6, 0, 1.5, "abc"]) {
      expect(messageAt(schema, { nourishmentId: 1, useTheDosage: "每日1次", quantity }, "quantity"), String(quantity)).toBe("请输入正确的数量（1 到 5）");
    }
    expect(messageAt(schema, { nourishmentId: 1, useTheDosage: "每日1次", quantity: "" }, "quantity")).toBe("数量不能为空");
    expect(Object.keys(messagesOf(schema, {})).sort()).toEqual(["nourishmentId", "quantity", "useTheDosage"]);
  });
  it("new product: 名称不能为空, 价格不能为空, 请选择剂量单位 (片 袋 克 瓶 支 盒)", () => {
    expect(messagesOf(newProductSchema, {})).toEqual({
      nourishmentName: ["名称不能为空"],
      price: ["价格不能为空"],
      specification: ["请选择剂量单位"],
    });
    for (const unit of ["片", "袋", "克", "瓶", "支", "盒"]) {
      expect(newProductSchema.safeParse({ nourishmentName: "x", price: "1.5", specification: unit }).success).toBe(true);
    }
    expect(messageAt(newProductSchema, { nourishmentName: "x", price: 1, specification: "罐" }, "specification")).toBe("请选择剂量单位");
  });
  it("new product price: more than 0 and at most the domain's maximum, else 请输入正确的价格", () => {
    for (const price of ["0", 0, "-1", "99999999", 100_000, "abc"]) {
      expect(messageAt(newProductSchema, { nourishmentName: "x", price, specification: "片" }, "price"), String(price)).toBe("请输入正确的价格（0.01 到 99999.99 元）");
    }
    for (const price of ["0.01", "99999.99", 12.5]) expect(messageAt(newProductSchema, { nourishmentName: "x", price, specification: "片" }, "price")).toBeUndefined();
  });
});

describe("NRS-2002 and PG-SGA patient", () => {
  it.each([
    ["NRS", nrsPatientSchema],
    ["PG-SGA", pgsgaPatientSchema],
  ] as const)("%s step 1 requires name, age, sex, phone, height, weight", (_, schema) => {
    expect(messagesOf(schema, {})).toEqual({
      npName: ["姓名不能为空"],
      npAge: ["年龄不能为空"],
      npSex: ["请选择性别"],
      npPhone: ["手机号不能为空"],
      npHeight: ["身高不能为空"],
      npWeight: ["体重不能为空"],
    });
    const ok = schema.parse({ npName: "黄志强", npAge: "78", npSex: "1", npPhone: "18800112233", npHeight: "170", npWeight: "52.5" });
    expect(ok).toMatchObject({ npAge: 78, npSex: "1", npHeight: 170, npWeight: 52.5, npBedNumber: "", surgeryDate: "" });
    for (const npHeight of ["0", "-5", "39", "251", "abc"]) expect(messageAt(schema, { npHeight }, "npHeight"), npHeight).toBe("请输入正确的身高（40 到 250 厘米）");
    // Metres typed instead of centimetres are told so.
    for (const npHeight of ["1.7", "1.65"]) expect(messageAt(schema, { npHeight }, "npHeight"), npHeight).toBe("请输入以厘米为单位的身高");
    for (const npWeight of ["0", "0.5", "501", "abc"]) expect(messageAt(schema, { npWeight }, "npWeight"), npWeight).toBe("请输入正确的体重（1 到 500 千克）");
    for (const npAge of ["abc", "-1", "1.5", "200"]) expect(messageAt(schema, { npAge }, "npAge"), npAge).toBe("请输入正确的年龄（0 到 150 岁的整数）");
    expect(messageAt(schema, { npPhone: "123" }, "npPhone")).toBe("请输入正确的手机号");
  });
  it.each([
    ["NRS", nrsPatientSchema],
    ["PG-SGA", pgsgaPatientSchema],
  ] as const)("%s step 1: dates not in the future, surgery not before admission", (_, schema) => {
    vi.useFakeTimers({ now: new Date("2026-11-20T09:30:00+08:00"), toFake: ["Date"] });
    try {
      const valid = { npName: "黄志强", npAge: "78", npSex: "1", npPhone: "18800112233", npHeight: "170", npWeight: "52.5" };
      expect(messageAt(schema, { ...valid, hospitalizedDate: "2026-11-21" }, "hospitalizedDate")).toBe("日期不能晚于今天");
      expect(messageAt(schema, { ...valid, hospitalizedDate: "2026-11-18", surgeryDate: "2026-11-21" }, "surgeryDate")).toBe("日期不能晚于今天");
      expect(messageAt(schema, { ...valid, hospitalizedDate: "2026-11-18", surgeryDate: "2026-11-17" }, "surgeryDate")).toBe("手术日期不能早于入院日期");
      expect(schema.safeParse({ ...valid, hospitalizedDate: "2026-11-18", surgeryDate: "2026-11-20" }).success).toBe(true);
      // Told even while other fields are still wrong.
      expect(messageAt(schema, { hospitalizedDate: "2026-11-21" }, "hospitalizedDate")).toBe("日期不能晚于今天");
    } finally {
      vi.useRealTimers();
    }
  });
  it("step 2 needs all four answers (请选择答案)", () => {
    expect(messagesOf(nrsPrescreenSchema, { bmiLow: 0 })).toEqual({
      weightLoss: ["请选择答案"],
      intakeReduced: ["请选择答案"],
      severelyIll: ["请选择答案"],
    });
    expect(nrsPrescreenSchema.parse({ bmiLow: "0", weightLoss: 1, intakeReduced: 1, severelyIll: 1 }).bmiLow).toBe(0);
  });
  it("step 3 needs an illness state (请至少选择一个), nutrition state and age scope", () => {
    expect(messagesOf(nrsAssessmentSchema, { illnessStates: [] })).toEqual({
      illnessStates: ["请至少选择一个"],
      nutritionState: ["请选择答案"],
      ageScope: ["请选择答案"],
    });
    expect(nrsAssessmentSchema.parse({ illnessStates: ["illnessStateC", "illnessStateA"], nutritionState: "2", ageScope: 1 })).toEqual({
      illnessStates: ["illnessStateA", "illnessStateC"],
      nutritionState: 2,
      ageScope: 1,
    });
  });
});

const pgsgaAnswers = {
  weightLost: "1",
  weightState: "0",
  mealIntake: "1",
  currentFeed: "2",
  eatIssueSymptoms: ["eatIssueSymptomC"],
  achePart: "",
  activity: "B",
  elseIllness: [],
  stressState: "0",
  eyesAxunge: "1",
};

describe("PG-SGA step 2", () => {
  it("requires every single choice with 请选择答案 and a symptom with 请至少选择一个", () => {
    expect(messagesOf(pgsgaAssessmentSchema, { eatIssueSymptoms: [] })).toEqual({
      weightLost: ["请选择答案"],
      weightState: ["请选择答案"],
      mealIntake: ["请选择答案"],
      currentFeed: ["请选择答案"],
      eatIssueSymptoms: ["请至少选择一个"],
      activity: ["请选择答案"],
      stressState: ["请选择答案"],
      eyesAxunge: ["请选择答案"],
    });
  });
  it("requires the pain location when M is chosen (请填写疼痛部位), even with other answers missing", () => {
    const withPain = { ...pgsgaAnswers, eatIssueSymptoms: ["eatIssueSymptomM"], achePart: " " };
    expect(messagesOf(pgsgaAssessmentSchema, withPain)).toEqual({ achePart: ["请填写疼痛部位"] });
    expect(messageAt(pgsgaAssessmentSchema, { eatIssueSymptoms: ["eatIssueSymptomM"] }, "achePart")).toBe("请填写疼痛部位");
    expect(pgsgaAssessmentSchema.parse({ ...withPain, achePart: "腰背部" }).achePart).toBe("腰背部");
  });
  it("drops the location when M is not chosen; other illnesses are optional", () => {
    const parsed = pgsgaAssessmentSchema.parse({ ...pgsgaAnswers, achePart: "头部", elseIllness: undefined });
    expect(parsed.achePart).toBe("");
    expect(parsed.elseIllness).toEqual([]);
  });
  it("symptom A ('none') excludes every other symptom", () => {
    expect(messageAt(pgsgaAssessmentSchema, { ...pgsgaAnswers, eatIssueSymptoms: ["eatIssueSymptomA", "eatIssueSymptomB"] }, "eatIssueSymptoms")).toBe(
      validationMessages.noSymptomExclusive,
    );
    expect(pgsgaAssessmentSchema.safeParse({ ...pgsgaAnswers, eatIssueSymptoms: ["eatIssueSymptomA"] }).success).toBe(true);
  });
  it("keeps the physical-exam fields that are text and drops the others", () => {
    const parsed = pgsgaAssessmentSchema.parse({ ...pgsgaAnswers, fever: "38.5", bottomEdema: "轻度", rib: 3, unknownField: "x" });
    expect(parsed).toMatchObject({ fever: "38.5", bottomEdema: "轻度" });
    expect(parsed).not.toHaveProperty("unknownField");
    expect(parsed.rib).toBeUndefined();
  });
});

describe("loginErrors: the login rule without zod (the sign-in page)", () => {
  it("answers the same messages as loginSchema", () => {
    expect(loginErrors({ account: "", password: "" })).toEqual({ account: "账号不能为空", password: "密码不能为空" });
    expect(loginErrors({ account: "   ", password: "x" })).toEqual({ account: "账号不能为空" });
    expect(loginErrors({ account: "13800138000", password: "" })).toEqual({ password: "密码不能为空" });
    expect(loginErrors({ account: "13800138000", password: " " })).toEqual({});
    expect(loginValues({ account: " 13800138000 ", password: " p " })).toEqual({ account: "13800138000", password: " p " });
  });
});

describe("single choices answer one issue with the spec's message", () => {
  it("a missing answer is 请选择答案 only (no zod English for resolvers to pick)", () => {
    const result = pgsgaAssessmentSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages.some((m) => /[a-z]{3,}/i.test(m))).toBe(false);
    const nested = JSON.stringify(result.error!.issues);
    expect(nested).not.toMatch(/Invalid input/);
  });
});
