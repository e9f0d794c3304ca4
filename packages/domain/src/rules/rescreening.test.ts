import { describe, expect, it } from "vitest";
import { isScreeningDue, latestScoredRecord, nextScreening, rescreenReasons, type ScoredRecord } from "./rescreening";
import { nrs2002DerivedAnswers, nutritionPatientBasicInfo, nutritionPatientFormValues } from "./nutrition";
import { NRS_NO, NRS_YES } from "../enums";
import type { NutritionPatient } from "../entities";

const nrs = (createDate: string, totalScore: number): ScoredRecord => ({ kind: "nrs2002", createDate, totalScore });
const pgsga = (createDate: string, totalScore: number): ScoredRecord => ({ kind: "pgsga", createDate, totalScore });
const since = "2026-11-01 08:00:00";

describe("next screening", () => {
  it("NRS-2002 below 3: weekly re-screening with NRS-2002", () => {
    const next = nextScreening([nrs("2026-11-10 09:30:00", 2)], since);
    expect(next).toMatchObject({ kind: "nrs2002", dueDate: "2026-11-17", basis: "nrs-low", reason: rescreenReasons["nrs-low"] });
  });

  it("NRS-2002 of 3 or more: the PG-SGA assessment is due the same day", () => {
    expect(nextScreening([nrs("2026-11-10 09:30:00", 3)], since)).toMatchObject({ kind: "pgsga", dueDate: "2026-11-10", basis: "nrs-risk" });
  });

  it.each([
    [0, "pgsga-0-1", "2026-12-08"],
    [1, "pgsga-0-1", "2026-12-08"],
    [2, "pgsga-2-3", "2026-11-24"],
    [3, "pgsga-2-3", "2026-11-24"],
    [4, "pgsga-4-8", "2026-11-17"],
    [8, "pgsga-4-8", "2026-11-17"],
    [9, "pgsga-9", "2026-11-13"],
    [20, "pgsga-9", "2026-11-13"],
  ] as const)("PG-SGA %i → %s, due %s", (score, basis, dueDate) => {
    expect(nextScreening([pgsga("2026-11-10 09:30:00", score)], since)).toMatchObject({ kind: "pgsga", basis, dueDate });
  });

  it("the latest record decides, whatever the order given", () => {
    const records = [pgsga("2026-11-03 10:00:00", 12), nrs("2026-11-12 10:00:00", 1), nrs("2026-11-01 10:00:00", 5)];
    expect(nextScreening(records, since)).toMatchObject({ basis: "nrs-low", dueDate: "2026-11-19", latest: records[1] });
  });

  it("a PG-SGA at the same instant as an NRS-2002 counts as the later one", () => {
    const records = [pgsga("2026-11-10 10:00:00", 3), nrs("2026-11-10 10:00:00", 4)];
    expect(latestScoredRecord(records)).toBe(records[0]);
    expect(nextScreening([...records].reverse(), since).basis).toBe("pgsga-2-3");
  });

  it("no score yet: weekly from when the patient was recorded", () => {
    expect(nextScreening([], since)).toMatchObject({ kind: "nrs2002", basis: "none", dueDate: "2026-11-08", latest: null });
  });

  it("dates are China-time days: a record late in the evening (UTC next day) counts on its own day", () => {
    expect(nextScreening([nrs("2026-11-10 23:30:00", 0)], since).dueDate).toBe("2026-11-17");
  });

  it("is due on and after the due date, not before (China time)", () => {
    const next = { dueDate: "2026-11-17" };
    expect(isScreeningDue(next, new Date("2026-11-16T15:59:00Z"))).toBe(false); // 23:59 on the 16th in China
    expect(isScreeningDue(next, new Date("2026-11-16T16:00:00Z"))).toBe(true); // 00:00 on the 17th
    expect(isScreeningDue(next, new Date("2026-12-01T00:00:00Z"))).toBe(true);
  });
});

describe("NRS-2002 answers the data gives", () => {
  it("BMI below 20.5 answers yes; 20.5 or more no", () => {
    expect(nrs2002DerivedAnswers({ npAge: 40, npHeight: 170, npWeight: 52 })).toEqual({ bmi: 18, bmiLow: NRS_YES, ageScope: 0 });
    // 59.2 kg at 170 cm is 20.48… which rounds to 20.5: the rounded BMI (as shown) decides.
    expect(nrs2002DerivedAnswers({ npAge: 40, npHeight: 170, npWeight: 59.2 }).bmiLow).toBe(NRS_NO);
    expect(nrs2002DerivedAnswers({ npAge: 40, npHeight: 170, npWeight: 59 }).bmiLow).toBe(NRS_YES);
  });

  it("age 70 or over scores the age", () => {
    expect(nrs2002DerivedAnswers({ npAge: "70", npHeight: "", npWeight: "" })).toEqual({ bmi: null, bmiLow: null, ageScope: 1 });
    expect(nrs2002DerivedAnswers({ npAge: "69", npHeight: "", npWeight: "" }).ageScope).toBe(0);
    expect(nrs2002DerivedAnswers({ npAge: "", npHeight: "", npWeight: "" }).ageScope).toBeNull();
  });
});

describe("a known patient fills the forms", () => {
  const patient: NutritionPatient = {
    nutritionPatientId: 3,
    npName: "陈秀英",
    npAge: 68,
    npSex: "0",
    npPhone: "13912345678",
    npHeight: 158,
    npWeight: 49.5,
    npAdmissionNumber: "ZY20261101",
    npBedNumber: "12床",
    npDisease: "胃癌术后",
    hospitalizedDate: "2026-11-01",
    surgeryDate: "",
    createDate: "2026-11-01 08:00:00",
    doctorName: "张明",
    totalScore: 5,
  };
  it("as the worksheets' basic information", () => {
    expect(nutritionPatientFormValues(patient)).toMatchObject({ npName: "陈秀英", npAge: "68", npSex: "0", npHeight: "158", npWeight: "49.5", npBedNumber: "12床" });
  });
  it("as the prescription's basic information", () => {
    expect(nutritionPatientBasicInfo(patient)).toEqual({
      patientName: "陈秀英",
      sex: 0,
      age: 68,
      patientPhone: "13912345678",
      hospitalizationCode: "ZY20261101",
      bedNumber: "12床",
    });
  });
});
