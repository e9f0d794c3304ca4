/**
 * No request crashes the server, property-based (fast-check): thousands of
 * malformed requests over a real socket at every route of the contract, the QR confirm page and
 * the upload paths — truncated multipart, a bad or missing boundary, broken JSON, broken form
 * encoding, garbage under any type, with and without a session. After each: no 5xx, and the same
 * process still answers. At the end: not one row of an entity and not one file was written.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "@doctor-console/api/contract";
import { accounts, form, json, useHarness, type Browser } from "./harness";
import { filesUnder, png } from "./support/files";

const h = useHarness();
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
let server: ServerType;
let port: number;
let cookie = "";
let signedIn: Browser;
beforeAll(async () => {
  server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
  signedIn = h.browser();
  await signedIn.signInAs(accounts.verified);
  cookie = [...signedIn.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Shot {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends exactly `body`; answers the status, or 0 when the server closed the connection (allowed). */
function send(shot: Shot): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method: shot.method, path: shot.path, headers: { ...shot.headers, "content-length": String(shot.body.length) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(shot.body);
  });
}

const paths = [...new Set(Object.values(contract).map((def) => def.path.replace(/:(\w+)/g, "1")))];
const path = fc.oneof(
  fc.constantFrom(...paths).map((p) => `/api${p}`),
  fc.constantFrom(...paths),
  fc.constantFrom("/qr/confirm", "/api/no/such/call", "/uploads/avatar/x.png", "/api/management/photo?x=%E0%A4%A"),
);
const boundary = fc.stringMatching(/^[\w'()+,./:=?-]{1,40}$/);
const bytes = fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a));
const text = fc.string({ maxLength: 300, unit: "binary" });

const multipartHead = (b: string, field: string, filename: boolean) =>
  `--${b}\r\nContent-Disposition: form-data; name="${field}"${filename ? '; filename="f.png"' : ""}\r\nContent-Type: image/png\r\n\r\n`;

const body = fc.oneof(
  // A multipart body cut anywhere before its closing boundary (the crash).
  fc.record({ b: boundary, field: fc.constantFrom("imagePath", "video", "key", "x"), cut: fc.nat(), file: fc.boolean() }).map(({ b, field, cut, file }) => {
    const full = Buffer.concat([Buffer.from(multipartHead(b, field, file)), png(), Buffer.from(`\r\n--${b}--\r\n`)]);
    return { type: `multipart/form-data; boundary=${b}`, body: full.subarray(0, cut % (full.length - 2)) };
  }),
  // A bad, missing or mismatched boundary.
  fc.record({ b: fc.constantFrom("", '"', "a b", "x".repeat(100)), payload: bytes }).map(({ b, payload }) => ({
    type: b ? `multipart/form-data; boundary=${b}` : "multipart/form-data",
    body: Buffer.concat([Buffer.from(multipartHead("other", "imagePath", true)), payload]),
  })),
  // JSON that does not parse, or is not an object.
  text
    .filter((t) => {
      try {
        const v: unknown = JSON.parse(t);
        return typeof v !== "object" || v === null || Array.isArray(v);
      } catch {
        return true;
      }
    })
    .map((t) => ({ type: "application/json", body: Buffer.from(t) })),
  // Broken form encoding: bad percent escapes, invalid UTF-8.
  fc.oneof(text, fc.constantFrom("usersname=%E0%A4%A&password=%", "a=%ZZ&&==&b", "%")).map((t) => ({ type: "application/x-www-form-urlencoded", body: Buffer.from(t) })),
  fc.record({ payload: bytes }).map(({ payload }) => ({ type: "application/x-www-form-urlencoded; charset=utf-8", body: Buffer.concat([Buffer.from("a="), payload]) })),
  // Garbage under any type.
  fc.record({ type: fc.constantFrom("", "text/plain", "image/png", "application/octet-stream", "multipart/mixed", "application/json; charset=latin1"), payload: bytes }).map(
    ({ type, payload }) => ({ type, body: payload }),
  ),
);

