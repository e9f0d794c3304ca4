import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  NRS2002_MAX_TOTAL,
  NRS2002_MIN_TOTAL,
  nrs2002Gate,
  nrs2002Result,
  nrs2002Severity,
  nrs2002Total,
  nrs2002AgeScope,
} from "./nrs2002";
import {
  PGSGA_MAX_TOTAL,
  PGSGA_MIN_TOTAL,
  applySymptoms,
  isPainLocationEnabled,
  pgsgaBands,
  pgsgaBreakdown,
  pgsgaRecommendation,
  pgsgaResultPageBands,
  pgsgaTotal,
  toggleSymptom,
} from "./pgsga";
import {
  nrsIllnessStates,
  pgsgaActivity,
  pgsgaCurrentFeed,
  pgsgaElseIllness,
  pgsgaEyesAxunge,
  pgsgaMealIntake,
  pgsgaStressState,
  pgsgaSymptoms,
  pgsgaWeightLost,
  pgsgaWeightState,
  type NrsAgeScope,
  type NrsIllnessState,
  type NrsNutritionState,
  type PgSgaSymptom,
} from "../enums";
import type { PgSgaAnswers } from "../entities";

describe("NRS-2002 gate", () => {
  it("goes to the formal assessment when any answer is yes (0)", () => {
    expect(nrs2002Gate({ bmiLow: 1, weightLoss: 1, intakeReduced: 0, severelyIll: 1 })).toEqual({ formal: true });
    expect(nrs2002Gate({ bmiLow: "0", weightLoss: 1, intakeReduced: 1, severelyIll: 1 })).toEqual({ formal: true });
  });
  it("ends healthy, re-screen weekly, when all answers are no", () => {
    const gate = nrs2002Gate({ bmiLow: 1, weightLoss: 1, intakeReduced: 1, severelyIll: 1 });
    expect(gate.formal).toBe(false);
    expect(gate.formal === false && gate.message).toMatch(/每周/);
  });
});

describe("NRS-2002 total", () => {
  it("severity is one grade: the highest ticked, not the sum", () => {
    expect(nrs2002Severity(["illnessStateA"])).toBe(1);
    expect(nrs2002Severity(["illnessStateB"])).toBe(2);
    expect(nrs2002Severity(["illnessStateC"])).toBe(3);
    expect(nrs2002Severity(["illnessStateA", "illnessStateB"])).toBe(2);
    expect(nrs2002Severity(["illnessStateA", "illnessStateB", "illnessStateC"])).toBe(3);
    expect(nrs2002Severity([])).toBe(0);
  });
  it("total = severity + nutrition state + age", () => {
    expect(nrs2002Total({ illnessStates: ["illnessStateA", "illnessStateC"], nutritionState: 2, ageScope: 1 })).toBe(6);
    expect(nrs2002Total({ illnessStates: ["illnessStateA"], nutritionState: 0, ageScope: 0 })).toBe(1);
  });
  it("70 or over adds 1", () => {
    expect(nrs2002AgeScope(69)).toBe(0);
    expect(nrs2002AgeScope(70)).toBe(1);
  });
  it("≥ 3 at risk, needs nutrition support; < 3 re-screen weekly if major surgery", () => {
    expect(nrs2002Result(3)).toMatchObject({ atRisk: true, text: expect.stringMatching(/营养支持/) });
    expect(nrs2002Result(2)).toMatchObject({ atRisk: false, text: expect.stringMatching(/重大手术.*每周/) });
  });

  const illness = fc.subarray(nrsIllnessStates.map((s) => s.value) as NrsIllnessState[], { minLength: 1 });
  const nutrition = fc.constantFrom<NrsNutritionState>(0, 1, 2, 3);
  const age = fc.constantFrom<NrsAgeScope>(0, 1);

  it("stays within its range (property)", () => {
    fc.assert(
      fc.property(illness, nutrition, age, (illnessStates, nutritionState, ageScope) => {
        const t = nrs2002Total({ illnessStates, nutritionState, ageScope });
        expect(t).toBeGreaterThanOrEqual(Math.max(NRS2002_MIN_TOTAL, 1));
        expect(t).toBeLessThanOrEqual(NRS2002_MAX_TOTAL);
        expect(Number.isInteger(t)).toBe(true);
      }),
    );
  });
  it("grows when a worse answer is chosen (property)", () => {
    fc.assert(
      fc.property(illness, nutrition, age, fc.integer({ min: 0, max: 2 }), (illnessStates, nutritionState, ageScope, part) => {
        const base = nrs2002Total({ illnessStates, nutritionState, ageScope });
        if (part === 0) {
          // add a strictly higher grade than the current one
          const current = nrs2002Severity(illnessStates);
          const higher = nrsIllnessStates.find((s) => s.points > current);
          if (!higher) return;
          expect(nrs2002Total({ illnessStates: [...illnessStates, higher.value], nutritionState, ageScope })).toBe(base + higher.points - current);
        } else if (part === 1) {
          if (nutritionState === 3) return;
          expect(nrs2002Total({ illnessStates, nutritionState: (nutritionState + 1) as NrsNutritionState, ageScope })).toBe(base + 1);
        } else {
          if (ageScope === 1) return;
          expect(nrs2002Total({ illnessStates, nutritionState, ageScope: 1 })).toBe(base + 1);
        }
      }),
    );
  });
  it("never shrinks when another illness state is ticked (property)", () => {
    fc.assert(
      fc.property(illness, fc.constantFrom(...nrsIllnessStates.map((s) => s.value)), nutrition, age, (states, extra, nutritionState, ageScope) => {
        const before = nrs2002Total({ illnessStates: states, nutritionState, ageScope });
        const after = nrs2002Total({ illnessStates: [...states, extra], nutritionState, ageScope });
        expect(after).toBeGreaterThanOrEqual(before);
        expect(after - before).toBeLessThanOrEqual(2);
      }),
    );
  });
});

