import { Suspense, lazy, useEffect, useState } from "react";
import { useBrowserLocation } from "wouter/use-browser-location";
import { LoadingOverlay, Toaster } from "@doctor-console/ui/primitives";
import { lazyPage } from "./lazy-page";
import { whenIdle } from "./when-idle";
import { loginPath } from "./login-path";

/** main.tsx asks for its code before the first render on /login: the page renders at once, with no loading screen first. */
export const LoginPage = lazyPage(() => import("./pages/login"));
/** The redirect rules and the shell: main.tsx asks for them before the first render on any other path; /login when the doctor starts on the form. */
export const SignedInScreen = lazyPage(() => import("./signed-in-screen"));
// It brings the api client: /login asks for it once idle (app.tsx and pages/login.tsx), not before its first paint.
const ActivityOverlay = lazy(() => import("./activity-overlay"));

function Screen() {
  // The browser's location itself, not wouter's router (the shell's): /login loads no router.
  const [path] = useBrowserLocation();
  // /login is never redirected (it is no route of the table): it renders without the redirect rules.
  if (path.toLowerCase() === loginPath.toLowerCase()) return <LoginPage />;
  return <SignedInScreen />;
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