it(`answers ${RUNS} malformed requests without a 5xx, serving on, writing nothing`, async () => {
  // The NRS-2002 and PG-SGA sheets' PDFs are made on their first request and kept (a cache of the
  // record): made before, so that a well-formed request among the malformed ones writes nothing.
  for (let id = 1; id <= 30; id++) {
    await signedIn.client.nutrition.getScreeningPdf({ id }).catch(() => undefined);
    await signedIn.client.nutrition.getEvaluationPdf({ id }).catch(() => undefined);
  }
  const digest = await h.digest();
  const files = filesUnder(h.filesDir);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(path, fc.constantFrom("POST", "POST", "POST", "GET", "PUT"), body, fc.boolean(), async (p, method, b, signedIn) => {
      const headers: Record<string, string> = {};
      if (b.type) headers["content-type"] = b.type;
      // GET on the login path is logout (see docs/behaviour/errors.md#request-rules): it would end the session the other shots use.
      const logout = method === "GET" && p.replace(/^\/api(?=\/)/, "").split("?")[0] === contract.logout.path;
      if (signedIn && !logout) {
        headers.cookie = cookie;
        // As the console's page: past the cross-site check, so the body reaches the parser.
        headers["sec-fetch-site"] = "same-origin";
      }
      const status = await send({ method, path: p, headers, body: method === "GET" ? Buffer.alloc(0) : b.body });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect(status).toBeLessThan(500);
    }),
    { numRuns: RUNS },
  );
  // Oversized headers: refused by Node's parser (431), the process serves on.
  expect(await send({ method: "GET", path: "/api/management/message", headers: { cookie, "x-big": "x".repeat(64 * 1024) }, body: Buffer.alloc(0) })).toBe(431);

  // The same process answers, the session still works, and nothing was kept.
  const alive = await fetch(`http://127.0.0.1:${port}/api/management/message`, { headers: { cookie } });
  expect(((await alive.json()) as { errcode: number }).errcode).toBe(0);
  expect(await h.digest()).toBe(digest);
  expect(filesUnder(h.filesDir)).toEqual(files);
  const fives = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  console.log(`fuzz: ${RUNS} malformed requests, ${fives} × 5xx, 0 partial writes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
}, 300_000);

/**
 * Type confusion and repeated fields: a boolean, a list or an object where a number or a text
 * belongs, a form field sent twice, an unknown key: each refused with the parameter error, and
 * nothing written (the contract's coercion once read `true` as article 1 and overwrote it).
 */
describe("strict inputs", () => {
  let doctor: Browser;
  beforeAll(async () => {
    doctor = h.browser();
    await doctor.signInAs(accounts.verified);
  });

  const article = { articleId: 0, title: "标题", content: "<p>正文</p>", categoryId: 2, tagId: 0, diseaseTagId: 0, department: "", isEssence: 0, price: 0, isOpenDiscuss: 1, imgUrl: "", outUrl: "" };

  it("refuses \"articleId\": true on the article save, and article 1 stays as it was", async () => {
    const before = await h.digest();
    const { body } = await doctor.raw("/management/articles", json({ ...article, articleId: true }));
    expect(body).toEqual({ errcode: 10001, errmsg: "参数错误：articleId", result: null });
    expect(await h.digest()).toBe(before);
  });

  it.each([
    ["a list", [1]],
    ["an object", { id: 1 }],
    ["false", false],
  ])("refuses %s where a number belongs", async (_label, value) => {
    const before = await h.digest();
    const { body } = await doctor.raw("/management/articles", json({ ...article, categoryId: value }));
    expect(body).toEqual({ errcode: 10001, errmsg: "参数错误：categoryId", result: null });
    expect(await h.digest()).toBe(before);
  });

  it("refuses a key the call does not have", async () => {
    const before = await h.digest();
    const { body } = await doctor.raw("/management/articles", json({ ...article, doctorId: 1003 }));
    expect(body).toEqual({ errcode: 10001, errmsg: "参数错误：doctorId", result: null });
    expect(await h.digest()).toBe(before);
  });

  it("refuses a form field sent twice (articleId=1&articleId=2) and a query field sent twice", async () => {
    const before = await h.digest();
    const twice = await doctor.raw("/management/comments", {
      method: "POST",
      body: new URLSearchParams([
        ["articleId", "1"],
        ["articleId", "2"],
        ["commentId", "1"],
        ["content", "回复"],
      ]),
    });
    expect(twice.body).toEqual({ errcode: 10001, errmsg: "参数错误：articleId", result: null });
    const query = await doctor.raw("/management/comments?state=0&state=1&page=1");
    expect(query.body).toMatchObject({ errcode: 10001, errmsg: "参数错误：state" });
    const extra = await doctor.raw("/management/comments", form({ articleId: "1", commentId: "1", content: "回复", doctorId: "1003" }));
    expect(extra.body).toMatchObject({ errcode: 10001, errmsg: "参数错误：doctorId" });
    expect(await h.digest()).toBe(before);
  });

  it(`answers type confusion at every field of every call with the parameter error, writing nothing (${RUNS / 4} shots)`, async () => {
    const before = await h.digest();
    const calls = Object.entries(contract).filter(([, def]) => def.encoding !== "multipart" && (def.input as { shape?: unknown }).shape);
    const shot = fc.record({
      call: fc.constantFrom(...calls),
      field: fc.nat(),
      value: fc.constantFrom<unknown>(true, false, [1, 2], { a: 1 }, [], {}),
      repeat: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(shot, async ({ call: [, def], field, value, repeat }) => {
        const keys = Object.keys((def.input as unknown as { shape: Record<string, unknown> }).shape).filter((k) => !def.path.includes(`:${k}`));
        const key = keys.length > 0 ? keys[field % keys.length]! : "unknownKey";
        const path = def.path.replace(/:(\w+)/g, "1");
        let answer;
        if (def.encoding === "json") answer = await doctor.raw(path, json({ [key]: value }));
        else if (def.encoding === "form") answer = await doctor.raw(path, { method: "POST", body: new URLSearchParams([[key, "1"], [key, repeat ? "2" : "1"], ["unknownKey", "1"]]) });
        else answer = await doctor.raw(`${path}?${key}=1&${key}=2&unknownKey=1`, { method: def.method });
        // Refused as bad input (or, for calls without fields, the unknown key): never taken.
        expect(answer.body?.errcode, `${def.path} ${key}`).toBe(10001);
      }),
      { numRuns: RUNS / 4 },
    );
    expect(await h.digest()).toBe(before);
  }, 300_000);
});
