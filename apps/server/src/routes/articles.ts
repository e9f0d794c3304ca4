/** Articles of docs/behaviour/README.md#platform-calls: list by status tab, get, save, online/offline, delete, categories, tags, diseases (+ their list). */
import {
  articleActions,
  articleSchema,
  badInputMessage,
  diseaseSchema,
  draftSchema,
  errcodes,
  errorMessages,
  platformDateTime,
  isPriceWithinGuidance,
  isStudioOpen,
  serverMessages,
  validationMessages,
  type Article,
  type Disease,
  type Tag,
} from "@doctor-console/domain";
import { PlatformError, notFound } from "../http/envelope";
import type { Serve } from "../http/route";
import { doctorRow, isSelf } from "../db/doctors";
import { insertArticle, ownArticle, updateArticle, type ArticleData, type Queryable } from "../db/rows";
import { readCategories } from "../db/options";
import { badInput, check, containsPattern, listPage, refuse } from "../db/util";
import { sanitizeArticleHtml, uploadReferences } from "../article-html";
import { previewLink } from "./article-preview";
import { ownOrigin } from "../http/transport";

/** Tags a doctor may choose: the platform's (doctor_id null) and their own. */
async function tagsOf(db: Queryable, doctorId: number): Promise<Tag[]> {
  const { rows } = await db.query<{ tag_id: number; data: { tagName: string } }>(
    "SELECT tag_id, data FROM tags WHERE doctor_id IS NULL OR doctor_id = $1 ORDER BY tag_id",
    [doctorId],
  );
  return rows.map((r) => ({ tagId: r.tag_id, tagName: r.data.tagName }));
}

/**
 * A cover, video or file in the text an article may carry: none, a file this doctor uploaded,
 * or one the article already has (the demo data's). Another doctor's file, private or not, is refused.
 */
async function isOwnMedia(db: Queryable, doctorId: number, url: string, kept: string[]): Promise<boolean> {
  if (url === "" || kept.includes(url)) return true;
  const { rows } = await db.query("SELECT 1 FROM uploads WHERE path = $1 AND doctor_id = $2", [url, doctorId]);
  return rows.length > 0;
}

