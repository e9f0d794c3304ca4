import { Link } from "wouter";
import { studioGateAction } from "@doctor-console/domain";
import { paths } from "../../paths";

/**
 * The one place a doctor whose studio is not open is sent, from every closed page (发布管理,
 * 问诊订单, 首页): 个人资料 → 资质认证, where the documents are uploaded. Drawn as the outline button
 * (its classes, not the component: the home stays light).
 */
export function StudioGateAction() {
  return (
    <Link
      href={paths.certificateReview}
      className="inline-flex h-8 shrink-0 items-center justify-center rounded-dc-md border border-dc-primary bg-dc-background px-3.5 text-dc-base whitespace-nowrap text-dc-primary no-underline transition-colors hover:bg-dc-primary-soft hover:text-dc-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring"
    >
      {studioGateAction}
    </Link>
  );
}
