/**
 * Which of our files a text names: the `/uploads/…` paths a browser would ask for when it reads a
 * URL written in it. The server refuses a write that names a file that is not the doctor's own
 * (uploads.ts, `checkMentionedUploads`), and an article that shows one (article-html.ts). See
 * docs/deployment.md ("Private files").
 */
/**
 * A run of a text a URL can be read from (up to whitespace, quotes and angle brackets) that has
 * `uploads/` in it: the candidates for naming a file.
 */
const urlLike = /[^\s"'<>`]*uploads[\\/][^\s"'<>`]*/gi;
/** Where a URL may also begin inside such a run: after a bracket, comma, `=` or any non-ASCII character (prose around it). */
const urlStart = /[(),;=\u0080-\uffff]/g;
/** Where a named file's path ends (a query, a fragment, or punctuation after it). */
const pathEnd = /[\s"'<>()\\,;?#]/;
/**
 * The pages relative URLs are read against: the root, so that `../uploads/…` from any page counts;
 * over http and https, since `https:/uploads/…` is a path on an https page and a host on another.
 */
const bases = ["http://self.invalid/", "https://self.invalid/"];

/**
 * The paths of our upload URLs (uploads.ts serves these and nothing else under /uploads): also
 * looked for anywhere in an article's text, since a published article makes public every file
 * whose path its text contains.
 */
export const uploadShapeSource = String.raw`\/uploads\/(?:(?:avatar|article|cover|video|verification|chat)\/[0-9a-f]{32}\.[a-z0-9]{2,4}|demo\/[\w-]+\.[a-z0-9]{2,4}|pdf\/(?:\d{1,9}|[0-9a-f]{32})\.pdf)`;

/**
 * The paths of our `/uploads/…` a URL-like text names once a browser has read it (relative to any
 * page, over http or https, `..` resolved, `\` as `/`, percent-escapes decoded): none, or one per
 * way of reading it. Only a path that starts at `/uploads/` names one of our files:
 * `https://site/wp-content/uploads/…` names another site's. The host is not judged: behind a
 * proxy the server does not know every name it is reached by.
 */
function uploadPathsOf(candidate: string): string[] {
  const paths: string[] = [];
  for (const base of bases) {
    let path: string;
    try {
      path = new URL(candidate, base).pathname;
    } catch {
      continue;
    }
    try {
      path = decodeURIComponent(path);
    } catch {
      // Not decodable: judged as written.
    }
    if (!/^\/uploads\//i.test(path)) continue;
    const end = path.search(pathEnd);
    paths.push(end < 0 ? path : path.slice(0, end));
  }
  return paths;
}

/**
 * Every `/uploads/…` path named in the strings of a call's input, with the field naming it: each
 * URL in the text (as written and percent-decoded) whose path, as a browser reads it, is under
 * `/uploads/`. See docs/deployment.md ("Private files").
 */
export function mentionedUploads(input: unknown, field = ""): { field: string; path: string }[] {
  if (typeof input === "string") {
    // Each run of percent-escapes decoded on its own, so that a stray `%` elsewhere does not keep
    // the rest of the text from being read decoded.
    const decoded = input.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
    const paths = new Set<string>();
    // Browsers drop tabs and line breaks inside a URL: read the text without them too.
    for (const text of new Set([input, decoded].flatMap((t) => [t, t.replace(/[\t\n\r]/g, "")]))) {
      for (const [run] of text.matchAll(urlLike)) {
        const starts = [0, ...[...run.matchAll(urlStart)].map((m) => m.index + m[0].length)];
        for (const start of starts) for (const path of uploadPathsOf(run.slice(start))) paths.add(path);
      }
    }
    return [...paths].map((path) => ({ field, path }));
  }
  if (Array.isArray(input)) return input.flatMap((v) => mentionedUploads(v, field));
  if (typeof input === "object" && input !== null) {
    return Object.entries(input).flatMap(([k, v]) => mentionedUploads(v, field ? `${field}.${k}` : k));
  }
  return [];
}
