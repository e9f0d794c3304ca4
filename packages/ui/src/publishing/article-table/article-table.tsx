import { useState, type ComponentProps } from "react";
import {
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
import { Badge, type BadgeVariant } from "../../primitives/badge";
import { Button } from "../../primitives/button";
import { ConfirmDialog } from "../../primitives/confirm";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow, TableSkeleton } from "../../primitives/table";

const statusVariant: Record<ArticleStatus, BadgeVariant> = {
  reviewing: "pending",
  published: "success",
  rejected: "rejected",
  offline: "muted",
  draft: "info",
};

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
 * The doctor's articles by status (spec §4): title, 图文 / 视频, 医生版 / 患者版, the status tag
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

  return (
    <div data-slot="article-table" aria-busy={loading || undefined} className={cn("w-full overflow-x-auto", className)} {...props}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>标题</TableHead>
            <TableHead>类型</TableHead>
            <TableHead>所属范围</TableHead>
            <TableHead>状态</TableHead>
            <TableHead>更新时间</TableHead>
            <TableHead numeric>阅读</TableHead>
            <TableHead numeric>点赞</TableHead>
            <TableHead numeric>评论</TableHead>
            <TableHead numeric>收藏</TableHead>
            <TableHead>操作</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {articles.length === 0 ? (
            loading ? (
              <TableSkeleton columns={10} />
            ) : (
              <TableEmpty colSpan={10} />
            )
          ) : (
            articles.map((article) => {
              const status = articleStatus(article);
              const actions = articleActions(article);
              return (
                <TableRow key={article.articleId} data-slot="article-row" data-article-id={article.articleId} data-status={status}>
                  <TableCell className="max-w-72">
                    <span className="line-clamp-2 font-medium">{article.title}</span>
                  </TableCell>
                  <TableCell>{articleTypeLabels[article.articleType === 2 ? 2 : 1]}</TableCell>
                  <TableCell>{articleScopeLabels[article.categoryId === 2 ? 2 : 1]}</TableCell>
                  <TableCell>
                    <Badge variant={statusVariant[status]}>{articleStatusLabels[status]}</Badge>
                    {status === "rejected" && article.reason ? (
                      <p className="mt-1 max-w-48 text-dc-sm text-dc-status-rejected-foreground">驳回原因：{article.reason}</p>
                    ) : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{article.updateTime.slice(0, 16)}</TableCell>
                  <TableCell numeric>{article.rc}</TableCell>
                  <TableCell numeric>{article.zc}</TableCell>
                  <TableCell numeric>{article.tc}</TableCell>
                  <TableCell numeric>{article.cc}</TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-x-3 gap-y-1">
                      {actions.edit ? (
                        <Button
                          variant="link"
                          size="sm"
                          aria-label={`编辑 ${article.title}`}
                          onClick={() => setPending({ kind: "edit", article })}
                        >
                          编辑
                        </Button>
                      ) : null}
                      {actions.preview ? (
                        <Button variant="link" size="sm" aria-label={`预览 ${article.title}`} onClick={() => onPreview?.(article)}>
                          预览
                        </Button>
                      ) : null}
                      {actions.goOnline ? (
                        <Button variant="link" size="sm" aria-label={`上线 ${article.title}`} loading={busy === article.articleId} onClick={() => void toggle(article, true)}>
                          上线
                        </Button>
                      ) : null}
                      {actions.goOffline ? (
                        <Button variant="link" size="sm" aria-label={`下线 ${article.title}`} loading={busy === article.articleId} onClick={() => void toggle(article, false)}>
                          下线
                        </Button>
                      ) : null}
                      {actions.delete ? (
                        <Button
                          variant="link"
                          size="sm"
                          className="text-dc-destructive"
                          aria-label={`删除 ${article.title}`}
                          onClick={() => setPending({ kind: "delete", article })}
                        >
                          删除
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
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
