import { describe, expect, it } from "vitest";
import { isVipActive } from "./vip";
import { sideMenuEntries, visibleMenuEntries, vipState, vipStatusLabel } from "./vip-menu";
import { isStudioOpen, manageMaterialsLabel, studioGate, studioGateDetails, verificationStateFromAnswer, verificationStateLabel } from "./verification";
import { addDays, parsePlatformDate, platformDate, platformDateTime, platformTime } from "./dates";
import { displayDate, displayDateTime, displayTime } from "./date-display";
import { applyScope, articleActions, articleInStatusTab, articleStatus, isOpenDiscussFor, isPriceWithinGuidance, priceGuidanceFor, shouldAutoSaveDraft } from "./article";
import { chatMessageContent, chatMessageKind, orderInListState, patientFlagText, patientHistory, prescriptionReview, splitChatRecord } from "./orders";
import { bmi, canIssueNutritionPrescription, productSearchQuery } from "./nutrition";
import { fallbackPath, pageCount, showPager } from "./navigation";
import type { ConsultationOrder, OrderPatient } from "../entities";

const now = new Date("2026-11-20T09:30:00+08:00");

describe("dates (China time)", () => {
  it("formats and parses platform dates", () => {
    expect(platformDate(now)).toBe("2026-11-20");
    expect(platformDateTime(now)).toBe("2026-11-20 09:30:00");
    expect(parsePlatformDate("2026-11-20 09:30:00")?.getTime()).toBe(now.getTime());
    expect(parsePlatformDate("2026-11-20")?.toISOString()).toBe("2026-11-20T15:59:59.999Z");
    expect(parsePlatformDate("2026-02-30")).toBeNull();
    expect(parsePlatformDate("soon")).toBeNull();
    expect(platformDate(addDays(now, 12))).toBe("2026-12-02");
  });

  it("shows platform strings as yyyy-MM-dd and HH:mm, whatever the machine's zone", () => {
    expect(displayDateTime("2026-11-20", "08:30:15")).toBe("2026-11-20 08:30");
    expect(displayDateTime("2026-11-20 18:05:00")).toBe("2026-11-20 18:05");
    expect(displayDateTime("2026-11-20 18:05:00", "")).toBe("2026-11-20 18:05");
    expect(displayDateTime("2026-1-5")).toBe("2026-01-05");
    expect(displayDateTime("", "")).toBe("");
    expect(displayDateTime(null)).toBe("");
    expect(displayDate("2026-11-20 23:59:59")).toBe("2026-11-20");
    expect(displayDate("2026-11-20T16:30:00Z")).toBe("2026-11-21");
    expect(displayDate("soon")).toBe("");
    expect(displayDate(undefined)).toBe("");
    expect(displayTime("08:30:15")).toBe("08:30");
    expect(displayTime("2026-11-20 9:05:00")).toBe("09:05");
    expect(displayTime("2026-11-20")).toBe("");
    expect(displayDateTime("2026-11-20T01:30:00.000Z")).toBe("2026-11-20 09:30");
  });

  it("writes an instant as the platform does", () => {
    expect(platformTime(now)).toBe("09:30:00");
    expect(platformDateTime(new Date("2026-11-20T23:30:00Z"))).toBe("2026-11-21 07:30:00");
  });
});

