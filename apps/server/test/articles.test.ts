/** Articles (status tabs, search, save, price guidance, online/offline, delete), tags, diseases, comments. */
import { beforeAll, describe, expect, it } from "vitest";
import type { CallInput } from "@doctor-console/api";
import { articleInStatusTab, articleStatusTabs, errorMessages, type Article, type ArticleStatusTab } from "@doctor-console/domain";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { accounts, TODAY, useHarness, type Browser } from "./harness";
import { isoMedia, png } from "./support/files";

const h = useHarness();
const fixtures = createFixtures(TODAY);
let zhang: Browser;
let li: Browser;
/** Zhang's own uploads: a video and its cover. */
const media = { video: "", cover: "" };
const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

beforeAll(async () => {
  zhang = h.browser();
  li = h.browser();
  await zhang.signInAs(accounts.verified);
  await li.signInAs(accounts.unverified);
  media.video = (await zhang.client.articles.uploadVideo({ video: blob(isoMedia("isom")) })).url;
  media.cover = (await zhang.client.articles.uploadArticleImage({ imagePath: blob(png()), kind: "cover" })).url;
});

async function tab(state: ArticleStatusTab, name?: string): Promise<Article[]> {
  const first = await zhang.client.articles.listArticles({ state, page: 1, name });
  const list = [...first.list];
  for (let page = 2; (page - 1) * first.pageSize < first.total; page++) list.push(...(await zhang.client.articles.listArticles({ state, page, name })).list);
  return list;
}

const textArticle = (overrides: Partial<CallInput<"saveArticle">> = {}): CallInput<"saveArticle"> => ({
  articleId: 0,
  title: "新文章",
  content: "<p>正文内容</p>",
  categoryId: 2,
  tagId: 2,
  isEssence: 0,
  price: 0,
  isOpenDiscuss: 0,
  imgUrl: "",
  outUrl: "",
  ...overrides,
});
const videoArticle = (overrides: Partial<CallInput<"saveArticle">> = {}) =>
  textArticle({ outUrl: media.video, imgUrl: media.cover, ...overrides });

