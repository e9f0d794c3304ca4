import { useEffect, useRef, useState } from "react";
import { ApiError } from "@doctor-console/api";
import { articleStatus, DRAFT_AUTOSAVE_MS, draftSchema, errcodes, platformTime, shouldAutoSaveDraft, type Article, type ArticlePayload } from "@doctor-console/domain";
import { articleInput, emptyArticleForm, type ArticleFormValues } from "@doctor-console/ui/publishing";
import { useWrite } from "../../data/mutations";
import { fetchFresh, publishingReads } from "../../data/page-queries";
import { reportError } from "../../report-error";
import { loadFailure } from "../errors/load-failed";
import { useUnsavedWork } from "../forms/use-unsaved-work";

/** The editor's form values of an article as the platform holds it. */
export function formOf(a: Article): ArticleFormValues {
  return {
    articleId: a.articleId,
    title: a.title,
    content: a.content,
    categoryId: a.categoryId === 2 ? 2 : a.categoryId === 1 ? 1 : null,
    departments: a.departments?.length ? a.departments : a.department ? a.department.split(",") : [],
    tagId: a.tagId,
    isEssence: a.isEssence === 1 ? 1 : 0,
    price: a.isEssence === 1 ? String(a.price) : "",
    outUrl: a.outUrl,
    imgUrl: a.imgUrl,
  };
}

export interface ArticleDraftOptions {
  /** The signed-in doctor: the local copies are theirs. */
  customerId: number;
  /** The article opened (0: a new one). */
  articleId: number;
  /** A save created the article: it has its id now (the editor's address should say so). */
  onCreated: (articleId: number) => void;
}

/** Do two editor states hold the same content (what the server would store)? */
export function sameContent(a: ArticleFormValues, b: ArticleFormValues): boolean {
  const { articleId: _a, ...x } = a;
  const { articleId: _b, ...y } = b;
  return JSON.stringify(x) === JSON.stringify(y);
}

const articleRecord = (v: ArticleFormValues) => v.articleId;

/**
 * The article editor's state (see docs/behaviour/publishing.md): the article read through the
 * query layer (or an empty form), kept in the browser and guarded by the console's one mechanism
 * for unsaved work (../forms/use-unsaved-work.ts: a local copy on every change, offered back when
 * the server does not hold the same content, asked before leaving), saves that remove the copy
 * once the server has it, and a draft auto-saved every DRAFT_AUTOSAVE_MS while a title exists
 * and something changed, until the editor is left.
 */
export function useArticleDraft({ customerId, articleId: requestedId, onCreated }: ArticleDraftOptions) {
  // What the server held when the editor opened (an empty form for a new article).
  const [server, setServer] = useState<ArticleFormValues | null>(null);
  const work = useUnsavedWork<ArticleFormValues>({ customerId, form: "article", recordOf: articleRecord, saved: server, same: sameContent, keepOpen: true });
  const [autoSavedAt, setAutoSavedAt] = useState("");
  const [priceError, setPriceError] = useState("");
  const { mutateAsync: saveArticle } = useWrite("saveArticle");
  // The article did not load: gone (30007) or the server failed; `retry` loads it again.
  const [loadError, setLoadError] = useState<"missing" | "failed" | null>(null);
  const [attempt, setAttempt] = useState(0);
  // An article out of the drafts goes back to them when saved as a draft: the editor says so.
  const [returnsToDrafts, setReturnsToDrafts] = useState(false);

  // Load the article (or start a new one); the mechanism then looks for a copy the server does not have.
  useEffect(() => {
    const controller = new AbortController();
    const load =
      requestedId === 0
        ? Promise.resolve(emptyArticleForm)
        : fetchFresh(publishingReads.article(requestedId), controller.signal).then((article) => {
            setReturnsToDrafts(articleStatus(article) !== "draft");
            return formOf(article);
          });
    load
      .then((values) => {
        if (!controller.signal.aborted) setServer(values);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(loadFailure(error));
      });
    return () => controller.abort();
    // Once per article (and per retry); a save that creates the article only rewrites the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  /** Loads the article again after a failure. */
  const retry = () => {
    setLoadError(null);
    setAttempt((n) => n + 1);
  };

  /** The doctor changed the form: kept locally until the server has the same content. */
  const change = (next: ArticleFormValues) => {
    setPriceError("");
    work.change(next);
  };

  /**
   * Saves one at a time: a save waits for the one in flight (an auto-save when 提交审核 is
   * pressed), and a new article's later saves carry the id the first one got — one article,
   * never two (docs/behaviour/publishing.md).
   */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const save = (payload: ArticlePayload, sent: ArticleFormValues): Promise<number> => {
    const run = queue.current.then(() => {
      const articleId = payload.articleId || (work.savedValues.current?.articleId ?? 0);
      return saveNow({ ...payload, articleId }, { ...sent, articleId });
    });
    queue.current = run.catch(() => undefined);
    return run;
  };

  /** Saves; the copy goes once the server has the same content; a new article gets its id. */
  const saveNow = async (payload: ArticlePayload, sent: ArticleFormValues) => {
    const articleId = await saveArticle(payload);
    const now = work.current.current;
    const created = now !== null && now.articleId !== articleId;
    // What was typed meanwhile belongs to the article the save created.
    if (created) work.replace({ ...now, articleId });
    await work.saved({ ...sent, articleId }, sent);
    if (created) onCreated(articleId);
    return articleId;
  };

  /** A save the doctor asked for failed: told, the price's message under the price, and rethrown for the form. */
  const saveFailed = (error: unknown): never => {
    if (error instanceof ApiError && error.errcode === errcodes.priceOutOfRange) setPriceError(error.message);
    reportError(error);
    throw error;
  };

  // Auto-save a draft while a title exists; stops when the editor is left (unmount).
  useEffect(() => {
    const timer = setInterval(() => {
      const v = work.current.current;
      const stored = work.savedValues.current;
      if (!v || !stored || !shouldAutoSaveDraft(v.title) || sameContent(v, stored)) return;
      const parsed = draftSchema.safeParse(articleInput(v));
      if (!parsed.success) return;
      save(parsed.data, v).then(
        () => setAutoSavedAt(platformTime(new Date())),
        () => {},
      );
    }, DRAFT_AUTOSAVE_MS);
    return () => clearInterval(timer);
    // The timer reads the latest values through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Takes the local copy into the form (the article keeps its id). */
  const recover = () => work.recover((copied) => ({ ...copied, articleId: work.current.current?.articleId ?? copied.articleId }));

  return {
    values: work.values,
    contentKey: work.formKey,
    copy: work.copy,
    autoSavedAt,
    priceError,
    loadError,
    retry,
    returnsToDrafts,
    change,
    save,
    saveFailed,
    recover,
    discard: work.discard,
  };
}