const base: PgSgaAnswers = {
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
};

describe("PG-SGA total", () => {
  it("adds every part; symptoms and illnesses are summed", () => {
    const answers: PgSgaAnswers = {
      weightLost: "3",
      weightState: "1",
      mealIntake: "1",
      currentFeed: "4",
      eatIssueSymptoms: ["eatIssueSymptomB", "eatIssueSymptomG", "eatIssueSymptomM"],
      achePart: "腹部",
      activity: "C",
      elseIllness: ["elseIllnessA", "elseIllnessF"],
      stressState: "2",
      eyesAxunge: "1",
    };
    expect(pgsgaBreakdown(answers)).toEqual({
      weightLost: 3,
      weightState: 1,
      mealIntake: 1,
      currentFeed: 4,
      symptoms: 8,
      activity: 2,
      elseIllness: 2,
      stressState: 2,
      eyesAxunge: 1,
      total: 24,
    });
    expect(pgsgaTotal(base)).toBe(1);
    expect(pgsgaTotal({ ...base, activity: "E" })).toBe(4);
  });
  it("range constants match the worst and best answers", () => {
    expect(PGSGA_MIN_TOTAL).toBe(1);
    expect(PGSGA_MAX_TOTAL).toBe(50);
    const worst: PgSgaAnswers = {
      weightLost: "4", weightState: "1", mealIntake: "1", currentFeed: "6",
      eatIssueSymptoms: pgsgaSymptoms.map((s) => s.value).filter((v) => v !== "eatIssueSymptomA"),
      achePart: "x", activity: "D", elseIllness: pgsgaElseIllness.map((s) => s.value), stressState: "3", eyesAxunge: "3",
    };
    expect(pgsgaTotal(worst)).toBe(PGSGA_MAX_TOTAL);
  });

  const pick = <T extends { value: string }>(o: readonly T[]) => fc.constantFrom(...o.map((x) => x.value as T["value"]));
  const symptoms = fc.oneof(
    fc.constant<PgSgaSymptom[]>(["eatIssueSymptomA"]),
    fc.subarray<PgSgaSymptom>(pgsgaSymptoms.map((s) => s.value).filter((v) => v !== "eatIssueSymptomA"), { minLength: 1 }),
  );
  const answers = fc.record({
    weightLost: pick(pgsgaWeightLost),
    weightState: pick(pgsgaWeightState),
    mealIntake: pick(pgsgaMealIntake),
    currentFeed: pick(pgsgaCurrentFeed),
    eatIssueSymptoms: symptoms,
    achePart: fc.constant(""),
    activity: pick(pgsgaActivity),
    elseIllness: fc.subarray(pgsgaElseIllness.map((s) => s.value)),
    stressState: pick(pgsgaStressState),
    eyesAxunge: pick(pgsgaEyesAxunge),
  });

  it("stays within its range (property)", () => {
    fc.assert(
      fc.property(answers, (a) => {
        const t = pgsgaTotal(a);
        expect(t).toBeGreaterThanOrEqual(PGSGA_MIN_TOTAL);
        expect(t).toBeLessThanOrEqual(PGSGA_MAX_TOTAL);
        const b = pgsgaBreakdown(a);
        expect(b.weightLost).toBeLessThanOrEqual(4);
        expect(b.currentFeed).toBeGreaterThanOrEqual(1);
        expect(b.currentFeed).toBeLessThanOrEqual(6);
        expect(b.activity).toBeLessThanOrEqual(3);
        expect(b.stressState).toBeLessThanOrEqual(3);
        expect(b.eyesAxunge).toBeLessThanOrEqual(3);
        expect(b.elseIllness).toBe(a.elseIllness.length);
      }),
    );
  });

  const singleFields = {
    weightLost: pgsgaWeightLost,
    weightState: pgsgaWeightState,
    mealIntake: pgsgaMealIntake,
    currentFeed: pgsgaCurrentFeed,
    activity: pgsgaActivity,
    stressState: pgsgaStressState,
    eyesAxunge: pgsgaEyesAxunge,
  } as const;

  it("grows by the point difference when a worse single answer is chosen (property)", () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(...(Object.keys(singleFields) as (keyof typeof singleFields)[])), (a, field) => {
        const options = singleFields[field] as readonly { value: string; points: number }[];
        const current = options.find((o) => o.value === a[field])!;
        const worse = options.filter((o) => o.points > current.points);
        for (const w of worse) {
          const changed = { ...a, [field]: w.value } as PgSgaAnswers;
          expect(pgsgaTotal(changed)).toBe(pgsgaTotal(a) + w.points - current.points);
        }
      }),
    );
  });
  it("grows when another symptom or illness is added (property)", () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(...pgsgaSymptoms.slice(1)), fc.constantFrom(...pgsgaElseIllness), (a, symptom, illness) => {
        if (!a.eatIssueSymptoms.includes(symptom.value)) {
          const more = { ...a, eatIssueSymptoms: toggleSymptom(a.eatIssueSymptoms, symptom.value) };
          expect(pgsgaTotal(more)).toBe(pgsgaTotal(a) + symptom.points);
        }
        if (!a.elseIllness.includes(illness.value)) {
          expect(pgsgaTotal({ ...a, elseIllness: [...a.elseIllness, illness.value] })).toBe(pgsgaTotal(a) + 1);
        }
      }),
    );
  });
});

