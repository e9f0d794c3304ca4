import { lazy, Suspense } from "react";
import { displayDateTime, publishingTexts as t } from "@doctor-console/domain";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../primitives/dialog";
import { Spinner } from "../../primitives/spinner";

// The sanitizer (DOMPurify) comes with the first preview opened, not with the list that offers it.
const ArticleHtml = lazy(() => import("../article-html/article-html").then((m) => ({ default: m.ArticleHtml })));

export interface PreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The article shown (its HTML is sanitized before rendering). */
  article: { title: string; content: string; outUrl?: string; imgUrl?: string } | null;
  /** The signed mobile-preview link and its QR image (data URL); null while it loads. */
  link: { url: string; qr: string; expiresAt: string } | null;
}

/**
 * 预览: the article as a patient reads it, beside a QR code of the signed, expiring mobile
 * preview page, so the doctor checks it on a phone.
 */
export function PreviewDialog({ open, onOpenChange, article, link }: PreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>
            {t.previewTitle}：{article?.title}
          </DialogTitle>
          <DialogDescription>{t.previewHint}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-6 sm:grid-cols-[1fr_200px]">
          <div className="max-h-[60vh] overflow-y-auto rounded-dc-md border border-dc-border p-4">
            {article?.outUrl ? <video controls preload="metadata" src={article.outUrl} poster={article.imgUrl || undefined} className="mb-3 w-full" /> : null}
            {article ? (
              <Suspense fallback={<Spinner label="加载中" />}>
                <ArticleHtml html={article.content} />
              </Suspense>
            ) : null}
          </div>
          <figure className="flex flex-col items-center gap-2 text-center text-dc-sm text-dc-muted-foreground">
            {link ? (
              <>
                <img src={link.qr} alt="文章预览二维码" width={180} height={180} />
                <figcaption>
                  有效期至 {displayDateTime(link.expiresAt)}
                  <br />
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="text-dc-primary underline">
                    在新窗口打开手机预览
                  </a>
                </figcaption>
              </>
            ) : (
              <Spinner label="二维码生成中" />
            )}
          </figure>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
