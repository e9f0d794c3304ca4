import { describe, expect, it } from "vitest";
import * as e from "./enums";

describe("enums and labels", () => {
  it("titles, practice years, hospital levels", () => {
    expect(e.doctorTitles).toEqual(["住院医师", "主治医师", "副主任医师", "主任医师"]);
    expect(e.practiceYears).toEqual([1, 2, 3, 4, 5]);
    expect(e.hospitalLevels).toEqual([1, 2, 3]);
    expect(e.hospitalLevelLabels[3]).toBe("三级");
  });
  it("sex encodings", () => {
    expect(e.sexes).toEqual(["男", "女"]);
    expect(e.nutritionSexLabel(1)).toBe("男");
    expect(e.nutritionSexLabel(0)).toBe("女");
    expect(e.nutritionSexLabel("1")).toBe("男");
    expect(e.nutritionSexLabel("0")).toBe("女");
  });
  it("service types 1, 2, 6", () => {
    expect(e.serviceTypes).toEqual([1, 2, 6]);
  });
  it("order states, with 7 for finished and evaluated", () => {
    expect(e.orderStates).toEqual([0, 1, 2, 3, 4, 6, 7]);
    expect(e.orderStateLabels[2]).toBe("已接诊");
    expect(e.orderStateLabels[6]).toBe("待评价");
  });
  it("the nine patient tabs in order with their list states", () => {
    expect(e.patientTabs.map((t) => [t.route, t.label, t.listState])).toEqual([
      ["patient_djz", "待接诊", 0],
      ["patient_wzhz", "已接诊", 1],
      ["patient_yzr", "已转入", 2],
      ["patient_ycf", "已处方", 5],
      ["patient_yzc", "已转出", 3],
      ["patient_xxmz", "线下门诊", 4],
      ["patient_dpj", "待评价", 6],
      ["patient_yjs", "已结束", 7],
      ["patient_yjj", "已拒绝", 8],
    ]);
  });
  it("article status tabs 0–5, drafts 5", () => {
    expect(e.articleStatusTabs.map((t) => t.state)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(e.DRAFT_STATE_FILTER).toBe(5);
  });
  it("verification states", () => {
    expect(e.verificationStates).toEqual([-1, 0, 1, 2, 3]);
    expect(e.verificationStateLabels[0]).toBe("审核中");
  });
  it("the eleven document keys, each with a Chinese name", () => {
    expect(e.documentKeys).toHaveLength(11);
    for (const k of e.documentKeys) expect(e.documentKeyLabels[k]).toMatch(/\p{Script=Han}/u);
  });
  it("comment filters 0 all, 1 replied, 2 unreplied", () => {
    expect(e.commentFilters.map((f) => f.state)).toEqual([0, 1, 2]);
  });
  it("dose units 片 袋 克 瓶 支 盒", () => {
    expect(e.doseUnits).toEqual(["片", "袋", "克", "瓶", "支", "盒"]);
  });
  it("NRS illness states A 1, B 2, C 3; nutrition 0–3; age 0/1", () => {
    expect(e.nrsIllnessStates.map((s) => [s.value, s.points])).toEqual([
      ["illnessStateA", 1],
      ["illnessStateB", 2],
      ["illnessStateC", 3],
    ]);
    expect(e.nrsNutritionStates.map((s) => s.points)).toEqual([0, 1, 2, 3]);
    expect(e.nrsAgeScopes.map((s) => s.points)).toEqual([0, 1]);
    expect(e.NRS_YES).toBe(0);
  });
  it("PG-SGA options with the spec's points", () => {
    const pts = (o: readonly { value: string; points: number }[]) => Object.fromEntries(o.map((x) => [x.value, x.points]));
    expect(pts(e.pgsgaWeightLost)).toEqual({ "4": 4, "3": 3, "2": 2, "1": 1, "0": 0 });
    expect(pts(e.pgsgaWeightState)).toEqual({ "1": 1, "0": 0 });
    expect(pts(e.pgsgaMealIntake)).toEqual({ "0": 0, "1": 1 });
    expect(pts(e.pgsgaCurrentFeed)).toEqual({ "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6 });
    expect(e.pgsgaSymptoms.map((s) => s.points)).toEqual([0, 3, 1, 3, 1, 3, 2, 1, 1, 1, 2, 1, 3, 1]);
    expect(e.pgsgaSymptoms.map((s) => s.value.slice(-1)).join("")).toBe("ABCDEFGHIJKLMN");
    expect(pts(e.pgsgaActivity)).toEqual({ A: 0, B: 1, C: 2, D: 3, E: 3 });
    expect(e.pgsgaElseIllness.map((s) => [s.value.slice(-1), s.points])).toEqual(
      ["A", "B", "C", "D", "E", "F"].map((l) => [l, 1]),
    );
    expect(pts(e.pgsgaStressState)).toEqual({ "0": 0, "1": 1, "2": 2, "3": 3 });
    expect(pts(e.pgsgaEyesAxunge)).toEqual({ "0": 0, "1": 1, "2": 2, "3": 3 });
    for (const options of Object.values(e.pgsgaSingleChoices)) for (const o of options) expect(o.label).not.toBe("");
  });
});
