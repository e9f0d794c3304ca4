import { useId, type ComponentProps } from "react";
import { displayDateTime } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";

export type PatientChatLinkProps = Omit<ComponentProps<"div">, "children"> & {
  /** The patient page's signed link. */
  url: string;
  /** A QR code of `url` as an image (data URL), for the patient's phone. */
  qr: string;
  /** When the link stops working, as the platform writes it (`yyyy-MM-dd HH:mm:ss`). */
  expiresAt: string;
};

/**
 * 患者端: the patient's side of an order's chat — the QR code the patient scans and the link
 * (opened in a new tab), with when it stops working. See docs/behaviour/chat.md.
 */
export function PatientChatLink({ url, qr, expiresAt, className, ...props }: PatientChatLinkProps) {
  const titleId = useId();
  return (
    <Card
      data-slot="patient-chat-link"
      role="region"
      aria-labelledby={titleId}
      className={cn("flex-row items-center gap-4 p-4", className)}
      {...props}
    >
      <img
        data-slot="patient-chat-link-qr"
        src={qr}
        alt="患者端二维码"
        width={120}
        height={120}
        className="size-30 shrink-0 rounded-dc-md border border-dc-border bg-white"
      />
      <div className="min-w-0 space-y-1">
        <h2 id={titleId} className="text-dc-base font-semibold text-dc-foreground">
          患者端
        </h2>
        <p className="text-dc-sm text-dc-muted-foreground">患者扫描二维码或打开链接，即可查看并回复消息</p>
        <p className="text-dc-sm">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-dc-sm font-medium text-dc-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring"
          >
            打开患者端<span className="sr-only">（在新窗口打开）</span>
          </a>
        </p>
        <p data-slot="patient-chat-link-expiry" className="text-dc-sm text-dc-muted-foreground">
          有效期至 {displayDateTime(expiresAt)}
        </p>
      </div>
    </Card>
  );
}
