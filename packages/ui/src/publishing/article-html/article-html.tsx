import { useMemo, type ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { sanitizeArticleHtml } from "./sanitize";

/** Typography for the editor's elements (shared by the editor's editable area). */
export const articleProseClasses = cn(
  "text-dc-base leading-7 break-words",
  "[&_h1]:text-dc-xl [&_h1]:font-semibold [&_h2]:text-dc-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h1,&_h2,&_h3]:my-2",
  "[&_p]:my-1.5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-dc-border [&_blockquote]:pl-3 [&_blockquote]:text-dc-muted-foreground",
  "[&_a]:text-dc-primary [&_a]:underline [&_img]:max-w-full [&_img]:h-auto [&_pre]:bg-dc-muted [&_pre]:p-2 [&_code]:font-mono",
);

export type ArticleHtmlProps = Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /** The article's HTML as stored; it is sanitized here, whatever its origin. */
  html: string;
};

/** Article content as a patient reads it: the HTML sanitized with DOMPurify, then rendered. */
export function ArticleHtml({ html, className, ...props }: ArticleHtmlProps) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div data-slot="article-html" className={cn(articleProseClasses, className)} dangerouslySetInnerHTML={{ __html: safe }} {...props} />;
}
