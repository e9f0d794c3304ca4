import { Link } from "wouter";
import { studioGateAction } from "@doctor-console/domain";
import { Button } from "@doctor-console/ui/primitives";
import { paths } from "../../paths";

/**
 * The one place a doctor whose studio is not open is sent, from every closed page (发布管理,
 * 问诊订单, 首页): 个人资料 → 资质认证, where the documents are uploaded.
 */
export function StudioGateAction() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.certificateReview}>{studioGateAction}</Link>
    </Button>
  );
}
