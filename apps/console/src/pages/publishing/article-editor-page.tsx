import { useState } from "react";
import { useQuery } from "../../data/server-state";
import { useLocation, useSearch } from "wouter";
import type { ArticlePreview, Category, Option } from "@doctor-console/api";
import { publishingTexts, successMessages, type Tag } from "@doctor-console/domain";
import { Card, toast } from "@doctor-console/ui/primitives";
import { ArticleForm, PreviewDialog, RecoveryBanner, type ArticleFormValues } from "@doctor-console/ui/publishing";
import { uploads } from "../../data/mutations";
import { fetchFresh, publishingReads } from "../../data/page-queries";
import { optionQueries, publishingQueries } from "../../data/queries";
import { LoadFailed, loadFailedMessage } from "../../features/errors/load-failed";
import { useArticleDraft } from "../../features/publishing/use-article-draft";
import { paths } from "../../paths";
import { reportError } from "../../report-error";
import { routerLink } from "../../router-link";
import { useSession } from "../../session/session";

const noTags: Tag[] = [];
const noOptions: Option[] = [];
const noCategories: Category[] = [];

/**
 * /releaseM/addArticle?articleId= (0 = new): the article form, auto-saved as a draft while a title
 * exists, and kept in IndexedDB on every change so that a 401, a forced logout or a closed tab
 * loses nothing: the next visit offers 恢复未保存的内容 (features/publishing/use-article-draft.ts, on
 * the console's one mechanism for unsaved work: leaving asks, a 401 asks for the password in place).
 */
export default function ArticleEditorPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const requestedId = Math.max(0, Number(new URLSearchParams(useSearch()).get("articleId")) || 0);
  const draft = useArticleDraft({
    customerId: session.customerId,
    articleId: requestedId,
    onCreated: (articleId) => navigate(paths.article(articleId), { replace: true }),
  });
  const { values } = draft;
  const departments = useQuery(optionQueries.departments()).data ?? noOptions;
  const categories = useQuery(optionQueries.categories()).data ?? noCategories;
  const tags = useQuery({ ...publishingQueries.tags(session.customerId ?? 0), enabled: Boolean(session.customerId) }).data ?? noTags;
  const [preview, setPreview] = useState<{ values: ArticleFormValues; link: ArticlePreview | null } | null>(null);

  if (draft.loadError) {
    return (
      <section aria-labelledby="article-editor-title" className="flex flex-col gap-4">
        <h1 id="article-editor-title" className="text-dc-lg font-semibold">
          编辑文章
        </h1>
        <LoadFailed message={draft.loadError === "missing" ? publishingTexts.articleMissing : loadFailedMessage} onRetry={draft.loadError === "failed" ? draft.retry : undefined}>
          {routerLink({ href: paths.publishing, className: "inline-flex h-9 items-center px-3 text-dc-primary underline-offset-2 hover:underline", children: publishingTexts.backToList })}
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
      {draft.copy ? <RecoveryBanner savedAt={draft.copy.savedAt} onRecover={draft.recover} onDiscard={draft.discard} /> : null}
      {draft.returnsToDrafts ? (
        <p role="note" data-slot="returns-to-drafts" className="rounded-dc-md border border-dc-border bg-dc-status-pending px-3 py-2 text-dc-sm text-dc-status-pending-foreground">
          {publishingTexts.editReturnsToDrafts}
        </p>
      ) : null}
      <Card className="p-6">
        <ArticleForm
          value={values}
          onValueChange={draft.change}
          contentKey={draft.contentKey}
          departments={departments}
          categories={categories}
          tags={tags}
          uploadImage={uploads.articleImage}
          uploadCover={uploads.articleCover}
          uploadVideo={uploads.video}
          onError={(message) => toast.error(message)}
          serverErrors={draft.priceError ? { price: draft.priceError } : undefined}
          status={draft.autoSavedAt ? publishingTexts.autoSaved(draft.autoSavedAt) : null}
          onSaveDraft={async (payload) => {
            await draft.save(payload, values).catch(draft.saveFailed);
            toast.success(successMessages.save);
          }}
          onSubmit={async (payload) => {
            const articleId = await draft.save(payload, values).catch(draft.saveFailed);
            toast.success(successMessages.submit);
            setPreview({ values, link: null });
            fetchFresh(publishingReads.preview(articleId)).then((link) => setPreview((p) => p && { ...p, link }), reportError);
          }}
        />
      </Card>
      <PreviewDialog
        open={preview !== null}
        onOpenChange={(open) => {
          if (open) return;
          setPreview(null);
          navigate(paths.publishing);
        }}
        article={preview?.values ?? null}
        link={preview?.link ?? null}
      />
    </section>
  );
}
