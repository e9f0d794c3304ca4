import { Link, useSearch } from "wouter";
import { commentFilters, showPager, type Comment, type CommentFilter } from "@doctor-console/domain";
import { CommentList } from "@doctor-console/ui/publishing";
import { Card, LinkTab, LinkTabs, Pagination } from "@doctor-console/ui/primitives";
import { useWrite } from "../../data/mutations";
import { publishingQueries } from "../../data/queries";
import { reportError } from "../../report-error";
import { usePagedList } from "../../data/use-paged-list";
import { paths } from "../../paths";

/** The comment filter an address names (`?state=2`: 未回复), 全部 otherwise. */
function filterOf(search: string): CommentFilter {
  const state = Number(new URLSearchParams(search).get("state"));
  return commentFilters.find((f) => f.state === state)?.state ?? 0;
}

/** /comment: the doctor's comments by tab (全部 / 已回复 / 未回复), each a paged list with replies; the tab is kept in the address (`?state=2`). */
export default function CommentPage() {
  const filter = filterOf(useSearch());
  return (
    <section aria-labelledby="comment-page-title" className="flex flex-col gap-4">
      <h1 id="comment-page-title" className="text-dc-lg font-semibold">
        评论管理
      </h1>
      <Card className="gap-4 p-4">
        {/* Links, as the filter is kept in the address; a change replaces it (Back leaves the page). */}
        <LinkTabs aria-label="评论分类">
          {commentFilters.map((f) => (
            <LinkTab key={f.state} asChild active={f.state === filter}>
              <Link href={f.state === 0 ? paths.comments : paths.commentsOf(f.state)} replace>
                {f.label}
              </Link>
            </LinkTab>
          ))}
        </LinkTabs>
        {/* Mounted afresh on every filter change: page 1. */}
        <CommentTab key={filter} filter={filter} />
      </Card>
    </section>
  );
}

function CommentTab({ filter }: { filter: CommentFilter }) {
  const { page, setPage, data, loading } = usePagedList((p) => publishingQueries.comments(filter, p));
  const { mutateAsync: replyComment } = useWrite("replyComment");
  const onReply = async (comment: Comment, content: string) => {
    try {
      await replyComment({ articleId: comment.articleId, commentId: comment.commentId, content });
    } catch (error) {
      reportError(error);
      throw error;
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <CommentList comments={data.list} loading={loading} onReply={onReply} />
      {showPager(data.total) ? (
        <Pagination className="justify-end" total={data.total} pageSize={data.pageSize} page={page} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
