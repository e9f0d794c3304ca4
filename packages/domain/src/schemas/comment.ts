import * as z from "zod/mini";
import { id, orElse } from "./fields";

/** The reply text to send, or null when it is blank (a blank reply is ignored, docs/behaviour/publishing.md#comments). */
export function replyToSend(content: unknown): string | null {
  if (typeof content !== "string") return null;
  const trimmed = content.trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * The one "replied" rule, for the list and the server's replied/unreplied filters alike: the
 * doctor's reply is there and not blank. A reply missing from the answer is unreplied.
 */
export function isCommentReplied(comment: { comment?: unknown }): boolean {
  return replyToSend(comment.comment) !== null;
}

/**
 * A comment reply (POST /management/comments form articleId, commentId, content).
 * Never fails: a blank reply — or anything that is not a reply — parses to null, meaning
 * "ignore it, send nothing, show nothing".
 */
export const commentReplySchema = orElse(
  z.pipe(
    z.object({ articleId: id(""), commentId: id(""), content: z.string() }),
    z.transform((v) => {
      const content = replyToSend(v.content);
      return content === null ? null : { articleId: v.articleId, commentId: v.commentId, content };
    }),
  ),
  null,
);
export type CommentReplyInput = z.input<typeof commentReplySchema>;
export type CommentReply = NonNullable<z.output<typeof commentReplySchema>>;
