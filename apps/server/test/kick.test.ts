/**
 * Single-device login (see docs/behaviour/sign-in-and-session.md#single-device-login): a new login of the same account ends the older session,
 * and the older console hears `kicked` on its event stream at once.
 */
import { describe, expect, it } from "vitest";
import { EVENTS_PATH } from "@doctor-console/api/contract";
import { accounts, PASSWORD, useHarness } from "./harness";
import { openEvents } from "./support/events";

const h = useHarness();

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
