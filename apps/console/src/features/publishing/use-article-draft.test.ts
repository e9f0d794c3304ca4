// @vitest-environment jsdom
import { act, createElement, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_AUTOSAVE_MS, type Article } from "@doctor-console/domain";
import type * as LocalCopyModule from "../forms/local-copy";
import type { LocalCopy } from "../forms/local-copy";

const server = vi.hoisted(() => ({
  saveArticle: vi.fn(),
  fetchArticle: vi.fn(),
  copies: new Map<string, unknown>(),
}));
vi.mock("../../data/mutations", () => ({ useWrite: () => ({ mutateAsync: server.saveArticle }) }));
vi.mock("../../data/page-queries", () => ({
  publishingReads: { article: (articleId: number) => ({ articleId }) },
  fetchFresh: (query: { articleId: number }) => server.fetchArticle(query.articleId),
}));
vi.mock("../../report-error", () => ({ reportError: vi.fn() }));
// The browser's copies (IndexedDB) as a map; the rules comparing content are the real ones.
vi.mock("../forms/local-copy", async (importOriginal) => ({
  ...(await importOriginal<typeof LocalCopyModule>()),
  readCopy: async (key: string) => server.copies.get(key),
  writeCopy: async (key: string, copy: unknown) => void server.copies.set(key, copy),
  deleteCopy: async (key: string) => void server.copies.delete(key),
}));

const { useArticleDraft } = await import("./use-article-draft");
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const article = {
  articleId: 7,
  title: "秋季养生",
  content: "<p>多喝水</p>",
  categoryId: 1,
  departments: ["中医科"],
  department: "中医科",
  tagId: null,
  isEssence: 0,
  price: 0,
  outUrl: "",
  imgUrl: "",
} as unknown as Article;

let root: Root;
// What the hook returned at the last commit.
const probe: { current?: ReturnType<typeof useArticleDraft> } = {};
const onCreated = vi.fn();
function Probe({ articleId }: { articleId: number }) {
  const value = useArticleDraft({ customerId: 3, articleId, onCreated });
  useEffect(() => void (probe.current = value));
  return null;
}
const open = (articleId: number) => act(async () => root.render(createElement(Probe, { articleId })));
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  server.saveArticle.mockReset();
  server.fetchArticle.mockReset().mockResolvedValue(article);
  server.copies.clear();
  onCreated.mockReset();
  root = createRoot(document.createElement("div"));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe("useArticleDraft", () => {
  it("opens the article as the platform holds it, in the editor's terms", async () => {
    await open(7);
    expect(server.fetchArticle).toHaveBeenCalledWith(7);
    expect(probe.current!.values).toMatchObject({ articleId: 7, title: "秋季养生", categoryId: 1, departments: ["中医科"], price: "" });
    expect(probe.current!.copy).toBeNull();
  });

  it("offers a local copy the server does not hold, and takes it on recover", async () => {
    const copy: LocalCopy = { values: { ...(await formOfArticle()), title: "秋季养生（未保存）" }, savedAt: "2026-11-20 09:00:00" };
    server.copies.set("3:article:7", copy);
    await open(7);
    expect(probe.current!.copy?.savedAt).toBe("2026-11-20 09:00:00");
    await act(async () => probe.current!.recover());
    expect(probe.current!.values?.title).toBe("秋季养生（未保存）");
    expect(probe.current!.copy).toBeNull();
  });

  it("keeps every change locally until the server has the same content", async () => {
    await open(7);
    await act(async () => probe.current!.change({ ...probe.current!.values!, title: "新标题" }));
    expect((server.copies.get("3:article:7") as LocalCopy<{ title: string }>).values.title).toBe("新标题");
    await act(async () => probe.current!.change({ ...probe.current!.values!, title: "秋季养生" }));
    expect(server.copies.has("3:article:7")).toBe(false);
  });

  it("auto-saves a changed draft every DRAFT_AUTOSAVE_MS while it has a title, then drops the copy", async () => {
    server.saveArticle.mockResolvedValue(7);
    await open(7);
    await tick(DRAFT_AUTOSAVE_MS);
    expect(server.saveArticle).not.toHaveBeenCalled(); // nothing changed
    await act(async () => probe.current!.change({ ...probe.current!.values!, title: "   " }));
    await tick(DRAFT_AUTOSAVE_MS);
    expect(server.saveArticle).not.toHaveBeenCalled(); // no title
    await act(async () => probe.current!.change({ ...probe.current!.values!, title: "改过的标题" }));
    await tick(DRAFT_AUTOSAVE_MS - 1);
    expect(server.saveArticle).not.toHaveBeenCalled();
    await tick(1);
    expect(server.saveArticle).toHaveBeenCalledTimes(1);
    expect(server.saveArticle.mock.calls[0]![0]).toMatchObject({ articleId: 7, title: "改过的标题" });
    expect(probe.current!.autoSavedAt).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(server.copies.has("3:article:7")).toBe(false);
    // Saved: the next period has nothing to save.
    await tick(DRAFT_AUTOSAVE_MS);
    expect(server.saveArticle).toHaveBeenCalledTimes(1);
  });

  it("a new article's first save gives it its id", async () => {
    server.saveArticle.mockResolvedValue(12);
    await open(0);
    expect(server.fetchArticle).not.toHaveBeenCalled();
    await act(async () => probe.current!.change({ ...probe.current!.values!, title: "新文章" }));
    await tick(DRAFT_AUTOSAVE_MS);
    expect(onCreated).toHaveBeenCalledWith(12);
    expect(probe.current!.values?.articleId).toBe(12);
  });
});

async function formOfArticle() {
  const { formOf } = await import("./use-article-draft");
  return formOf(article);
}
