/**
 * Build time only (../route-preload.ts loads it): the sign-in page's markup, rendered once in
 * Node from the page's own components, so that the HTML shows the form before the scripts have
 * arrived and run. See docs/architecture.md ("Render-as-you-fetch").
 */
import { renderToStaticMarkup } from "react-dom/server";
import LoginPage from "./src/pages/login";
import { paths } from "./src/paths";

/**
 * The markup without its fields' names: the HTML's copy is inert (nothing reaches it), and a
 * browser that let a submit through would send nothing (a form with no action sends its named
 * fields in the address).
 */
const unnamed = (markup: string) => markup.replace(/ name="[^"]*"/g, "");

/** Path → the markup its page first renders (with no query string: `/login?mode=qr` opens on another tab). */
export const prerendered: Record<string, string> = { [paths.login]: unnamed(renderToStaticMarkup(<LoginPage />)) };