describe("VIP", () => {
  it("is active until the end time passes", () => {
    expect(isVipActive({ isVip: true, vipEndTime: "2026-11-20 09:30:00" }, now)).toBe(true);
    expect(isVipActive({ isVip: true, vipEndTime: "2026-11-20 09:29:59" }, now)).toBe(false);
    expect(isVipActive({ isVip: true, vipEndTime: "2026-11-20" }, now)).toBe(true);
    expect(isVipActive({ isVip: true, vipEndTime: "2026-11-19" }, now)).toBe(false);
  });
  it("needs the VIP flag and an end time", () => {
    expect(isVipActive({ isVip: false, vipEndTime: "2030-01-01" }, now)).toBe(false);
    expect(isVipActive({ isVip: true, vipEndTime: null }, now)).toBe(false);
    expect(isVipActive(null, now)).toBe(false);
    // cookie form
    expect(isVipActive({ isVip: "1", vipEndTime: "2030-01-01 00:00:00" }, now)).toBe(true);
    expect(isVipActive({ isVip: "0", vipEndTime: "2030-01-01 00:00:00" }, now)).toBe(false);
  });
  it("labels the status: expiry date, expired, or not activated", () => {
    expect(vipStatusLabel({ isVip: true, vipEndTime: "2027-11-20 23:59:59" }, now)).toBe("VIP到期：2027-11-20");
    // An ended VIP reads 已过期, not 未开通 (the doctor is treated as non-VIP all the same).
    expect(vipStatusLabel({ isVip: true, vipEndTime: "2025-01-01" }, now)).toBe("已过期");
    expect(vipStatusLabel({ isVip: "0", vipEndTime: "2025-01-01 23:59:59" }, now)).toBe("已过期");
    expect(vipStatusLabel({ isVip: false, vipEndTime: null }, now)).toBe("未开通");
    expect(vipStatusLabel({ isVip: true, vipEndTime: "" }, now)).toBe("未开通");
    expect(vipState({ isVip: true, vipEndTime: "2025-01-01" }, now)).toBe("expired");
    expect(vipState({ isVip: true, vipEndTime: "2027-11-20 23:59:59" }, now)).toBe("active");
    expect(vipState(null, now)).toBe("none");
  });
  it("shows the three prescribing entries only to an active VIP", () => {
    expect(sideMenuEntries.map((e) => e.route)).toEqual([
      "wisdomZY",
      "specializedDisease",
      "prescribing",
      "myPatient",
      "visitRecord",
      "patientFeedback",
      "medicalCaseReference",
      "symptom",
      "prescription",
      "traditionalChineseMedicine",
    ]);
    expect(visibleMenuEntries({ isVip: true, vipEndTime: "2027-01-01" }, now)).toHaveLength(10);
    const plain = visibleMenuEntries({ isVip: true, vipEndTime: "2026-01-01" }, now).map((e) => e.route);
    expect(plain).toHaveLength(7);
    expect(plain).not.toContain("wisdomZY");
    expect(plain).not.toContain("specializedDisease");
    expect(plain).not.toContain("prescribing");
  });
});

describe("verification", () => {
  it("studio open at state 1 or 3", () => {
    expect([-1, 0, 1, 2, 3].map(isStudioOpen)).toEqual([false, false, true, false, true]);
    expect(isStudioOpen("3")).toBe(true);
    expect(isStudioOpen(undefined)).toBe(false);
  });
  it("labels states; 30007 means incomplete; state 0 reads under review", () => {
    expect(verificationStateLabel(0)).toBe("审核中");
    expect(verificationStateLabel(99)).toBe(verificationStateLabel(-1));
    expect(verificationStateFromAnswer(30007, 1)).toBe(-1);
    expect(verificationStateFromAnswer(0, 2)).toBe(2);
    expect(manageMaterialsLabel(0)).toBe("审核中");
    expect(manageMaterialsLabel(1)).not.toBe("审核中");
  });
  it("gates publishing: open at 1 or 3; state 0 is told of the review", () => {
    expect(studioGate(1)).toBeNull();
    expect(studioGate("3")).toBeNull();
    expect(studioGate(0)).toEqual({ message: "您还未开通工作室，开通后再来吧", detail: studioGateDetails.underReview });
    for (const state of [-1, 2, undefined, "x"]) {
      expect(studioGate(state)).toEqual({ message: "您还未开通工作室，开通后再来吧", detail: studioGateDetails.notOpen });
    }
  });
});

