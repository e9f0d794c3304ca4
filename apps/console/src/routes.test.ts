import { describe, expect, it } from "vitest";
import { landingPath, matchRoute, redirectFor, routes } from "./routes";

describe("redirect rules", () => {
  it("/ → /login, /Home → /Welcome", () => {
    expect(redirectFor("/")).toBe("/login");
    expect(redirectFor("/Home")).toBe("/Welcome");
  });

  it("pages are not redirected, whatever their case", () => {
    for (const path of ["/login", "/Welcome", "/welcome", "/personalData/editInformation", "/patient/patient_djz", "/IM"]) {
      expect(redirectFor(path), path).toBeNull();
    }
  });

  it("three segments with no route → the last segment at the root", () => {
    expect(redirectFor("/a/b/comment")).toBe("/comment");
    expect(redirectFor("/x/y/z")).toBe("/z");
  });

  it("a child tab at the root → its tab; any other unknown path → /", () => {
    expect(redirectFor("/patient_ycf")).toBe("/patient/patient_ycf");
    expect(redirectFor("/PGSGAJl")).toBe("/nutriRecipel/PGSGAJl");
    expect(redirectFor("/nowhere")).toBe("/");
    expect(redirectFor("/a/b")).toBe("/");
    expect(redirectFor("/a/b/c/d")).toBe("/");
  });

  it("registers every route", () => {
    const named = [
      "/welcome", "/personalData", "/personalData/editInformation", "/personalData/certificateReview", "/personalData/openingStudio",
      "/releaseM", "/releaseM/addArticle", "/releaseM/video", "/releaseM/addDisease", "/diseasesList", "/drafts", "/comment",
      "/patient", "/patient/patient_cfxq", "/patient/patient_blxq", "/nutriRecipel", "/nutriRecipel/addnutriRecipel",
      "/nutriRecipel/addnutrition", "/nutriRecipel/addPGSGA", "/nutriRecipel/addnutritionDy", "/nutriRecipel/nutriRecipelDetail",
      "/nutriRecipel/PGSGADetail", "/nutriRecipel/nutritionDetail", "/treatmentPlan", "/specificDiseaseDetails", "/IM", "/wisdomZY",
      "/visitRecord", "/myPatient", "/symptom", "/medicalCaseReference", "/traditionalChineseMedicine", "/prescription",
      "/prescribing", "/specializedDisease", "/patientFeedback",
    ];
    for (const path of named) expect(matchRoute(path), path).toBeDefined();
    expect(routes.filter((r) => r.tabBar === false).map((r) => r.path)).toEqual(["/releaseM/addDisease", "/diseasesList"]);
  });

  it("puts exactly the publishing pages behind the studio gate", () => {
    expect(routes.filter((r) => r.studio).map((r) => r.path).sort()).toEqual(
      ["/comment", "/diseasesList", "/drafts", "/releaseM", "/releaseM/addArticle", "/releaseM/addDisease", "/releaseM/video"].sort(),
    );
  });
});

describe("landingPath: where the console shows a path", () => {
  const doctor = { signedIn: true, studioOpen: true };

  it("follows the redirect rules to their end", () => {
    expect(landingPath("/", doctor)).toBe("/login");
    expect(landingPath("/no/such", doctor)).toBe("/login");
    expect(landingPath("/patient_ycf", doctor)).toBe("/patient/patient_ycf");
  });

  it("a section's root, or a tab it does not have, opens its first tab", () => {
    expect(landingPath("/nutriRecipel", doctor)).toBe("/nutriRecipel/nutriRecipel_jl");
    expect(landingPath("/NUTRIRECIPEL", doctor)).toBe("/nutriRecipel/nutriRecipel_jl");
    expect(landingPath("/patient", doctor)).toBe("/patient/patient_djz");
    expect(landingPath("/patient/patient_nope", doctor)).toBe("/patient/patient_djz");
  });

  it("leaves pages, tabs and detail pages where they are", () => {
    for (const path of ["/Welcome", "/nutriRecipel/PGSGAJl", "/nutrirecipel/assessjl", "/patient/patient_ycf", "/patient/patient_cfxq", "/nutriRecipel/addnutriRecipel", "/releaseM"]) {
      expect(landingPath(path, doctor), path).toBeNull();
    }
  });

  it("/patient stays for a doctor whose studio is not open (the invitation shows there); signed out, no section opens", () => {
    expect(landingPath("/patient", { signedIn: true, studioOpen: false })).toBeNull();
    expect(landingPath("/nutriRecipel", { signedIn: true, studioOpen: false })).toBe("/nutriRecipel/nutriRecipel_jl");
    expect(landingPath("/nutriRecipel", { signedIn: false, studioOpen: false })).toBeNull();
  });
});