describe("status tabs and search", () => {
  it("lists each article under the tabs of domain's status rule (0 all but drafts … 5 drafts)", async () => {
    for (const { state } of articleStatusTabs) {
      const expected = fixtures.articles.filter((a) => articleInStatusTab(a, state)).map((a) => a.articleId);
      expect((await tab(state)).map((a) => a.articleId).sort(), `tab ${state}`).toEqual(expected.sort());
    }
    expect((await tab(5)).length).toBe(2);
  });

  it("pages by 10, newest update first", async () => {
    const one = await zhang.client.articles.listArticles({ state: 0, page: 1 });
    expect(one).toMatchObject({ pageSize: 10, total: 14 });
    expect(one.list).toHaveLength(10);
    const times = (await tab(0)).map((a) => a.updateTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("searches titles (contains), inside the tab, with LIKE characters taken literally", async () => {
    expect((await tab(0, "糖尿病")).map((a) => a.title)).toEqual(["糖尿病患者如何科学选择主食"]);
    expect(await tab(5, "糖尿病")).toEqual([]);
    expect(await tab(0, "%")).toEqual([]);
    expect(await tab(0, "_")).toEqual([]);
  });
});

describe("save", () => {
  it("creates a submitted article (under review, tab 1) and answers its id", async () => {
    const id = await zhang.client.articles.saveArticle(textArticle({ title: "提交审核的文章" }));
    expect(id).toBeGreaterThan(16);
    expect(await zhang.client.articles.getArticle({ articleId: id })).toMatchObject({
      articleId: id,
      title: "提交审核的文章",
      isPass: 0,
      isShow: 1,
      isOpenDiscuss: 0,
      articleType: 1,
      updateTime: "2026-11-21 10:00:00",
      rc: 0,
    });
    expect((await tab(1)).some((a) => a.articleId === id)).toBe(true);
  });

  it("saves a draft (isOpenDiscuss 1): only the title is needed, it lands in tab 5 and not in tab 0", async () => {
    const id = await zhang.client.articles.saveArticle(textArticle({ title: "草稿", content: "", isOpenDiscuss: 1, tagId: null }));
    expect((await tab(5)).some((a) => a.articleId === id)).toBe(true);
    expect((await tab(0)).some((a) => a.articleId === id)).toBe(false);
  });

  // Why the editor saves one at a time: articleId 0 always means "a new article", so two saves
  // of one new article that overlap (an auto-save in flight, then 提交审核) make two articles;
  // the second save must carry the id the first one answered (see docs/behaviour/publishing.md).
  it("creates an article for every save with articleId 0, even overlapping ones; a save with the answered id updates it", async () => {
    const title = "同时保存的新文章";
    const count = async () => (await tab(5, title)).length + (await tab(0, title)).length;
    const draft = textArticle({ title, isOpenDiscuss: 1 });
    const [first, second] = await Promise.all([zhang.client.articles.saveArticle(draft), zhang.client.articles.saveArticle(textArticle({ title }))]);
    expect(first).not.toBe(second);
    expect(await count()).toBe(2);
    await zhang.client.articles.deleteArticle({ articleId: second, customerId: 1001 });
    const again = await zhang.client.articles.saveArticle(textArticle({ title, articleId: first }));
    expect(again).toBe(first);
    expect(await count()).toBe(1);
    expect((await tab(1, title)).map((a) => a.articleId)).toEqual([first]);
  });

  it("edits an own article: it goes back to review with the new fields", async () => {
    await zhang.client.articles.saveArticle(textArticle({ articleId: 1, title: "秋冬调理脾胃（修订）", categoryId: 1, departments: ["中医内科"], department: "中医内科" }));
    expect(await zhang.client.articles.getArticle({ articleId: 1 })).toMatchObject({
      title: "秋冬调理脾胃（修订）",
      categoryId: 1,
      department: "中医内科",
      tagId: null,
      isPass: 0,
      isShow: 1,
    });
  });

  it("applies domain's form rules on submit, with their messages", async () => {
    // A video of zhang's own (a record names only its doctor's files).
    const { rows } = await h.db.query<{ url: string }>("SELECT data->>'outUrl' AS url FROM articles WHERE doctor_id = 1001 AND data->>'outUrl' <> '' LIMIT 1");
    const cases: [Partial<CallInput<"saveArticle">>, string][] = [
      [{ title: "   " }, "标题不能为空"],
      [{ content: "<p><br></p>" }, "文章内容不能为空"],
      [{ categoryId: 1, department: "" }, "请选择文章所属科室"],
      [{ tagId: null }, "请选择所属标签"],
      [{ tagId: 999 }, "请选择所属标签"],
      [{ diseaseTagId: 999 }, "请选择所属标签"],
      [{ outUrl: rows[0]!.url, imgUrl: "" }, "视频封面图不能为空"],
    ];
    const before = await h.digest();
    for (const [fields, message] of cases) {
      await expect(zhang.client.articles.saveArticle(textArticle(fields))).rejects.toMatchObject({ errcode: 10001, message });
    }
    expect(await h.digest()).toBe(before);
  });

  it("sanitizes the HTML it stores (defence in depth), keeping the editor's own markup", async () => {
    const content = '<h2>要点</h2><p onclick="alert(1)">正文<img src=x onerror="alert(2)"><a href="javascript:alert(3)">坏链接</a><a href="https://example.org">好链接</a></p><script>alert(4)</script>';
    const id = await zhang.client.articles.saveArticle(textArticle({ content, isOpenDiscuss: 1 }));
    const saved = await zhang.client.articles.getArticle({ articleId: id });
    expect(saved.content).toBe('<h2>要点</h2><p>正文<a>坏链接</a><a href="https://example.org" rel="noopener noreferrer" target="_blank">好链接</a></p>');
  });

  it("stores an image of the doctor's own written with another host as our relative path", async () => {
    const own = (await zhang.client.articles.uploadArticleImage({ imagePath: blob(png()) })).url;
    const id = await zhang.client.articles.saveArticle(textArticle({ content: `<p>图<img src="http://evil.example${own}"></p>`, isOpenDiscuss: 1 }));
    const saved = await zhang.client.articles.getArticle({ articleId: id });
    expect(saved.content).toBe(`<p>图<img src="${own}"></p>`);
  });

  it("refuses media that is not on our upload path", async () => {
    for (const url of ["https://evil.example/v.mp4", "javascript:alert(1)", "/uploads/../../etc/passwd"]) {
      await expect(zhang.client.articles.saveArticle(videoArticle({ outUrl: url }))).rejects.toMatchObject({ errcode: 10001 });
    }
  });

  it("refuses another doctor's upload as cover or video, and a demo file the article does not have", async () => {
    const wang = h.browser();
    await wang.signInAs(accounts.reviewing);
    const foreign = (await wang.client.articles.uploadArticleImage({ imagePath: blob(png()), kind: "cover" })).url;
    const before = await h.digest();
    for (const fields of [{ imgUrl: foreign }, { outUrl: foreign }, { imgUrl: "/uploads/demo/zhang-frontIDCard.png" }, { imgUrl: "/uploads/pdf/1.pdf" }]) {
      await expect(zhang.client.articles.saveArticle(videoArticle(fields))).rejects.toMatchObject({ errcode: 10001 });
    }
    expect(await h.digest()).toBe(before);
    // An article keeps the demo cover and video it already has when edited.
    const seeded = fixtures.articles.find((a) => a.customerId === 1001 && a.outUrl !== "")!;
    await zhang.client.articles.saveArticle(videoArticle({ articleId: seeded.articleId, imgUrl: seeded.imgUrl, outUrl: seeded.outUrl }));
  });

  it("refuses another doctor's file (or a private document) inside the text: image, link or named, keeps nothing, and takes the doctor's own", async () => {
    const wang = h.browser();
    await wang.signInAs(accounts.reviewing);
    // Wang's private verification document and an image of Wang's article still in review.
    const document = (await wang.client.account.uploadVerification({ imagePath: blob(png()), key: "frontIDCard" })).image;
    const image = (await wang.client.articles.uploadArticleImage({ imagePath: blob(png()) })).url;
    const own = (await zhang.client.articles.uploadArticleImage({ imagePath: blob(png()) })).url;
    const before = await h.digest();
    for (const content of [
      `<p>正文<img src="${document}"></p>`,
      `<p><a href="${document}">证件</a></p>`,
      `<p><img src="${own}"><img src="http://localhost:3000${image}"></p>`,
      `<p><a href="http://localhost:3000${image}#x">图片</a></p>`,
      `<p><a href="/uploads/article/../verification/${document.split("/").pop()}">图片</a></p>`,
      `<p><a href="/uploads/demo/zhang-frontIDCard.png">证件</a></p>`,
      // Named in the text: a published article's text makes the files it names public.
      `<p>证件见 /uploads/demo/zhang-frontIDCard.png 与 ${document}</p>`,
    ]) {
      await expect(zhang.client.articles.saveArticle(textArticle({ content })), content).rejects.toMatchObject({ errcode: 10001, message: "参数错误：content" });
    }
    expect(await h.digest()).toBe(before);
    const id = await zhang.client.articles.saveArticle(textArticle({ content: `<p>正文<img src="${own}"></p>` }));
    expect((await zhang.client.articles.getArticle({ articleId: id })).content).toContain(`src="${own}"`);
    // Edited again, the article keeps what it shows.
    await zhang.client.articles.saveArticle(textArticle({ articleId: id, content: `<p>改过的正文<img src="${own}"></p>` }));
  });

  it("takes links to other sites whose path has an uploads folder, and still refuses one that leads to ours", async () => {
    const foreign = [
      `<p><a href="https://example.org/wp-content/uploads/2024/guide.pdf">指南</a></p>`,
      `<p>资料见 https://example.org/wp-content/uploads/guide.pdf（第3页）</p>`,
      `<p><a href="https://cdn.example.org/site/uploads/2024/05/tongue.png">图</a></p>`,
    ];
    for (const content of foreign) {
      const id = await zhang.client.articles.saveArticle(textArticle({ content }));
      expect((await zhang.client.articles.getArticle({ articleId: id })).content, content).toContain("example.org/");
    }
    // Another doctor's private document, however the link to it is spelled.
    const wang = h.browser();
    await wang.signInAs(accounts.reviewing);
    const document = (await wang.client.account.uploadVerification({ imagePath: blob(png()), key: "frontIDCard" })).image;
    const name = document.replace(/^\/uploads\//, "");
    const before = await h.digest();
    for (const content of [
      `<p><a href="https://example.org/wp-content/../uploads/${name}">证件</a></p>`,
      `<p><a href="/wp-content/%2e%2e/uploads/${name}">证件</a></p>`,
      `<p><a href="../uploads/${name}">证件</a></p>`,
      `<p>证件见${document}</p>`,
      `<p>证件见 https://example.org/wp-content/uploads/a.pdf,${document}</p>`,
      // Spelled as an https page reads it, with a tab a browser drops, or inside another site's
      // address (a published article makes public every file whose path its text contains).
      `<p><a href="https:${document}">证件</a></p>`,
      `<p><a href="/up\tloads/${name}">证件</a></p>`,
      `<p><a href="https://example.org/wp-content${document}">证件</a></p>`,
    ]) {
      await expect(zhang.client.articles.saveArticle(textArticle({ content })), content).rejects.toMatchObject({ errcode: 10001, message: "参数错误：content" });
    }
    expect(await h.digest()).toBe(before);
  });

  it("answers 30007 for an article id that is not the doctor's", async () => {
    await expect(zhang.client.articles.saveArticle(textArticle({ articleId: 9999 }))).rejects.toMatchObject({ errcode: 30007 });
  });

  it("refuses a doctor whose studio is not open", async () => {
    await expect(li.client.articles.saveArticle(textArticle())).rejects.toMatchObject({ errcode: 1, message: errorMessages.studioClosed });
  });
});

describe("price guidance (30010 价格超出范围)", () => {
  const paid = (price: number, video: boolean, draft = false) =>
    (video ? videoArticle : textArticle)({ isEssence: 1, price, isOpenDiscuss: draft ? 1 : 0, title: `定价${price}` });

  it.each([
    [5, true],
    [100, true],
    [2, false],
    [50, false],
    [9.99, false],
  ])("accepts %s yuan (video %s)", async (price, video) => {
    const id = await zhang.client.articles.saveArticle(paid(price, video));
    expect(await zhang.client.articles.getArticle({ articleId: id })).toMatchObject({ isEssence: 1, price });
  });

  it.each([
    [4.99, true],
    [100.01, true],
    [1.99, false],
    [50.01, false],
    [500, false],
  ])("refuses %s yuan (video %s) and stores nothing", async (price, video) => {
    const before = await h.digest();
    await expect(zhang.client.articles.saveArticle(paid(price, video))).rejects.toMatchObject({ errcode: 30010, message: "价格超出范围" });
    expect(await h.digest()).toBe(before);
  });

  it("lets a paid draft wait for its price, but not carry one out of range", async () => {
    await zhang.client.articles.saveArticle(paid(0, false, true));
    await expect(zhang.client.articles.saveArticle(paid(80, false, true))).rejects.toMatchObject({ errcode: 30010 });
  });

  it("ignores the price of a free article", async () => {
    const id = await zhang.client.articles.saveArticle(textArticle({ isEssence: 0, price: 999 }));
    expect((await zhang.client.articles.getArticle({ articleId: id })).price).toBe(0);
  });
});

describe("online / offline and delete", () => {
  it("takes a published article offline and puts it back online", async () => {
    await zhang.client.articles.toggleArticle({ articleId: 13, customerId: 1001 });
    expect(await zhang.client.articles.getArticle({ articleId: 13 })).toMatchObject({ isPass: 1, isShow: 0 });
    expect((await tab(4)).some((a) => a.articleId === 13)).toBe(true);
    await zhang.client.articles.toggleArticle({ articleId: 13, customerId: 1001 });
    expect((await tab(2)).some((a) => a.articleId === 13)).toBe(true);
  });

  it("puts a taken-down article back online (to review)", async () => {
    await zhang.client.articles.toggleArticle({ articleId: 10, customerId: 1001 });
    expect((await tab(1)).some((a) => a.articleId === 10)).toBe(true);
  });

  it("refuses to toggle an article under review or a draft", async () => {
    await expect(zhang.client.articles.toggleArticle({ articleId: 5, customerId: 1001 })).rejects.toMatchObject({ errcode: 1 });
    await expect(zhang.client.articles.toggleArticle({ articleId: 11, customerId: 1001 })).rejects.toMatchObject({ errcode: 1 });
  });

  it("deletes an article with its comments", async () => {
    const comments = await h.count("comments");
    await zhang.client.articles.deleteArticle({ articleId: 16, customerId: 1001 });
    await expect(zhang.client.articles.getArticle({ articleId: 16 })).rejects.toMatchObject({ errcode: 30007 });
    expect(await h.count("comments")).toBe(comments - 2);
    await expect(zhang.client.articles.deleteArticle({ articleId: 16, customerId: 1001 })).rejects.toMatchObject({ errcode: 30007 });
  });
});

describe("categories, tags, diseases", () => {
  it("answers the two scopes and the platform's tags", async () => {
    expect(await zhang.client.articles.getCategories({})).toEqual(fixtures.categories);
    expect(await zhang.client.articles.getTags({ customerId: 1001 })).toEqual(fixtures.tags);
    await expect(zhang.client.articles.getTags({ customerId: 1002 })).rejects.toMatchObject({ errcode: 30007 });
  });

  it("stores a disease with its departments joined by a comma, and refuses blank fields", async () => {
    await zhang.client.articles.addDisease({ diseaseName: "胃痞", content: "<p>胃脘痞塞</p>", department: "中医内科, 脾胃病科" });
    const { rows } = await h.db.query<{ data: { diseaseName: string; department: string } }>(
      "SELECT data FROM diseases WHERE doctor_id = 1001 ORDER BY disease_id DESC LIMIT 1",
    );
    expect(rows[0]!.data).toMatchObject({ diseaseName: "胃痞", department: "中医内科,脾胃病科" });
    await expect(zhang.client.articles.addDisease({ diseaseName: "  ", content: "x", department: "中医内科" })).rejects.toMatchObject({
      message: "名称不能为空",
    });
    await expect(zhang.client.articles.addDisease({ diseaseName: "x", content: "x", department: " , " })).rejects.toMatchObject({
      message: "请输入所在科室",
    });
  });
});

describe("comments", () => {
  it("filters 0 all / 1 replied / 2 unreplied", async () => {
    const all = await zhang.client.comments.listComments({ state: 0, page: 1 });
    const replied = await zhang.client.comments.listComments({ state: 1, page: 1 });
    const unreplied = await zhang.client.comments.listComments({ state: 2, page: 1 });
    const mine = fixtures.comments.filter((c) => c.customerId === 1001 && c.articleId !== 16);
    expect(all.total).toBe(mine.length);
    expect(replied.list.map((c) => c.commentId).sort()).toEqual(mine.filter((c) => c.comment !== null).map((c) => c.commentId).sort());
    expect(unreplied.list.map((c) => c.commentId).sort()).toEqual(mine.filter((c) => c.comment === null).map((c) => c.commentId).sort());
  });

  it("stores a reply: the comment moves from unreplied to replied", async () => {
    const [target] = (await zhang.client.comments.listComments({ state: 2, page: 1 })).list;
    await zhang.client.comments.replyComment({ articleId: target!.articleId, commentId: target!.commentId, content: "  注意饮食清淡。 " });
    const replied = (await zhang.client.comments.listComments({ state: 1, page: 1 })).list.find((c) => c.commentId === target!.commentId);
    expect(replied?.comment).toBe("注意饮食清淡。");
    expect((await zhang.client.comments.listComments({ state: 2, page: 1 })).list.some((c) => c.commentId === target!.commentId)).toBe(false);
  });

  it("refuses a blank reply (BAD_INPUT) and a comment of another article (30007)", async () => {
    const [target] = (await zhang.client.comments.listComments({ state: 2, page: 1 })).list;
    const before = await h.digest();
    await expect(zhang.client.comments.replyComment({ articleId: target!.articleId, commentId: target!.commentId, content: " \n " })).rejects.toMatchObject({
      errcode: 10001,
    });
    await expect(zhang.client.comments.replyComment({ articleId: target!.articleId + 1, commentId: target!.commentId, content: "好" })).rejects.toMatchObject({
      errcode: 30007,
    });
    expect(await h.digest()).toBe(before);
  });
});