describe("article status and actions", () => {
  const flags = (isPass: 0 | 1 | 2, isShow: 0 | 1, isOpenDiscuss: 0 | 1) => ({ isPass, isShow, isOpenDiscuss });
  it("derives the status from the flags as the table gives", () => {
    expect(articleStatus(flags(0, 1, 0))).toBe("reviewing");
    expect(articleStatus(flags(1, 1, 0))).toBe("published");
    expect(articleStatus(flags(1, 1, 1))).toBe("published");
    expect(articleStatus(flags(2, 1, 0))).toBe("rejected");
    expect(articleStatus(flags(2, 0, 1))).toBe("rejected");
    expect(articleStatus(flags(0, 0, 0))).toBe("offline");
    expect(articleStatus(flags(1, 0, 0))).toBe("offline");
    expect(articleStatus(flags(0, 1, 1))).toBe("draft");
  });
  it("lists each status under its tab; all (0) excludes drafts", () => {
    expect(articleInStatusTab(flags(0, 1, 0), 1)).toBe(true);
    expect(articleInStatusTab(flags(1, 1, 0), 2)).toBe(true);
    expect(articleInStatusTab(flags(2, 1, 0), 3)).toBe(true);
    expect(articleInStatusTab(flags(0, 0, 0), 4)).toBe(true);
    expect(articleInStatusTab(flags(0, 1, 1), 5)).toBe(true);
    expect(articleInStatusTab(flags(0, 1, 1), 0)).toBe(false);
    expect(articleInStatusTab(flags(1, 1, 0), 1)).toBe(false);
  });
  it("go online when isShow is not 1; go offline when published", () => {
    expect(articleActions("published")).toEqual({ edit: true, preview: true, goOnline: false, goOffline: true, delete: true });
    expect(articleActions("offline")).toMatchObject({ goOnline: true, goOffline: false });
    expect(articleActions("reviewing")).toMatchObject({ goOnline: false, goOffline: false, edit: true, delete: true });
    expect(articleActions(flags(2, 0, 0))).toMatchObject({ goOnline: true, goOffline: false });
    expect(articleActions("draft")).toMatchObject({ goOnline: false, goOffline: false, edit: true, delete: true });
  });
  it("draft save sends isOpenDiscuss 1, preview 0; auto-save needs a title", () => {
    expect(isOpenDiscussFor("draft")).toBe(1);
    expect(isOpenDiscussFor("preview")).toBe(0);
    expect(shouldAutoSaveDraft("题")).toBe(true);
    expect(shouldAutoSaveDraft("  ")).toBe(false);
  });
  it("scope 2 clears the department; scope 1 clears the tag", () => {
    const form = { title: "t", categoryId: 1, department: "中医内科", departments: ["中医内科"], tagId: 3, diseaseTagId: 3 };
    expect(applyScope(form, 2)).toEqual({ ...form, categoryId: 2, department: "", departments: [] });
    expect(applyScope(form, 1)).toEqual({ ...form, categoryId: 1, tagId: null, diseaseTagId: null });
    expect(form.department).toBe("中医内科"); // not mutated
  });
  it("price guidance: video 5–100, text 2–50", () => {
    expect(priceGuidanceFor(true)).toMatchObject({ min: 5, max: 100 });
    expect(priceGuidanceFor(false)).toMatchObject({ min: 2, max: 50 });
    expect([4.99, 5, 100, 100.01].map((p) => isPriceWithinGuidance(p, true))).toEqual([false, true, true, false]);
    expect([1.99, 2, 50, 50.01].map((p) => isPriceWithinGuidance(p, false))).toEqual([false, true, true, false]);
  });
});

const patient: OrderPatient = {
  patientName: "陈秀英", sex: "女", relationship: "本人", birthDay: "1958-03-12", age: 68, phoneNumber: "13912345678",
  allergic: 1, anaphylaxis: "青霉素过敏", familc: 0, familyHistory: "高血压", anamnesic: 1, anamnesis: " ",
  drinked: 0, drinking: "", smoked: 1, smoking: "吸烟30年",
};

function order(over: Partial<ConsultationOrder>): ConsultationOrder {
  return {
    payRecordId: 1, createDate: "2026-11-20", createTime: "09:00:00", type: 1, state: 1, customerName: "x", patient,
    subscri: null, extract: null, doctorName: null, updateDate: "", amount: 50, reason: null, sign: "",
    doctor: { photoUrl: "", doctorName: "张明远", title: "主任医师", provinceName: "", cityName: "", countyName: "", department: "", secondDepartment: "" },
    communication: [], prescription: null, ...over,
  };
}

describe("patient lists (orderInListState)", () => {
  const lists = (o: ConsultationOrder) => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((s) => orderInListState(o, s));
  it("maps each order to its lists", () => {
    expect(lists(order({ state: 0 }))).toEqual([]);
    expect(lists(order({ state: 1 }))).toEqual([0]);
    expect(lists(order({ state: 1, type: 2 }))).toEqual([0]);
    expect(lists(order({ state: 1, type: 6 }))).toEqual([4]);
    expect(lists(order({ state: 2 }))).toEqual([1]);
    expect(lists(order({ state: 2, type: 2 }))).toEqual([1, 2]);
    expect(lists(order({ state: 6 }))).toEqual([1, 6]);
    expect(lists(order({ state: 7 }))).toEqual([7]);
    expect(lists(order({ state: 7, type: 2 }))).toEqual([2, 7]);
    expect(lists(order({ state: 3, extract: 15, doctorName: "赵文博" }))).toEqual([3]);
    expect(lists(order({ state: 3, reason: "忙" }))).toEqual([8]);
    expect(lists(order({ state: 4 }))).toEqual([8]);
    expect(lists(order({ state: 4, type: 6 }))).toEqual([4, 8]);
    expect(lists(order({ state: 2, prescription: { state: 0, stateb: 0, preCode: "", diagnosticCode: "", diagResult: "", drugsList: [], modifyUser: "", photo: "", modifyUserb: "", photob: "", reason: "" } }))).toEqual([1, 5]);
  });
});

