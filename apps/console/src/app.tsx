import { Suspense, lazy, useEffect, useState } from "react";
import { Redirect, useLocation } from "wouter";
import { LOGIN_REDIRECT_MS } from "@doctor-console/domain";
import { LoadingOverlay, Toaster } from "@doctor-console/ui/primitives";
import { ConsoleShell } from "./shell/lazy-shell";
import { whenIdle } from "./when-idle";
import { landingPath } from "./landing";
import { useSession } from "./session/session";
import { paths } from "./paths";

const LoginPage = lazy(() => import("./pages/login"));
export { ConsoleShell };
// It brings the api client: /login asks for it once idle (app.tsx and pages/login.tsx), not before its first paint.
const ActivityOverlay = lazy(() => import("./activity-overlay"));

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

function Screen() {
  const [path] = useLocation();
  const session = useSession();
  const redirect = landingPath(path, session);
  if (redirect) return <Redirect key={redirect} to={redirect} replace />;
  if (path.toLowerCase() === paths.login.toLowerCase()) return <LoginPage />;
  if (!session.signedIn) return <SignedOutNotice />;
  return <ConsoleShell />;
}

/**
 * The data layer (TanStack Query, the api client) arrives with the shell or once the browser is
 * idle, not with /login: the query client's provider is the shell's (shell/console-shell.tsx).
 */
export function App() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      <Suspense fallback={<LoadingOverlay active />}>
        <Screen />
      </Suspense>
      {idle && (
        <Suspense fallback={null}>
          <ActivityOverlay />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}
