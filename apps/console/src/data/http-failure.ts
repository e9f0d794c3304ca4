import type { ApiError } from "@doctor-console/api";
import { toast } from "@doctor-console/ui/primitives";

/** HTTP failure → 服务器开小差了，请刷新页面重新请求, once however many calls failed (see docs/behaviour/errors.md). */
export function showHttpFailure(error: ApiError): void {
  // The server's render of a first screen tells nobody: the browser renders that page itself.
  if (import.meta.env.SSR) return;
  toast.error(error.message, { id: "http-failure" });
}
