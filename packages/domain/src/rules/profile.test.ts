import { describe, expect, it } from "vitest";
import { fixtures } from "../fixtures";
import { emptyDoctor, profileOrEmpty } from "./profile";

describe("a profile with nothing filled in", () => {
  it("has every field of a doctor's profile, each empty", () => {
    const known = fixtures.accounts[0]!.doctor;
    expect(Object.keys(emptyDoctor).sort()).toEqual(Object.keys(known).sort());
    for (const [key, value] of Object.entries(emptyDoctor)) expect([key, value]).toEqual([key, key === "doctorInfoId" ? 0 : ""]);
  });

  it("fills what an answer leaves out or sends as null, and keeps what it gives", () => {
    const doctor = profileOrEmpty({ doctorName: "张明远", hospitalLevel: 3, title: null as never });
    expect(doctor).toMatchObject({ doctorName: "张明远", hospitalLevel: 3, title: "", practiceYear: "", photoUrl: "" });
    expect(profileOrEmpty(null)).toEqual(emptyDoctor);
    expect(profileOrEmpty(fixtures.accounts[0]!.doctor)).toEqual(fixtures.accounts[0]!.doctor);
  });
});
