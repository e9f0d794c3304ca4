import { lazyPage } from "../lazy-page";

/**
 * The signed-in shell's code, preloadable: main.tsx asks for it at start-up when signed in, beside
 * the first page's code; /login when the doctor starts on the form, so that it has arrived when
 * the sign-in does. A module apart, so that /login can ask for it without importing the app.
 */
export const ConsoleShell = lazyPage(() => import("./console-shell"));
