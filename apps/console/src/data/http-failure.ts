import type { ApiError } from "@doctor-console/api";
import { toast } from "@doctor-console/ui/primitives";

/** HTTP failure → 服务器开小差了，请刷新页面重新请求, once however many calls failed (see docs/behaviour/errors.md). */
export function showHttpFailure(error: ApiError): void {
  toast.error(error.message, { id: "http-failure" });
}
