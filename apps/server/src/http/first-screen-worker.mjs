// The thread that renders the console's first screens (./first-screen.ts starts it): the
// console's server build (`dist-server/server-render.js`) loaded once, one page at a time. Its
// `fetch` reaches only this server, on its own loopback address, with the page's request cookies
// (the console's api client asks for paths, as a browser on this host would).
import { parentPort, workerData } from "node:worker_threads";

const { bundle, origin } = workerData;
const nativeFetch = globalThis.fetch;
let cookie = "";
globalThis.fetch = (input, init = {}) => {
  const request = input instanceof Request ? input : null;
  const url = new URL(request ? request.url : String(input), origin);
  if (url.origin !== origin) return Promise.reject(new TypeError(`the first screen asks this server only, not ${url.origin}`));
  const headers = new Headers(init.headers ?? request?.headers);
  headers.set("cookie", cookie);
  return nativeFetch(url, { method: init.method ?? request?.method ?? "GET", headers, body: init.body, signal: init.signal ?? request?.signal });
};

// The console's modules read the page's address as they load (the api client its host); each
// render then sets the address of its own page.
globalThis.location = new URL(origin);
const { render } = await import(bundle);
/** A browser's storage, empty: each page renders as in a fresh browser (what a page stores goes with it). */
function emptyStorage() {
  const items = new Map();
  return {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

// Strictly one page after the other, whatever the server sends meanwhile (it stops waiting for a
// slow page and sends the next): a page's cookies and cached answers are never another's.
let queue = Promise.resolve();
parentPort.on("message", ({ id, url, cookie: requestCookie }) => {
  queue = queue.then(async () => {
    cookie = requestCookie;
    globalThis.localStorage = emptyStorage();
    globalThis.sessionStorage = emptyStorage();
    let html = null;
    try {
      html = await render(url, requestCookie);
    } catch {
      // The browser renders the page alone.
    }
    parentPort.postMessage({ id, html });
  });
});
parentPort.postMessage({ ready: true });