describe("patient details", () => {
  it("flag 1 shows the text, otherwise 无", () => {
    expect(patientFlagText(1, "青霉素过敏")).toBe("青霉素过敏");
    expect(patientFlagText("1", "青霉素过敏")).toBe("青霉素过敏");
    expect(patientFlagText(0, "青霉素过敏")).toBe("无");
    expect(patientFlagText(1, "")).toBe("无");
    expect(patientHistory(patient).map((h) => h.text)).toEqual(["青霉素过敏", "无", "无", "无", "吸烟30年"]);
  });
  it("chat message kinds", () => {
    const kinds = ["CUSTOM", "AUDIO", "PICTURE", "VIDEO", "TEXT", "TIP", ""].map((msgType) => chatMessageKind({ msgType }));
    expect(kinds).toEqual(["custom", "audio", "picture", "video", "text", "text", "text"]);
    expect(chatMessageContent({ fromNick: "a", msgType: "PICTURE", body: JSON.stringify({ url: "/p.jpg" }) })).toMatchObject({ kind: "picture", url: "/p.jpg" });
    expect(chatMessageContent({ fromNick: "a", msgType: "AUDIO", body: JSON.stringify({ url: "/a.mp3", dur: 8000 }) })).toMatchObject({ url: "/a.mp3", duration: 8 });
    expect(chatMessageContent({ fromNick: "a", msgType: "CUSTOM", body: "{}" }).text).toBe("[无法识别的消息]");
    expect(chatMessageContent({ fromNick: "a", msgType: "TEXT", body: "你好" }).text).toBe("你好");
    expect(chatMessageContent({ fromNick: "a", msgType: "VIDEO", body: "not json" }).url).toBeNull();
  });
  it("the chat accordion shows the first 3 messages as titles", () => {
    expect(splitChatRecord([1, 2, 3, 4, 5])).toEqual({ titles: [1, 2, 3], rest: [4, 5] });
    expect(splitChatRecord([1])).toEqual({ titles: [1], rest: [] });
  });
});

describe("prescription review", () => {
  const review = (state: 0 | 1 | 2, stateb: 0 | 1 | 2) => prescriptionReview({ state, stateb, reason: "配伍禁忌" });
  it("approved when both are 1", () => {
    expect(review(1, 1)).toEqual({ status: "approved", label: "审核通过", showStamp: true });
  });
  it("rejected when either is 2, with the reason, and no stamp", () => {
    for (const [a, b] of [[2, 0], [2, 1], [0, 2], [1, 2], [2, 2]] as const) {
      expect(review(a, b)).toMatchObject({ status: "rejected", reason: "配伍禁忌", showStamp: false });
    }
  });
  it("otherwise under review, with no stamp: stamps certify an approved prescription only", () => {
    expect(review(0, 0)).toEqual({ status: "reviewing", label: "处方审核中", showStamp: false });
    expect(review(1, 0)).toEqual({ status: "reviewing", label: "处方审核中", showStamp: false });
    expect(review(0, 1).showStamp).toBe(false);
  });
});

describe("nutrition rules", () => {
  it("BMI = kg / m², one decimal", () => {
    expect(bmi(70, 175)).toBe(22.9);
    expect(bmi(52, 170)).toBe(18);
    expect(bmi("60", "160")).toBe(23.4);
    expect(bmi(0, 170)).toBeNull();
    expect(bmi(60, "")).toBeNull();
    // Halves round up: 48 kg at 160 cm is 18.75 exactly (a naive kg / m² gives 18.7499…).
    expect(bmi(48, 160)).toBe(18.8);
  });
  it("only hospitals with a product library issue prescriptions", () => {
    expect(canIssueNutritionPrescription({ hasProductLibrary: true })).toBe(true);
    expect(canIssueNutritionPrescription({ hasProductLibrary: false })).toBe(false);
    expect(canIssueNutritionPrescription(null)).toBe(false);
  });
  it("empty search text clears the options", () => {
    expect(productSearchQuery("  ")).toBeNull();
    expect(productSearchQuery(" 蛋白 ")).toBe("蛋白");
  });
});

describe("navigation", () => {
  it("three unnamed segments go to a root path of the last one, anything else to /", () => {
    expect(fallbackPath("/a/b/patient_djz")).toBe("/patient_djz");
    expect(fallbackPath("/a/b")).toBe("/");
    expect(fallbackPath("/a/b/c/d")).toBe("/");
  });
  it("paging only when total > 0", () => {
    expect(showPager(0)).toBe(false);
    expect(showPager(1)).toBe(true);
  });
  it("counts pages rounding up, 0 without rows", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(13, 10)).toBe(2);
    expect(pageCount(5, 0)).toBe(0);
  });
});

describe("refusal reason", () => {
  it("needs a reason; blank is none; at most 200 characters", async () => {
    const { checkRefusalReason } = await import("./refusal");
    expect(checkRefusalReason("   ")).toEqual({ message: "请输入拒绝原因" });
    expect(checkRefusalReason(" 今日停诊 ")).toEqual({ reason: "今日停诊" });
    expect(checkRefusalReason("长".repeat(250))).toEqual({ reason: "长".repeat(200) });
  });
});
