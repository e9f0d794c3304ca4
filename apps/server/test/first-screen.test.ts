/**
 * The first screens' worker (src/http/first-screen.ts) with a stand-in for the console's server
 * build (the real one is exercised by e2e/first-screen.spec.ts): one page after the other, each
 * with its own cookies; a late page is given up with its worker and the next page gets a new one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firstScreenOf } from "../src/http/first-screen";

const root = mkdtempSync(join(tmpdir(), "dc-first-screen-"));
mkdirSync(join(root, "dist"));
mkdirSync(join(root, "dist-server"));
// A render that answers with what it was given; "/slow" never in time; the same thread counts its pages.
writeFileSync(
  join(root, "dist-server", "server-render.js"),
  `let pages = 0;
export async function render(url, cookie) {
  pages++;
  if (url === "/slow") await new Promise((r) => setTimeout(r, 60_000));
  await new Promise((r) => setTimeout(r, 20));
  return \`<p>\${url} \${cookie} page \${pages} of this thread</p>\`;
}`,
);
const screens = firstScreenOf(join(root, "dist"), () => "http://127.0.0.1:9")!;
afterAll(async () => {
  await screens.close();
  rmSync(root, { recursive: true, force: true });
});

describe("first screens", () => {
  it("none without the console's server build", () => {
    expect(firstScreenOf(join(root, "nowhere", "dist"), () => "http://127.0.0.1:9")).toBeNull();
  });

  it("renders the pages asked for at once one after the other, each with its own cookies", async () => {
    const pages = await Promise.all([screens.render("/a", "customerId=1"), screens.render("/b", "customerId=2"), screens.render("/c", "customerId=3")]);
    expect(pages).toEqual(["<p>/a customerId=1 page 1 of this thread</p>", "<p>/b customerId=2 page 2 of this thread</p>", "<p>/c customerId=3 page 3 of this thread</p>"]);
  });

  it("gives up a late page with its worker: the next page is rendered by a new one, not behind it", async () => {
    const started = Date.now();
    const [slow, next] = await Promise.all([screens.render("/slow", "customerId=1"), screens.render("/d", "customerId=2")]);
    expect(slow).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_500 + 1_500);
    // Queued behind the late page, its own wait ran out too; the page after it is the first of a new thread.
    expect(next).toBeNull();
    expect(await screens.render("/e", "customerId=3")).toBe("<p>/e customerId=3 page 1 of this thread</p>");
  }, 15_000);

  it("beyond four pages waiting, a page is answered at once without its first screen", async () => {
    const asked = ["/s1", "/s2", "/s3", "/s4", "/s5"].map((url) => screens.render(url === "/s1" ? "/slow" : url, "customerId=1"));
    expect(await asked[4]).toBeNull();
    await Promise.all(asked);
  }, 15_000);
});