export function articleRoutes(serve: Serve): void {
  serve("listArticles", async ({ state, page, name }, { deps, doctorId }) => {
    const title = name?.trim() ? containsPattern(name.trim()) : "%";
    return listPage(
      deps.db,
      { columns: "article_id, data", from: "articles WHERE doctor_id = $1 AND $2 = ANY(tabs) AND data->>'title' ILIKE $3", orderBy: "data->>'updateTime' DESC, article_id DESC" },
      [doctorId, state, title],
      page,
      (r: { article_id: number; data: ArticleData }): Article => ({ ...r.data, articleId: r.article_id }),
    );
  });

  serve("getArticle", async ({ articleId }, { deps, doctorId }) => {
    const article = await ownArticle(deps.db, doctorId, articleId);
    if (!article) throw notFound();
    return article;
  });

  serve("previewArticle", async ({ articleId }, { c, deps, doctorId }) => {
    if (!(await ownArticle(deps.db, doctorId, articleId))) throw notFound();
    return previewLink(deps.keys.preview, ownOrigin(c) ?? new URL(c.req.url).origin, articleId, deps.now());
  });

  serve("saveArticle", async (input, { deps, doctorId }) => {
    const doctor = await doctorRow(deps.db, doctorId);
    // See docs/behaviour/publishing.md#studio-gate: only a doctor whose studio is open publishes.
    if (!isStudioOpen(doctor!.data.verification.state)) throw refuse(errorMessages.studioClosed);
    const draft = input.isOpenDiscuss === 1;
    // The form's rules live in domain: a draft needs only a title, a submission everything.
    const payload = check(draft ? draftSchema : articleSchema, input);
    // A draft may be paid with the price not typed yet (auto-save); a price given must be in range.
    const priceGiven = !(draft && payload.price === 0);
    if (payload.isEssence === 1 && priceGiven && !isPriceWithinGuidance(payload.price, payload.articleType === 2)) {
      throw new PlatformError(errcodes.priceOutOfRange, errorMessages.priceOutOfRange);
    }
    // Tags (and the disease tag, which mirrors them) are the platform's; 0 means all patients.
    const chosen = [payload.tagId, payload.diseaseTagId].filter((t): t is number => t !== null && t !== 0);
    if (chosen.length > 0) {
      const tags = await tagsOf(deps.db, doctorId);
      if (!chosen.every((id) => tags.some((t) => t.tagId === id))) throw badInput(validationMessages.tagRequired);
    }
    const now = platformDateTime(deps.now());
    const fields = {
      title: payload.title,
      // Defence in depth: the browser sanitized it too; what is stored is safe to render anywhere.
      content: sanitizeArticleHtml(payload.content),
      categoryId: payload.categoryId,
      department: payload.department,
      departments: payload.departments,
      diseaseTagId: payload.diseaseTagId,
      tagId: payload.tagId,
      isEssence: payload.isEssence,
      price: payload.price,
      imgUrl: payload.imgUrl,
      outUrl: payload.outUrl,
      articleType: payload.articleType,
      isOpenDiscuss: payload.isOpenDiscuss,
      updateTime: now,
      // Saved articles go (back) to review, or to the draft box (see docs/behaviour/publishing.md#drafts-and-autosave).
      isPass: 0 as const,
      isShow: 1 as const,
      reason: "",
    };
    return deps.db.transaction(async (tx) => {
      const existing = input.articleId === 0 ? undefined : await ownArticle(tx, doctorId, input.articleId);
      if (input.articleId !== 0 && !existing) throw notFound();
      // Only the doctor's own uploads (or what the article already shows): cover, video, and
      // every image or link of the text that points under /uploads/.
      const kept = existing ? [existing.imgUrl, existing.outUrl, ...uploadReferences(existing.content)] : [];
      // The cover as sent, even where the payload drops it (no video, no cover): a bad one is refused, not ignored.
      const sentCover = typeof input.imgUrl === "string" ? input.imgUrl.trim() : payload.imgUrl;
      for (const [field, url] of [["imgUrl", sentCover], ["outUrl", payload.outUrl]] as const) {
        if (!(await isOwnMedia(tx, doctorId, url, kept))) throw badInput(badInputMessage(field));
      }
      for (const url of uploadReferences(fields.content)) {
        if (!(await isOwnMedia(tx, doctorId, url, kept))) throw badInput(badInputMessage("content"));
      }
      if (!existing) return insertArticle(tx, doctorId, { ...fields, rc: 0, zc: 0, tc: 0, cc: 0 });
      const { articleId: _id, ...rest } = existing;
      await updateArticle(tx, input.articleId, { ...rest, ...fields });
      return input.articleId;
    });
  });

  serve("toggleArticle", async ({ articleId, customerId }, { deps, doctorId }) => {
    if (!(await isSelf(deps.db, doctorId, customerId))) throw notFound();
    return deps.db.transaction(async (tx) => {
      const article = await ownArticle(tx, doctorId, articleId);
      if (!article) throw notFound();
      const actions = articleActions(article);
      const { articleId: _id, ...data } = article;
      if (actions.goOffline) await updateArticle(tx, articleId, { ...data, isShow: 0, updateTime: platformDateTime(deps.now()) });
      else if (actions.goOnline) await updateArticle(tx, articleId, { ...data, isShow: 1, updateTime: platformDateTime(deps.now()) });
      else throw refuse(article.isOpenDiscuss === 1 ? serverMessages.draftCannotGoOnline : serverMessages.reviewCannotToggle);
      return null;
    });
  });

  serve("deleteArticle", async ({ articleId, customerId }, { deps, doctorId }) => {
    if (!(await isSelf(deps.db, doctorId, customerId))) throw notFound();
    return deps.db.transaction(async (tx) => {
      const { rows } = await tx.query("DELETE FROM articles WHERE article_id = $1 AND doctor_id = $2 RETURNING article_id", [articleId, doctorId]);
      if (rows.length === 0) throw notFound();
      await tx.query("DELETE FROM comments WHERE article_id = $1 AND doctor_id = $2", [articleId, doctorId]);
      return null;
    });
  });

  serve("getCategories", async (_input, { deps }) => readCategories(deps.db));

  serve("getTags", async ({ customerId }, { deps, doctorId }) => {
    if (!(await isSelf(deps.db, doctorId, customerId))) throw notFound();
    return tagsOf(deps.db, doctorId);
  });

  serve("addDisease", async (input, { deps, doctorId }) => {
    const disease = check(diseaseSchema, input);
    await deps.db.query("INSERT INTO diseases (doctor_id, data) VALUES ($1, $2)", [doctorId, disease]);
    return null;
  });

  // Extension of the contract (the platform's contract has no list call): the doctor's diseases, newest first.
  serve("listDiseases", async ({ page }, { deps, doctorId }) => {
    return listPage(
      deps.db,
      { columns: "disease_id, data", from: "diseases WHERE doctor_id = $1", orderBy: "disease_id DESC" },
      [doctorId],
      page,
      (r: { disease_id: number; data: Omit<Disease, "diseaseId"> }): Disease => ({ ...r.data, diseaseId: r.disease_id }),
    );
  });
}
