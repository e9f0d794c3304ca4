import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { detailReturnPaths, firstTabs, paths } from "./paths";

const repo = join(import.meta.dirname, "../../..");
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe("paths", () => {
  it("are the spec's addresses", () => {
    expect(paths.nutritionPrescription(3)).toBe("/nutriRecipel/nutriRecipelDetail?nutritionPrescriptionId=3");
    expect(paths.pgSga(4)).toBe("/nutriRecipel/PGSGADetail?evaluateId=4");
    expect(paths.screening(5)).toBe("/nutriRecipel/nutritionDetail?screeningId=5");
    expect(paths.article(0)).toBe("/releaseM/addArticle?articleId=0");
    expect(firstTabs).toEqual({ patient: "/patient/patient_djz", nutrition: "/nutriRecipel/nutriRecipel_jl" });
    expect(detailReturnPaths).toEqual({
      prescription: "/patient_ycf",
      medicalRecord: "/patient_yjs",
      patientDetail: "/patient_wzhz",
      pgsga: "/nutriRecipel/PGSGAJl",
      product: "/nutriRecipel/nutrition",
    });
  });

  it("\"/nutriRecipel\" is written in src/paths.ts only, in every package's and app's source", () => {
    const roots = ["packages", "apps"].flatMap((room) => readdirSync(join(repo, room)).map((name) => join(repo, room, name, "src")));
    const writers = roots
      .flatMap((root) => (statSync(root, { throwIfNoEntry: false })?.isDirectory() ? sources(root) : []))
      .filter((file) => /["'`]\/nutriRecipel\b/.test(readFileSync(file, "utf8")))
      .map((file) => relative(repo, file));
    expect(writers).toEqual(["apps/console/src/paths.ts"]);
  });

  it("the console's code names no path but through src/paths.ts and the login path's module (comments aside)", () => {
    const code = (file: string) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .join("\n");
    const writers = sources(import.meta.dirname)
      .filter((file) => /["'`]\/[A-Za-z]/.test(code(file)))
      .map((file) => relative(repo, file));
    expect(writers.sort()).toEqual(["apps/console/src/login-path.ts", "apps/console/src/paths.ts"]);
  });
});
