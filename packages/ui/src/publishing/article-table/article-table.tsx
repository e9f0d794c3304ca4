import { useState, type ComponentProps } from "react";
import { createColumnHelper, metaHelper, tableFeatures, useTable } from "@tanstack/react-table";
import {
  displayDateTime,
  articleActions,
  articleDeleteConfirm,
  articleEditConfirm,
  articleScopeLabels,
  articleStatus,
  articleStatusLabels,
  articleTypeLabels,
  type Article,
  type ArticleStatus,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { DataTable, type DataColumnMeta } from "../../lib/data-table";
import { Badge, type BadgeVariant } from "../../primitives/badge";
import { Button } from "../../primitives/button";
import { ConfirmDialog } from "../../primitives/confirm";

const statusVariant: Record<ArticleStatus, BadgeVariant> = {
  reviewing: "pending",
  published: "success",
  rejected: "rejected",
  offline: "muted",
  draft: "info",
};

/** What the action cells need from the table's owner. */
interface ArticleTableMeta {
  /** The article whose 上线 / 下线 is on its way. */
  busy: number | null;
  toggle: (article: Article, online: boolean) => void;
  edit: (article: Article) => void;
  preview: (article: Article) => void;
  remove: (article: Article) => void;
}

const articleTableFeatures = tableFeatures({
  tableMeta: metaHelper<ArticleTableMeta>(),
  columnMeta: metaHelper<DataColumnMeta>(),
});

const col = createColumnHelper<typeof articleTableFeatures, Article>();
const columns = col.columns([
  col.accessor("title", {
    id: "title",
    header: "标题",
    cell: ({ getValue }) => <span className="line-clamp-2 font-medium">{getValue()}</span>,
    meta: { cellClassName: "max-w-72" },
  }),
  col.accessor((a) => articleTypeLabels[a.articleType === 2 ? 2 : 1], { id: "type", header: "类型" }),
  col.accessor((a) => articleScopeLabels[a.categoryId === 2 ? 2 : 1], { id: "scope", header: "所属范围" }),
  col.accessor((a) => articleStatus(a), {
    id: "status",
    header: "状态",
    cell: ({ getValue, row }) => {
      const status = getValue();
      return (
        <>
          <Badge variant={statusVariant[status]}>{articleStatusLabels[status]}</Badge>
          {status === "rejected" && row.original.reason ? (
            <p className="mt-1 max-w-48 text-dc-sm text-dc-status-rejected-foreground">驳回原因：{row.original.reason}</p>
          ) : null}
        </>
      );
    },
  }),
  col.accessor((a) => displayDateTime(a.updateTime), { id: "updateTime", header: "更新时间", meta: { cellClassName: "whitespace-nowrap tabular-nums" } }),
  col.accessor("rc", { id: "rc", header: "阅读", meta: { numeric: true } }),
  col.accessor("zc", { id: "zc", header: "点赞", meta: { numeric: true } }),
  col.accessor("tc", { id: "tc", header: "评论", meta: { numeric: true } }),
  col.accessor("cc", { id: "cc", header: "收藏", meta: { numeric: true } }),
  col.display({
    id: "actions",
    header: "操作",
    cell: ({ row, table }) => <ArticleActions article={row.original} meta={table.options.meta!} />,
  }),
]);

/** The actions domain's status rules allow for one article. */
function ArticleActions({ article, meta }: { article: Article; meta: ArticleTableMeta }) {
  const actions = articleActions(article);
  const busy = meta.busy === article.articleId;
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1">
      {actions.edit ? (
        <Button variant="link" size="sm" aria-label={`编辑 ${article.title}`} onClick={() => meta.edit(article)}>
          编辑
        </Button>
      ) : null}
      {actions.preview ? (
        <Button variant="link" size="sm" aria-label={`预览 ${article.title}`} onClick={() => meta.preview(article)}>
          预览
        </Button>
      ) : null}
      {actions.goOnline ? (
        <Button variant="link" size="sm" aria-label={`上线 ${article.title}`} loading={busy} onClick={() => meta.toggle(article, true)}>
          上线
        </Button>
      ) : null}
      {actions.goOffline ? (
        <Button variant="link" size="sm" aria-label={`下线 ${article.title}`} loading={busy} onClick={() => meta.toggle(article, false)}>
          下线
        </Button>
      ) : null}
      {actions.delete ? (
        <Button variant="link" size="sm" className="text-dc-destructive" aria-label={`删除 ${article.title}`} onClick={() => meta.remove(article)}>
          删除
        </Button>
      ) : null}
    </div>
  );
}

export type ArticleTableProps = Omit<ComponentProps<"div">, "children" | "onToggle"> & {
  articles: readonly Article[];
  loading?: boolean;
  /** 编辑, after the confirm (every article, drafts too: see docs/behaviour/publishing.md). */
  onEdit?: (article: Article) => void;
  onPreview?: (article: Article) => void;
  /** 上线 (online true) / 下线 (false). A rejected promise leaves the row as it was. */
  onToggle?: (article: Article, online: boolean) => void | Promise<unknown>;
  /** 删除, after the confirm. */
  onDelete?: (article: Article) => void | Promise<unknown>;
};

type Pending = { kind: "edit" | "delete"; article: Article } | null;

/**
 * The doctor's articles by status (see docs/behaviour/publishing.md#article-statuses): title, 图文 / 视频, 医生版 / 患者版, the status tag
 * (with the reason when rejected), update time, reads / likes / comments / favourites, and the
 * actions domain's status rules allow: 编辑 (confirm first), 预览, 上线, 下线, 删除 (confirm first).
 */
export function ArticleTable({ articles, loading = false, onEdit, onPreview, onToggle, onDelete, className, ...props }: ArticleTableProps) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const toggle = async (article: Article, online: boolean) => {
    setBusy(article.articleId);
    try {
      await onToggle?.(article, online);
    } catch {
      // The caller reports 上线失败! / 下线失败!.
    } finally {
      setBusy(null);
    }
  };

  const table = useTable({
    features: articleTableFeatures,
    columns,
    data: articles as Article[],
    getRowId: (a) => String(a.articleId),
    meta: {
      busy,
      toggle: (article, online) => void toggle(article, online),
      edit: (article) => setPending({ kind: "edit", article }),
      preview: (article) => onPreview?.(article),
      remove: (article) => setPending({ kind: "delete", article }),
    },
  });

  return (
    <div data-slot="article-table" aria-busy={loading || undefined} className={cn("w-full overflow-x-auto", className)} {...props}>
      <DataTable
        table={table}
        loading={loading}
        rowProps={(row) => ({ "data-slot": "article-row", "data-article-id": row.original.articleId, "data-status": articleStatus(row.original) })}
      />
      <ConfirmDialog
        open={pending?.kind === "edit"}
        onOpenChange={(open) => !open && setPending(null)}
        title="编辑文章"
        description={articleEditConfirm}
        onConfirm={() => {
          if (pending) onEdit?.(pending.article);
        }}
      />
      <ConfirmDialog
        open={pending?.kind === "delete"}
        onOpenChange={(open) => !open && setPending(null)}
        title="删除文章"
        variant="destructive"
        description={articleDeleteConfirm}
        confirmText="删除"
        onConfirm={() => (pending ? onDelete?.(pending.article) : undefined)}
      />
    </div>
  );
}
