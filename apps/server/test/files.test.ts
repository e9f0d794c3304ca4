/**
 * Private files (issue 12 §5): verification documents and signatures — the demo data's under
 * /uploads/demo included — and anything not yet published are served only to their owner's
 * session; published content (a published article's cover and video, a doctor's photo) to
 * anyone. Source maps are never served.
 */
import { describe, expect, it } from "vitest";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { accounts, TODAY, useHarness } from "./harness";
import { png } from "./support/files";
import { previewLink } from "../src/routes/article-preview";
import { signFileUrls } from "../src/uploads";

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
    await owner.client.account.saveProfile({ ...profile, photoUrl: url } as never);
    expect(await status(h.browser().fetch, url)).toBe(200);
  });
});

describe("signed links (pages a phone opens without a session)", () => {
  it("open a private file until they expire; a link for another file, a changed one or an expired one does not", async () => {
    const owner = h.browser();
    await owner.signInAs(accounts.verified);
    const { url } = await owner.client.articles.uploadArticleImage({ imagePath: new Blob([new Uint8Array(png())]) });
    const expires = h.deps.now().getTime() + 60_000;
    const signed = await signFileUrls(h.deps, `<p><img src="${url}"></p>`, expires);
    const link = /src="([^"]+)"/.exec(signed)![1]!;
    expect(link).toMatch(/^\/uploads\/article\/[0-9a-f]{32}\.png\?sig=\d+\.[\w-]{43}$/);
    expect(await status(h.browser().fetch, link)).toBe(200);
    expect(await status(h.browser().fetch, link.replace(/.(?=\d{3}\.)/, "9"))).toBe(404);
    const other = await signFileUrls(h.deps, "/uploads/demo/zhang-frontIDCard.png", expires);
    expect(await status(h.browser().fetch, `${zhang.verification.list[1]!.paperUrl}?${other.split("?")[1]}`)).toBe(404);
    h.setNow(new Date(expires + 1));
    try {
      expect(await status(h.browser().fetch, link)).toBe(404);
    } finally {
      h.setNow(TODAY);
    }
  });

  it("show an unpublished article's images in its preview", async () => {
    const owner = h.browser();
    await owner.signInAs(accounts.verified);
    const { url } = await owner.client.articles.uploadArticleImage({ imagePath: new Blob([new Uint8Array(png())]) });
    const articleId = await owner.client.articles.saveArticle({
      articleId: 0,
      title: "预览",
      content: `<p>正文</p><p><img src="${url}"></p>`,
      categoryId: 2,
      tagId: 2,
      isEssence: 0,
      price: 0,
      isOpenDiscuss: 0,
      imgUrl: "",
      outUrl: "",
    });
    expect(await status(h.browser().fetch, url)).toBe(404);
    const { url: preview } = await previewLink("http://localhost", articleId, h.deps.now());
    const page = await (await h.app.request(preview)).text();
    const image = /<img[^>]+src="([^"]+)"/.exec(page)![1]!.replaceAll("&amp;", "&");
    expect(image.startsWith(`${url}?sig=`)).toBe(true);
    expect(await status(h.browser().fetch, image)).toBe(200);
  });
});

describe("source maps", () => {
  it("are not served, whatever the path", async () => {
    for (const path of ["/assets/index-abc123.js.map", "/index.js.map", "/uploads/demo/x.js.map", "/api/x.map"]) {
      expect((await h.app.request(path)).status, path).toBe(404);
    }
  });
});
