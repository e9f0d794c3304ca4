import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { ApiError, type ArticlePreview, type Category, type Option } from "@doctor-console/api";
import { articleStatus, draftSchema, errcodes, formatDateTime, publishingTexts, shouldAutoSaveDraft, successMessages, type Article, type ArticlePayload, type Tag } from "@doctor-console/domain";
import { Card, toast } from "@doctor-console/ui/primitives";
import { ArticleForm, articleInput, emptyArticleForm, PreviewDialog, RecoveryBanner, type ArticleFormValues } from "@doctor-console/ui/publishing";
import { api, handleUnauthorizedInPlace } from "../../api";
import { uploadThrough } from "../upload";
import { useSession } from "../../session/session";
import { invalidate, optionQueries, publishingQueries, queryKeys } from "../../data/queries";
import { reportError } from "../report-error";
import { copyKey, deleteCopy, readCopy, sameContent, writeCopy, type LocalCopy } from "./local-copy";
import { PasswordDialog } from "./password-dialog";
import { LoadFailed, loadFailedMessage, loadFailure } from "../../features/errors/load-failed";
import { routerLink } from "../../router-link";

/** Draft auto-save interval (spec §9). */
const AUTOSAVE_MS = 30_000;

function formOf(a: Article): ArticleFormValues {
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

const noTags: Tag[] = [];
const noOptions: Option[] = [];
const noCategories: Category[] = [];

const uploadImage = uploadThrough((file, o) => api.articles.uploadArticleImage({ imagePath: file }, o));
const uploadCover = uploadThrough((file, o) => api.articles.uploadArticleImage({ imagePath: file, kind: "cover" }, o));
const uploadVideo = uploadThrough((file, o) => api.articles.uploadVideo({ video: file }, o));

/**
 * /releaseM/addArticle?articleId= (0 = new): the article form, auto-saved as a draft every 30 s
 * while a title exists, and kept in IndexedDB on every change so that a 401, a forced logout or
 * a closed tab loses nothing: the next visit offers 恢复未保存的内容.
 */
export default function ArticleEditorPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const requestedId = Math.max(0, Number(new URLSearchParams(useSearch()).get("articleId")) || 0);
  const [values, setValues] = useState<ArticleFormValues | null>(null);
  const [contentKey, setContentKey] = useState(0);
  const [copy, setCopy] = useState<LocalCopy | null>(null);
  const departments = useQuery(optionQueries.departments()).data ?? noOptions;
  const categories = useQuery(optionQueries.categories()).data ?? noCategories;
  const tags = useQuery({ ...publishingQueries.tags(session.customerId ?? 0), enabled: Boolean(session.customerId) }).data ?? noTags;
  const [autoSavedAt, setAutoSavedAt] = useState("");
  const [priceError, setPriceError] = useState("");
  const [preview, setPreview] = useState<{ values: ArticleFormValues; link: ArticlePreview | null } | null>(null);
  // The latest values, for the auto-save timer and saves that finish later.
  const current = useRef<ArticleFormValues | null>(null);
  useLayoutEffect(() => {
    current.current = values;
  });
  /** What the server holds (after load or the last save). */
  const saved = useRef<ArticleFormValues>(emptyArticleForm);
  // The article did not load: gone (30007) or the server failed; 重试 loads it again.
  const [loadError, setLoadError] = useState<"missing" | "failed" | null>(null);
  const [attempt, setAttempt] = useState(0);
  // An article out of the drafts goes back to them when saved as a draft: the editor says so.
  const [returnsToDrafts, setReturnsToDrafts] = useState(false);

  // Load the article (or start a new one), then look for a copy the server does not have.
  useEffect(() => {
    const controller = new AbortController();
    const load =
      requestedId === 0
        ? Promise.resolve(emptyArticleForm)
        : api.articles.getArticle({ articleId: requestedId }, { signal: controller.signal, background: true }).then((article) => {
            setReturnsToDrafts(articleStatus(article) !== "draft");
            return formOf(article);
          });
    load
      .then(async (server) => {
        saved.current = server;
        const local = await readCopy(copyKey(session.customerId, requestedId)).catch(() => undefined);
        if (controller.signal.aborted) return;
        setValues(server);
        setContentKey((k) => k + 1);
        setCopy(local && !sameContent(local.values, server) ? local : null);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(loadFailure(error));
      });
    return () => controller.abort();
    // Once per article (and per 重试); a save that creates the article only rewrites the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const keyOf = (v: ArticleFormValues) => copyKey(session.customerId, v.articleId);

  const change = (next: ArticleFormValues) => {
    setValues(next);
    setPriceError("");
    if (sameContent(next, saved.current)) void deleteCopy(keyOf(next)).catch(() => {});
    else void writeCopy(keyOf(next), { values: next, savedAt: formatDateTime(new Date()) }).catch(() => {});
  };

  /**
   * Saves one at a time: a save waits for the one in flight (an auto-save when 提交审核 is
   * pressed), and a new article's later saves carry the id the first one got — one article,
   * never two (see docs/behaviour/publishing.md).
   */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const save = (payload: ArticlePayload, sent: ArticleFormValues): Promise<number> => {
    const run = queue.current.then(() => {
      const articleId = payload.articleId || saved.current.articleId;
      return saveNow({ ...payload, articleId }, { ...sent, articleId });
    });
    queue.current = run.catch(() => undefined);
    return run;
  };

  /** Saves; the copy goes once the server has the same content; a new article gets its id. */
  const saveNow = async (payload: ArticlePayload, sent: ArticleFormValues) => {
    const articleId = await api.articles.saveArticle(payload);
    void invalidate(queryKeys.publishing.articles);
    const stored = { ...sent, articleId };
    saved.current = stored;
    await deleteCopy(keyOf(sent)).catch(() => {});
    const now = current.current;
    if (now && now.articleId !== articleId) {
      setValues({ ...now, articleId });
      navigate(`/releaseM/addArticle?articleId=${articleId}`, { replace: true });
    }
    if (now && !sameContent(now, sent)) void writeCopy(copyKey(session.customerId, articleId), { values: { ...now, articleId }, savedAt: formatDateTime(new Date()) });
    return articleId;
  };

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.errcode === errcodes.priceOutOfRange) setPriceError(error.message);
    reportError(error);
    throw error;
  };

  // A 401 while editing asks for the password here instead of leaving for the login page.
  const [reauth, setReauth] = useState(false);
  useEffect(() => handleUnauthorizedInPlace(() => setReauth(true)), []);

  // Auto-save a draft every 30 s while a title exists; stops when the editor is left (unmount).
  useEffect(() => {
    const timer = setInterval(() => {
      const v = current.current;
      if (!v || !shouldAutoSaveDraft(v.title) || sameContent(v, saved.current)) return;
      const parsed = draftSchema.safeParse(articleInput(v));
      if (!parsed.success) return;
      save(parsed.data, v).then(
        () => setAutoSavedAt(formatDateTime(new Date()).slice(11)),
        () => {},
      );
    }, AUTOSAVE_MS);
    return () => clearInterval(timer);
    // The timer reads the latest values through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loadError) {
    return (
      <section aria-labelledby="article-editor-title" className="flex flex-col gap-4">
        <h1 id="article-editor-title" className="text-dc-lg font-semibold">
          编辑文章
        </h1>
        <LoadFailed message={loadError === "missing" ? publishingTexts.articleMissing : loadFailedMessage} onRetry={
            loadError === "failed"
              ? () => {
                  setLoadError(null);
                  setAttempt((n) => n + 1);
                }
              : undefined
          }>
          {routerLink({ href: "/releaseM", className: "inline-flex h-9 items-center px-3 text-dc-primary underline-offset-2 hover:underline", children: publishingTexts.backToList })}
        </LoadFailed>
      </section>
    );
  }
  if (!values) return null;

  return (
    <section aria-labelledby="article-editor-title" className="flex flex-col gap-4">
      <h1 id="article-editor-title" className="text-dc-lg font-semibold">
        {requestedId === 0 && values.articleId === 0 ? "发布文章" : "编辑文章"}
      </h1>
      {copy ? (
        <RecoveryBanner
          savedAt={copy.savedAt}
          onRecover={() => {
            setValues({ ...copy.values, articleId: values.articleId });
            setContentKey((k) => k + 1);
            setCopy(null);
          }}
          onDiscard={() => {
            // The banner goes once the copy is gone: what disappears is really discarded.
            void deleteCopy(keyOf(values))
              .catch(() => {})
              .finally(() => setCopy(null));
          }}
        />
      ) : null}
      {returnsToDrafts ? (
        <p role="note" data-slot="returns-to-drafts" className="rounded-dc-md border border-dc-border bg-dc-status-pending px-3 py-2 text-dc-sm text-dc-status-pending-foreground">
          {publishingTexts.editReturnsToDrafts}
        </p>
      ) : null}
      <Card className="p-6">
        <ArticleForm
          value={values}
          onValueChange={change}
          contentKey={contentKey}
          departments={departments}
          categories={categories}
          tags={tags}
          uploadImage={uploadImage}
          uploadCover={uploadCover}
          uploadVideo={uploadVideo}
          onError={(message) => toast.error(message)}
          serverErrors={priceError ? { price: priceError } : undefined}
          status={autoSavedAt ? publishingTexts.autoSaved(autoSavedAt) : null}
          onSaveDraft={async (payload) => {
            await save(payload, values).catch(onError);
            toast.success(successMessages.save);
          }}
          onSubmit={async (payload) => {
            const articleId = await save(payload, values).catch(onError);
            toast.success(successMessages.submit);
            setPreview({ values, link: null });
            api.articles.previewArticle({ articleId }).then((link) => setPreview((p) => p && { ...p, link }), reportError);
          }}
        />
      </Card>
      <PasswordDialog open={reauth} account={session.cookies.loginName ?? ""} onDone={() => setReauth(false)} />
      <PreviewDialog
        open={preview !== null}
        onOpenChange={(open) => {
          if (open) return;
          setPreview(null);
          navigate("/releaseM");
        }}
        article={preview?.values ?? null}
        link={preview?.link ?? null}
      />
    </section>
  );
}
