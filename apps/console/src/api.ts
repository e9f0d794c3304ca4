/** The one platform client of the console. Pages call `api.<area>.<call>(…)`. */
import { createClient } from "@doctor-console/api";
import { navigate } from "wouter/use-browser-location";
import { toast } from "@doctor-console/ui/primitives";
import { showHttpFailure } from "./data/query-client";
import { forgetLogin } from "./session/session";

export const api = createClient({
  // spec §8: 401 adds 登陆超时 and goes back to the login page.
  onUnauthorized: (error) => {
    toast.error(error.message, { id: "unauthorized" });
    forgetLogin();
    navigate("/login", { replace: true });
  },
  // spec §8: HTTP failure → 服务器开小差了，请刷新页面重新请求 (once, however many calls failed).
  onHttpFailure: showHttpFailure,
});
