import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { loginSchema } from "./login";
import { phoneSchema } from "./phone";
import { profileSchema } from "./profile";
import { articleSchema, draftSchema } from "./article";
import { commentReplySchema } from "./comment";
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
import { isValidationMessage } from "./messages";
import { doctorTitles, doseUnits, nrsIllnessStates, pgsgaElseIllness, pgsgaSymptoms } from "../enums";

/** Values a form field may plausibly hold, plus anything at all. */
const fieldValue = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.constantFrom("", " ", "0", "1", "2", "3", "男", "女", "A", "M", "13800138000", "2020-02-29", "<p><br></p>"),
  fc.integer({ min: -5, max: 1000 }),
  fc.double(),
  fc.constantFrom(null, undefined, true, false),
  fc.array(fc.constantFrom(...pgsgaSymptoms.map((s) => s.value), ...nrsIllnessStates.map((s) => s.value), "中医内科")),
  fc.array(fc.constantFrom(...pgsgaElseIllness.map((s) => s.value), ...doctorTitles, ...doseUnits, "x")),
  fc.array(fc.record({ NourishmentCode: fc.anything(), quantity: fc.anything(), useTheDosage: fc.anything() })),
);

/** An object over the schema's own keys (some missing) with arbitrary values, or anything at all. */
function inputFor(keys: readonly string[]) {
  return fc.oneof(
    fc.anything(),
    fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] }),
  );
}

const keysOf = (schema: z.core.$ZodType): string[] => {
  const def = (schema as unknown as { def?: { shape?: object; in?: z.core.$ZodType; innerType?: z.core.$ZodType; schema?: z.core.$ZodType; options?: z.core.$ZodType[] } }).def;
  if (def?.shape) return Object.keys(def.shape);
  const inner = def?.in ?? def?.innerType ?? def?.schema ?? def?.options?.[0];
  return inner ? keysOf(inner) : [];
};

const schemas: [string, z.core.$ZodType][] = [
  ["loginSchema", loginSchema],
  ["phoneSchema", phoneSchema],
  ["profileSchema", profileSchema],
  ["articleSchema", articleSchema],
  ["draftSchema", draftSchema],
  ["commentReplySchema", commentReplySchema],
  ["diseaseSchema", diseaseSchema],
  ["nutritionBasicInfoSchema", nutritionBasicInfoSchema],
  ["addProductSchema(10)", addProductSchema(10)],
  ["nutritionPrescriptionSubmitSchema", nutritionPrescriptionSubmitSchema],
  ["newProductSchema", newProductSchema],
  ["nrsPatientSchema", nrsPatientSchema],
  ["pgsgaPatientSchema", pgsgaPatientSchema],
  ["nrsPrescreenSchema", nrsPrescreenSchema],
  ["nrsAssessmentSchema", nrsAssessmentSchema],
  ["pgsgaAssessmentSchema", pgsgaAssessmentSchema],
];

describe("every schema on arbitrary input", () => {
  it("finds the keys of every object schema (the generator is not vacuous)", () => {
    for (const [name, schema] of schemas) {
      if (name !== "phoneSchema") expect(keysOf(schema).length, name).toBeGreaterThan(0);
    }
  });

  it.each(schemas)("%s never throws and answers only with spec messages", (_, schema) => {
    fc.assert(
      fc.property(inputFor(keysOf(schema)), (input) => {
        const result = z.safeParse(schema, input);
        if (!result.success) {
          expect(result.error.issues.length).toBeGreaterThan(0);
          for (const issue of result.error.issues) expect(isValidationMessage(issue.message), issue.message).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("addProductSchema answers with spec messages for any stock", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.double()), inputFor(["nourishmentId", "useTheDosage", "quantity"]), (stock, input) => {
        const result = addProductSchema(stock).safeParse(input);
        if (!result.success) for (const issue of result.error.issues) expect(isValidationMessage(issue.message), issue.message).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("commentReplySchema never fails: a reply or null", () => {
    fc.assert(
      fc.property(inputFor(["articleId", "commentId", "content"]), (input) => {
        const result = commentReplySchema.safeParse(input);
        expect(result.success).toBe(true);
        if (result.success && result.data) expect(result.data.content.trim()).not.toBe("");
      }),
    );
  });
});

/** The phone rule's definition, written character by character. */
function phoneDefinition(value: string): "ok" | "empty" | "invalid" {
  const t = value.trim();
  if (t === "") return "empty";
  if (t.length !== 11) return "invalid";
  for (const ch of t) if (!"0123456789".includes(ch)) return "invalid";
  return t[0] === "1" && "34578".includes(t[1]!) ? "ok" : "invalid";
}

const digit = fc.constantFrom(..."0123456789");
const phoneLike = fc.oneof(
  fc.string(),
  fc.string({ unit: digit, minLength: 9, maxLength: 13 }),
  fc.tuple(fc.constantFrom("1", "2", "0"), digit, fc.string({ unit: digit, minLength: 8, maxLength: 10 }), fc.constantFrom("", " ", "a", "\t")).map(
    ([a, b, c, d]) => a + b + c + d,
  ),
  fc.tuple(fc.constantFrom("", " ", "  "), fc.constantFrom("13", "14", "15", "17", "18", "16", "19"), fc.string({ unit: digit, minLength: 9, maxLength: 9 })).map(
    ([pad, head, rest]) => pad + head + rest + pad,
  ),
);

describe("phone rule property", () => {
  it("agrees with its definition over random strings", () => {
    fc.assert(
      fc.property(phoneLike, (value) => {
        const expected = phoneDefinition(value);
        const result = phoneSchema.safeParse(value);
        if (expected === "ok") {
          expect(result.success).toBe(true);
          expect(result.data).toBe(value.trim());
        } else {
          expect(result.success).toBe(false);
          expect(result.error?.issues.map((i) => i.message)).toEqual([expected === "empty" ? "手机号不能为空" : "请输入正确的手机号"]);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
