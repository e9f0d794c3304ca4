import { useId, useState, type ComponentProps } from "react";
import { displayDateTime, isCommentReplied, replyToSend, successMessages, type Comment } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { EmptyState } from "../../primitives/empty-state";
import { Textarea } from "../../primitives/textarea";
import { toast } from "../../primitives/toast";
import { VisuallyHidden } from "../../primitives/visually-hidden";

/** The longest reply the platform takes. */
const REPLY_MAX = 1000;

export type CommentListProps = Omit<ComponentProps<"div">, "children"> & {
  comments: Comment[];
  /** The list is loading: rows stay, marked busy; skeleton rows of a page's size while there are none yet. */
  loading?: boolean;
  /**
   * Send a reply (POST /management/comments). Resolve on success (回复成功, the box empties);
   * reject on failure (the caller tells why) and the box keeps what was typed. Never called for a
   * blank reply.
   */
  onReply: (comment: Comment, content: string) => Promise<unknown>;
};

/**
 * The doctor's comments (see docs/behaviour/publishing.md#comments): per row the article, the patient's photo and nickname,
 * the comment and the doctor's reply, or a reply box. Everything the patient wrote is text: React
 * renders it as text nodes, never as HTML.
 */
export function CommentList({ comments, loading = false, onReply, className, ...props }: CommentListProps) {
  return (
    <div data-slot="comment-list" aria-busy={loading || undefined} className={cn("relative", className)} {...props}>
      {comments.length === 0 ? (
        loading ? (
          <CommentListSkeleton />
        ) : (
          <EmptyState title="暂无评论" />
        )
      ) : (
        <ul aria-label="评论" className="flex flex-col divide-y divide-dc-border">
          {comments.map((c) => (
            <CommentRow key={c.commentId} comment={c} onReply={onReply} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CommentRow({ comment: c, onReply }: { comment: Comment; onReply: CommentListProps["onReply"] }) {
  const nameId = useId();
  const replied = isCommentReplied(c);
  return (
    <li data-slot="comment-row" data-status={replied ? "replied" : "unreplied"} aria-labelledby={nameId} className="flex gap-3 py-4">
      <Avatar url={c.photoUrl} name={c.nickName} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span id={nameId} className="font-medium text-dc-foreground">
            {c.nickName}
          </span>
          <span className="text-dc-sm text-dc-muted-foreground">
            评论文章：<span className="text-dc-foreground">{c.articleTitle}</span>
            {typeof c.createTime === "string" && c.createTime !== "" ? (
              <span className="ml-3 tabular-nums">{displayDateTime(c.createTime)}</span>
            ) : null}
          </span>
        </div>
        <p data-slot="comment-content" className="break-words whitespace-pre-wrap text-dc-foreground">
          {c.content}
        </p>
        {replied ? (
          <p data-slot="comment-reply" className="rounded-dc-md bg-dc-muted px-3 py-2 break-words whitespace-pre-wrap text-dc-sm">
            <span className="font-medium text-dc-primary-soft-foreground">我的回复：</span>
            {c.comment}
          </p>
        ) : (
          <ReplyBox comment={c} onReply={onReply} />
        )}
      </div>
    </li>
  );
}

function ReplyBox({ comment, onReply }: { comment: Comment; onReply: CommentListProps["onReply"] }) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const send = async () => {
    const content = replyToSend(text);
    // See docs/behaviour/publishing.md#comments: a blank reply is ignored — no call, no message.
    if (content === null || sending) return;
    setSending(true);
    try {
      await onReply(comment, content);
      toast.success(successMessages.reply);
      setText("");
    } catch {
      // The caller told the doctor why; what was typed stays.
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      data-slot="comment-reply-box"
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Textarea
        aria-label={`回复${comment.nickName}`}
        value={text}
        maxLength={REPLY_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder="写下您的回复"
        className="min-h-9 flex-1"
        rows={1}
      />
      <Button type="submit" loading={sending}>
        回复
      </Button>
    </form>
  );
}

/** A bar of one text line's height (the line box, so that rows keep the loaded rows' size). */
const bar = (line: string, width: string) => (
  <span className={cn("flex items-center", line)}>
    <span className={cn("h-4 rounded-dc-sm bg-dc-muted motion-safe:animate-pulse", width)} />
  </span>
);

/**
 * A page of comments loading (10 rows shaped like unreplied comments: photo, name and article,
 * the comment, the reply box), so that nothing moves when they arrive. 加载中 is announced once;
 * the shapes are hidden from assistive tech.
 */
function CommentListSkeleton() {
  return (
    <>
      <VisuallyHidden role="status">加载中</VisuallyHidden>
      <div aria-hidden className="flex flex-col divide-y divide-dc-border">
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} data-slot="comment-skeleton-row" className="flex gap-3 py-4">
            <span className="size-10 shrink-0 rounded-full bg-dc-muted motion-safe:animate-pulse" />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              {bar("h-6", "w-48")}
              {bar("h-6", "w-full")}
              <span className="h-9 rounded-dc-md bg-dc-muted motion-safe:animate-pulse" />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

function Avatar({ url, name }: { url: string; name: string }) {
  const [broken, setBroken] = useState(false);
  const base = "size-10 shrink-0 rounded-full bg-dc-muted object-cover";
  if (!url || broken) {
    return (
      <span aria-hidden data-slot="comment-avatar" className={cn(base, "flex items-center justify-center text-dc-muted-foreground")}>
        {Array.from(name)[0] ?? "?"}
      </span>
    );
  }
  // The nickname is written beside it: the photo is decoration.
  return <img data-slot="comment-avatar" src={url} alt="" className={base} onError={() => setBroken(true)} />;
}
