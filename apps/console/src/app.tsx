import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Redirect, useLocation } from "wouter";
import { LOGIN_REDIRECT_MS } from "@doctor-console/domain";
import { LoadingOverlay, Toaster } from "@doctor-console/ui/primitives";
import { api } from "./api";
import { lazyPage } from "./lazy-page";
import { queryClient } from "./data/query-client";
import { landingPath, matchRoute } from "./routes";
import { useSession } from "./session/session";
import { paths } from "./paths";

const LoginPage = lazy(() => import("./pages/login"));
/** Preloadable: main.tsx asks for it at start-up when signed in, beside the first page's code. */
export const ConsoleShell = lazyPage(() => import("./shell/console-shell"));

/** Spec §2: a visitor with no login cookie is sent to /login after 1 second. */
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
  const route = matchRoute(path)!;
  return <ConsoleShell route={route} />;
}

export function App() {
  const active = useSyncExternalStore(api.subscribeActivity, api.activeRequests);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingOverlay active />}>
        <Screen />
      </Suspense>
      {/* Actions (sign-in, accept, save) only: data queries show their own skeletons. Fast answers do not flash it. */}
      <LoadingOverlay count={active} delay={250} />
      <Toaster />
    </QueryClientProvider>
  );
}
