/** Comments of docs/behaviour/README.md#platform-calls: the doctor's comments (0 all, 1 replied, 2 unreplied) and replies. */
import { replyToSend, serverMessages, type Comment } from "@doctor-console/domain";
import { notFound } from "../http/envelope";
import type { Serve } from "../http/route";
import type { CommentData } from "../db/rows";
import { badInput, listPage } from "../db/util";

const filters: Record<number, string> = { 0: "TRUE", 1: "replied", 2: "NOT replied" };

export function commentRoutes(serve: Serve): void {
  serve("listComments", async ({ state, page }, { deps, doctorId }) => {
    return listPage(
      deps.db,
      { columns: "comment_id, data", from: `comments WHERE doctor_id = $1 AND ${filters[state] ?? "TRUE"}`, orderBy: "data->>'createTime' DESC, comment_id DESC" },
      [doctorId],
      page,
      (r: { comment_id: number; data: CommentData }): Comment => ({ ...r.data, commentId: r.comment_id }),
    );
  });

  serve("replyComment", async ({ articleId, commentId, content }, { deps, doctorId }) => {
    // The console ignores a blank reply (domain's rule); a blank one reaching us is refused.
    const reply = replyToSend(content);
    if (reply === null) throw badInput(serverMessages.blankReply);
    const { rows } = await deps.db.query(
      `UPDATE comments SET replied = true, data = data || jsonb_build_object('comment', $4::text)
       WHERE comment_id = $1 AND article_id = $2 AND doctor_id = $3 RETURNING comment_id`,
      [commentId, articleId, doctorId, reply],
    );
    if (rows.length === 0) throw notFound();
    return null;
  });
}