describe("PG-SGA symptoms", () => {
  it("A ('none') excludes every other symptom", () => {
    expect(toggleSymptom(["eatIssueSymptomB", "eatIssueSymptomC"], "eatIssueSymptomA")).toEqual(["eatIssueSymptomA"]);
    expect(toggleSymptom(["eatIssueSymptomA"], "eatIssueSymptomD")).toEqual(["eatIssueSymptomD"]);
    expect(toggleSymptom(["eatIssueSymptomD", "eatIssueSymptomB"], "eatIssueSymptomD")).toEqual(["eatIssueSymptomB"]);
  });
  it("never leaves A together with another symptom (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pgsgaSymptoms.map((s) => s.value))), (clicks) => {
        let selected: PgSgaSymptom[] = [];
        for (const c of clicks) selected = toggleSymptom(selected, c);
        if (selected.includes("eatIssueSymptomA")) expect(selected).toEqual(["eatIssueSymptomA"]);
        expect(new Set(selected).size).toBe(selected.length);
      }),
    );
  });
  it("M enables the pain location; deselecting M clears it", () => {
    expect(isPainLocationEnabled(["eatIssueSymptomM"])).toBe(true);
    const form = { eatIssueSymptoms: ["eatIssueSymptomM"] as PgSgaSymptom[], achePart: "腰部" };
    expect(applySymptoms(form, toggleSymptom(form.eatIssueSymptoms, "eatIssueSymptomM"))).toEqual({ eatIssueSymptoms: [], achePart: "" });
    expect(applySymptoms(form, ["eatIssueSymptomM", "eatIssueSymptomB"]).achePart).toBe("腰部");
  });
});

describe("PG-SGA recommendation", () => {
  it("four bands: 0-1, 2-3, 4-8, 9+", () => {
    expect(pgsgaBands.map((b) => [b.min, b.max])).toEqual([
      [0, 1],
      [2, 3],
      [4, 8],
      [9, Number.POSITIVE_INFINITY],
    ]);
    expect(pgsgaRecommendation(0)).toBe(pgsgaBands[0]);
    expect(pgsgaRecommendation(1)).toBe(pgsgaBands[0]);
    expect(pgsgaRecommendation(2)).toBe(pgsgaBands[1]);
    expect(pgsgaRecommendation(3)).toBe(pgsgaBands[1]);
    expect(pgsgaRecommendation(4)).toBe(pgsgaBands[2]);
    expect(pgsgaRecommendation(8)).toBe(pgsgaBands[2]);
    expect(pgsgaRecommendation(9)).toBe(pgsgaBands[3]);
    expect(pgsgaRecommendation(50)).toBe(pgsgaBands[3]);
  });
  it("texts follow the spec's meaning", () => {
    expect(pgsgaBands[0]!.text).toMatch(/无需干预/);
    expect(pgsgaBands[1]!.text).toMatch(/营养师.*护士.*临床医生.*教育.*药物干预/);
    expect(pgsgaBands[2]!.text).toMatch(/营养干预.*症状/);
    expect(pgsgaBands[3]!.text).toMatch(/迫切.*营养支持/);
  });
  it("the result page omits the 2–3 line", () => {
    expect(pgsgaResultPageBands.map((b) => b.min)).toEqual([0, 4, 9]);
    expect(pgsgaRecommendation(2, { forResultPage: true })).toBeNull();
    expect(pgsgaRecommendation(3, { forResultPage: true })).toBeNull();
    expect(pgsgaRecommendation(5, { forResultPage: true })).toBe(pgsgaBands[2]);
  });
});
