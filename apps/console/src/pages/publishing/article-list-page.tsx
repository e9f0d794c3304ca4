import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "../../data/server-state";
import { Link, useLocation, useSearch } from "wouter";
import { articleStatusTabs, DRAFT_STATE_FILTER, publishingTexts, showPager, successMessages, type Article, type ArticleStatusTab, type Page } from "@doctor-console/domain";
import type { ArticlePreview } from "@doctor-console/api";
import { Button, Card, Input, LinkTab, LinkTabs, Pagination, toast } from "@doctor-console/ui/primitives";
import { ArticleTable, PreviewDialog } from "@doctor-console/ui/publishing";
import { useWrite } from "../../data/mutations";
import { fetchFresh, publishingReads } from "../../data/page-queries";
import { publishingQueries, queryClient } from "../../data/queries";
import { reportError } from "../../report-error";
import { articleListParams } from "../../search-params";
import { useSession } from "../../session/session";
import { paths } from "../../paths";

const SEARCH_DEBOUNCE_MS = 200;
const emptyPage: Page<Article> = { list: [], pageSize: 10, total: 0 };

/** The tab, page and search of the list, kept in the URL (back / forward and reload keep them). */
function useListQuery(fixedState?: ArticleStatusTab) {
  const [location, navigate] = useLocation();
  const { state, page, name } = articleListParams(useSearch(), fixedState);
  const hrefOf = (next: { state?: number; page?: number; name?: string }) => {
    const q = new URLSearchParams();
    const s = next.state ?? state;
    if (!fixedState && s) q.set("state", String(s));
    const p = next.page ?? page;
    if (p > 1) q.set("page", String(p));
    const n = next.name ?? name;
    if (n) q.set("name", n);
    const qs = q.toString();
    return qs ? `${location}?${qs}` : location;
  };
  const go = (next: { state?: number; page?: number; name?: string }, replace = false) => navigate(hrefOf(next), { replace });
  return { state, page, name, go, hrefOf };
}

/** The searched title, debounced 200 ms into the URL. */
function SearchBox({ name, onSearch }: { name: string; onSearch: (name: string) => void }) {
  const [text, setText] = useState(name);
  // Back / forward changes the searched title: the box follows.
  const [shownName, setShownName] = useState(name);
  if (shownName !== name) {
    setShownName(name);
    if (text.trim() !== name) setText(name);
  }
  useEffect(() => {
    if (text.trim() === name) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onSearch is re-made every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, name]);
  return (
    <Input type="search" aria-label={publishingTexts.searchLabel} placeholder={publishingTexts.searchLabel} className="w-64" value={text} onChange={(e) => setText(e.target.value)} />
  );
}

/**
 * /releaseM (status tabs) and /drafts (state 5): GET /management/articles by state, page and
 * title; online / offline / delete update the list in place; 预览 opens the dialog with the QR of
 * the signed mobile preview.
 */
export function ArticleList({ fixedState }: { fixedState?: ArticleStatusTab }) {
  const session = useSession();
  const [, navigate] = useLocation();
  const { state, page, name, go, hrefOf } = useListQuery(fixedState);
  const [preview, setPreview] = useState<{ article: Article; link: ArticlePreview | null } | null>(null);
  const query = publishingQueries.articles(state, page, name);
  const result = useQuery({ ...query, placeholderData: keepPreviousData });
  const data = result.error ? emptyPage : (result.data ?? emptyPage);
  const { mutateAsync: toggleArticle } = useWrite("toggleArticle");
  const { mutateAsync: deleteArticle } = useWrite("deleteArticle");

  /** The list updates in place (the row changes or goes at once); the write has every list read again. */
  const replace = (article: Article, patch: Partial<Article> | null) => {
    queryClient.setQueryData<Page<Article>>(query.queryKey, (old) =>
      old && {
        ...old,
        list: patch ? old.list.map((a) => (a.articleId === article.articleId ? { ...a, ...patch } : a)) : old.list.filter((a) => a.articleId !== article.articleId),
        total: patch ? old.total : Math.max(0, old.total - 1),
      },
    );
  };

  const onToggle = async (article: Article, online: boolean) => {
    try {
      await toggleArticle({ articleId: article.articleId, customerId: session.customerId });
    } catch (error) {
      toast.error(online ? "上线失败!" : "下线失败!");
      throw error;
    }
    toast.success(online ? successMessages.online : successMessages.offline);
    replace(article, { isShow: online ? 1 : 0 });
  };

  const onDelete = async (article: Article) => {
    try {
      await deleteArticle({ articleId: article.articleId, customerId: session.customerId });
    } catch (error) {
      reportError(error);
      throw error;
    }
    toast.success(successMessages.delete);
    replace(article, null);
    if (data.list.length === 1 && page > 1) go({ page: page - 1 }, true);
  };

  const onPreview = (article: Article) => {
    setPreview({ article, link: null });
    fetchFresh(publishingReads.preview(article.articleId)).then(
      (link) => setPreview((p) => (p?.article.articleId === article.articleId ? { ...p, link } : p)),
      (error: unknown) => reportError(error),
    );
  };

  const table = (
    <div className="flex flex-col gap-4">
      <ArticleTable
        articles={data.list}
        loading={result.isPending || result.isPlaceholderData}
        onEdit={(a) => navigate(paths.article(a.articleId))}
        onPreview={onPreview}
        onToggle={onToggle}
        onDelete={onDelete}
      />
      {showPager(data.total) ? <Pagination className="justify-end" total={data.total} pageSize={data.pageSize} page={page} onPageChange={(p) => go({ page: p })} /> : null}
    </div>
  );

  return (
    <section aria-labelledby="article-list-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="article-list-title" className="text-dc-lg font-semibold">
          {fixedState === DRAFT_STATE_FILTER ? "草稿箱" : "发布管理"}
        </h1>
        <div className="flex items-center gap-3">
          <SearchBox name={name} onSearch={(n) => go({ name: n, page: 1 }, true)} />
          <Button onClick={() => navigate(paths.article(0))}>发布文章</Button>
        </div>
      </header>
      <Card className="gap-4 p-4">
        {fixedState === undefined ? (
          // Links, as the status is kept in the address (a tab is a page of the list, page 1 of it;
          // the open tab's link takes it back to page 1 without a new history entry).
          <LinkTabs aria-label="文章状态">
            {articleStatusTabs.map((t) => (
              <LinkTab key={t.state} asChild active={t.state === state}>
                <Link href={hrefOf({ state: t.state, page: 1 })} replace={t.state === state}>
                  {t.label}
                </Link>
              </LinkTab>
            ))}
          </LinkTabs>
        ) : null}
        {table}
      </Card>
      <PreviewDialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)} article={preview?.article ?? null} link={preview?.link ?? null} />
    </section>
  );
}

export default function ArticleListPage() {
  return <ArticleList />;
}

export function DraftsPage() {
  return <ArticleList fixedState={DRAFT_STATE_FILTER} />;
}
