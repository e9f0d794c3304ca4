/**
 * Sessions at rest and in flight: the database keeps only the token's hash, and an ended
 * session's open event streams close: at once on logout or a newer login, at their next ping when
 * it expired.
 */
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { SESSION_CACHE_MS, SESSION_COOKIE, SESSION_MAX_AGE_S } from "../src/http/session";
import { accounts, useHarness } from "./harness";
import { openEvents } from "./support/events";

const h = useHarness();

describe("session tokens at rest", () => {
  it("stores the SHA-256 of the token, never the token: the stored value is no cookie", async () => {
    const doctor = h.browser();
    const { customerId } = await doctor.signInAs(accounts.unverified);
    const token = doctor.cookies.get(SESSION_COOKIE)!;
    const { rows } = await h.db.query<{ token_hash: string }>("SELECT token_hash FROM sessions WHERE doctor_id = $1", [customerId]);
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex") }]);
    expect(JSON.stringify(await h.db.query("SELECT * FROM sessions"))).not.toContain(token);

    // The stored value used as a cookie signs nobody in.
    const thief = h.browser();
    thief.cookies.set(SESSION_COOKIE, rows[0]!.token_hash);
    expect((await thief.raw("/management/message")).status).toBe(401);
    expect((await doctor.raw("/management/message")).body).toMatchObject({ errcode: 0 });
  });
});

describe("sessions looked up lately (the cache)", () => {
  it("ends at once on logout and on a kick, though the session was just looked up", async () => {
    const doctor = h.browser();
    await doctor.signInAs(accounts.reviewing);
    expect((await doctor.raw("/management/message")).status).toBe(200);
    const token = doctor.cookies.get(SESSION_COOKIE)!;
    await doctor.client.account.logout({});
    const stale = h.browser();
    stale.cookies.set(SESSION_COOKIE, token);
    expect((await stale.raw("/management/message")).status).toBe(401);

    const first = h.browser();
    await first.signInAs(accounts.reviewing);
    expect((await first.raw("/management/message")).status).toBe(200);
    await h.browser().signInAs(accounts.reviewing);
    expect((await first.raw("/management/message")).status).toBe(401);
  });

  it("trusts a looked-up session for SESSION_CACHE_MS at most: a row deleted by hand is seen after that", async () => {
    const doctor = h.browser();
    const { customerId } = await doctor.signInAs(accounts.unverified);
    expect((await doctor.raw("/management/message")).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await h.db.query("DELETE FROM sessions WHERE doctor_id = $1", [customerId]);
      // No logout, no kick, no event: this server cannot know yet.
      expect((await doctor.raw("/management/message")).status).toBe(200);
      vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
      expect((await doctor.raw("/management/message")).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("open event streams end with their session", () => {
  it("closes the stream at logout, and nothing more reaches it", async () => {
    const doctor = h.browser();
    await doctor.signInAs(accounts.reviewing);
    const events = await openEvents(doctor);
    await events.next("ready");
    await doctor.client.account.logout({});
    expect(await events.ended()).toBe(true);
    expect(events.seen.map((e) => e.event)).toEqual(["ready"]);
  });

  it("sends kicked and then closes the stream when the account signs in elsewhere", async () => {
    const first = h.browser();
    await first.signInAs(accounts.reviewing);
    const events = await openEvents(first);
    await events.next("ready");
    await h.browser().signInAs(accounts.reviewing);
    expect(await events.next("kicked")).toEqual({ type: "kicked", code: "kicked" });
    expect(await events.ended()).toBe(true);
  });

  it("leaves the other sessions' streams open", async () => {
    const stays = h.browser();
    await stays.signInAs(accounts.verified);
    const kept = await openEvents(stays);
    await kept.next("ready");
    const leaves = h.browser();
    await leaves.signInAs(accounts.unverified);
    const gone = await openEvents(leaves);
    await leaves.client.account.logout({});
    expect(await gone.ended()).toBe(true);
    await expect(kept.ended(300)).rejects.toThrow(/still open/);
    await kept.close();
  });

  it("ends an expired session's stream at its next ping, and pings the streams of open sessions", async () => {
    const expiring = h.browser();
    const { customerId } = await expiring.signInAs(accounts.unverified);
    const stays = h.browser();
    await stays.signInAs(accounts.verified);
    // The streams' 25 s pings, and the session cache's clock, run on the test's time.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: Date.now() });
    try {
      const gone = await openEvents(expiring);
      await gone.next("ready");
      const kept = await openEvents(stays);
      await kept.next("ready");
      // The session lived its whole time (it was looked up just now: the cache holds it SESSION_CACHE_MS).
      await h.db.query("UPDATE sessions SET created_at = now() - make_interval(secs => $2) WHERE doctor_id = $1", [customerId, SESSION_MAX_AGE_S + 1]);
      await vi.advanceTimersByTimeAsync(25_000);
      vi.useRealTimers();
      expect(await kept.next("ping")).toEqual({});
      expect(await gone.ended()).toBe(true);
      expect(gone.seen.map((e) => e.event)).toEqual(["ready"]);
      expect((await expiring.raw("/management/message")).status).toBe(401);
      await kept.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
