/**
 * Private files: verification documents and signatures — the demo data's under
 * /uploads/demo included — and anything not yet published are served only to their owner's
 * session; published content (a published article's cover and video, a doctor's photo) to
 * anyone. Source maps are never served.
 */
import { describe, expect, it } from "vitest";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { accounts, TODAY, useHarness } from "./harness";
import { png } from "./support/files";

const h = useHarness();
const fixtures = createFixtures(TODAY);
const zhangId = 1001;
const zhang = fixtures.accounts.find((a) => a.customerId === zhangId)!;
const status = async (fetch: typeof globalThis.fetch, url: string) => (await fetch(`http://localhost${url}`)).status;

describe("the demo data's private files", () => {
  const documents = zhang.verification.list.map((d) => d.paperUrl);
  const signatures = ["/uploads/demo/sign-zhang.png", "/uploads/demo/sign-pharmacist-qian.png"];

  it("serves the verification documents and signatures to their doctor only", async () => {
    expect(documents.length).toBeGreaterThanOrEqual(10);
    const owner = h.browser();
    await owner.signInAs(accounts.verified);
    const other = h.browser();
    await other.signInAs(accounts.reviewing);
    const anonymous = h.browser();
    for (const url of [...documents, ...signatures]) {
      expect(await status(owner.fetch, url), url).toBe(200);
      expect(await status(other.fetch, url), url).toBe(404);
      expect(await status(anonymous.fetch, url), url).toBe(404);
    }
    const served = await owner.fetch(`http://localhost${documents[0]}`);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves a published article's cover and video to anyone", async () => {
    const published = fixtures.articles.find((a) => a.isPass === 1 && a.isShow === 1 && a.outUrl !== "")!;
    expect(await status(h.browser().fetch, published.imgUrl)).toBe(200);
    expect(await status(h.browser().fetch, published.outUrl)).toBe(200);
    // A doctor's photo is on their public page.
    expect(await status(h.browser().fetch, zhang.doctor.photoUrl)).toBe(200);
  });
});

describe("uploads", () => {
  it("keeps an image private until it is published: the owner sees it, another doctor does not, then everyone does", async () => {
    const owner = h.browser();
    await owner.signInAs(accounts.verified);
    const other = h.browser();
    await other.signInAs(accounts.unverified);
    const { url } = await owner.client.account.uploadAvatar({ imagePath: new Blob([new Uint8Array(png())]) });
    expect(await status(owner.fetch, url)).toBe(200);
    expect(await status(other.fetch, url)).toBe(404);
    expect(await status(h.browser().fetch, url)).toBe(404);

    // Made the doctor's photo: published.
    const profile = (await owner.client.account.getProfile({})).doctor;
    const { doctorName, sex, birthDay, hospital, hospitalLevel, province, city, county, department, secondDepartment, title, practiceYear } = profile;
    await owner.client.account.saveProfile({ doctorName, sex, birthDay, hospital, hospitalLevel, province, city, county, department, secondDepartment, title, practiceYear, photoUrl: url } as never);
    expect(await status(h.browser().fetch, url)).toBe(200);
  });
});

describe("source maps", () => {
  it("are not served, whatever the path", async () => {
    for (const path of ["/assets/index-abc123.js.map", "/index.js.map", "/uploads/demo/x.js.map", "/api/x.map"]) {
      expect((await h.app.request(path)).status, path).toBe(404);
    }
  });
});
