import { useEffect } from "react";
import { Redirect, useLocation } from "wouter";
import { LOGIN_REDIRECT_MS } from "@doctor-console/domain";
import { ConsoleShell } from "./shell/lazy-shell";
import { landingPath } from "./landing";
import { useSession } from "./session/session";
import { paths } from "./paths";
import { ScreenHydrated } from "./hydration";

/** See docs/behaviour/sign-in-and-session.md#signed-out-visitors: a visitor with no login cookie is sent to /login after 1 second. */
function SignedOutNotice() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <p role="status" className="p-8 text-dc-muted-foreground">
      您尚未登录，即将跳转到登录页…
    </p>
  );
}

/**
 * Every path but /login: the redirect rules (over the route table), the signed-out notice, the
 * shell. A module apart, so that /login loads no route table (docs/performance.md).
 */
export default function SignedInScreen() {
  const [path] = useLocation();
  const session = useSession();
  const redirect = landingPath(path, session);
  if (redirect) return <Redirect key={redirect} to={redirect} replace />;
  if (!session.signedIn) {
    return (
      <>
        <SignedOutNotice />
        <ScreenHydrated />
      </>
    );
  }
  return <ConsoleShell />;
}
