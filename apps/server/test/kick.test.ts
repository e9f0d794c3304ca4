/**
 * Single-device login (spec §4 Login): a new login of the same account ends the older session,
 * and the older console hears `kicked` on its event stream at once.
 */
import { describe, expect, it } from "vitest";
import { EVENTS_PATH } from "@doctor-console/api/contract";
import { accounts, PASSWORD, useHarness, type Browser } from "./harness";

const h = useHarness();

interface EventStream {
  /** Resolves with the next event of that name (its parsed data), or rejects after `ms`. */
  next(name: string, ms?: number): Promise<unknown>;
  /** Events seen so far. */
  seen: { event: string; data: string }[];
  close(): Promise<void>;
}

/** Opens the console's event stream with the browser's cookies and reads it as it arrives. */
async function openEvents(browser: Browser): Promise<EventStream> {
  const response = await browser.fetch(`http://localhost/api${EVENTS_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: { event: string; data: string }[] = [];
  const waiters: { name: string; resolve: (data: unknown) => void }[] = [];
  let buffer = "";
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? "message";
        const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? "";
        seen.push({ event, data });
        for (const w of waiters.filter((w) => w.name === event)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(JSON.parse(data));
        }
      }
    }
  })();
  return {
    seen,
    next(name, ms = 2000) {
      const already = seen.find((e) => e.event === name);
      if (already) return Promise.resolve(JSON.parse(already.data));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${name}" event within ${ms} ms (saw ${seen.map((e) => e.event).join(", ")})`)), ms);
        waiters.push({ name, resolve: (data) => (clearTimeout(timer), resolve(data)) });
      });
    },
    async close() {
      await reader.cancel();
      await pump;
    },
  };
}

describe("single-device login", () => {
  it("kicks the older console at once when the same account signs in elsewhere", async () => {
    const a = h.browser();
    const b = h.browser();
    await a.signInAs(accounts.verified);
    const events = await openEvents(a);
    await events.next("ready");

    // Another doctor signing in is no concern of A's.
    await h.browser().signInAs(accounts.reviewing);
    await new Promise((r) => setTimeout(r, 100));
    expect(events.seen.map((e) => e.event)).toEqual(["ready"]);
    expect((await a.client.account.getProfile({})).doctor).toBeTruthy();

    // B signs in as the same account: A hears `kicked`.
    await b.signInAs(accounts.verified);
    expect(await events.next("kicked")).toEqual({ type: "kicked", code: "kicked" });
    await events.close();

    // A's session is gone: its next call answers 401 (登陆超时) and the client reports it.
    const { status, body } = await a.raw("/management/message");
    expect(status).toBe(401);
    expect(body).toMatchObject({ errcode: 401, errmsg: "登陆超时" });
    await expect(a.client.account.getProfile({})).rejects.toMatchObject({ kind: "unauthorized", message: "登陆超时" });
    expect(a.unauthorized).toHaveLength(1);
    // A's stream cannot be reopened with the old cookie either.
    expect((await a.fetch(`http://localhost/api${EVENTS_PATH}`)).status).toBe(401);

    // B carries on.
    expect((await b.client.account.getProfile({})).doctor).toBeTruthy();
  });

  it("kicks the older console when the same account logs in by QR code", async () => {
    const a = h.browser();
    await a.signInAs(accounts.unverified);
    const events = await openEvents(a);
    await events.next("ready");

    const console = h.browser();
    const { body } = await console.raw("/valicode");
    const { uuid } = body!.result as { uuid: string };
    await h.app.request("http://localhost/qr/confirm", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ uuid, account: accounts.unverified, password: PASSWORD }),
    });
    expect((await console.raw(`/valicode/${uuid}`)).body?.errcode).toBe(0);

    expect(await events.next("kicked")).toEqual({ type: "kicked", code: "kicked" });
    await events.close();
    expect((await a.raw("/management/message")).status).toBe(401);
  });

  it("does not let the kicked console's logout end the new session", async () => {
    const a = h.browser();
    const b = h.browser();
    await a.signInAs(accounts.reviewing);
    await b.signInAs(accounts.reviewing);
    // The older console, told it was kicked, logs out with its stale cookie.
    await a.raw("/management/login");
    expect((await b.client.account.getProfile({})).doctor).toBeTruthy();
  });
});
