/**
 * No request crashes the server: a signed-in doctor's multipart upload whose body
 * ends before the closing boundary used to make busboy error a file stream nobody listened to, and
 * the process exited. Sent over a real socket, to every upload call, it is now refused and the
 * same process answers the next request; nothing is kept.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "@doctor-console/api/contract";
import { errorMessages } from "@doctor-console/domain";
import { UPLOAD_REJECTED } from "../src/uploads";
import { accounts, useHarness, type Browser } from "./harness";
import { filesUnder, isoMedia, png } from "./support/files";

const h = useHarness();
let server: ServerType;
let port: number;
let doctor: Browser;
beforeAll(async () => {
  server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
  doctor = h.browser();
  await doctor.signInAs(accounts.verified);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends exactly `body` (with a matching Content-Length) and answers the status and text. */
function post(path: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: `/api${path}`, method: "POST", headers: { ...headers, "content-length": String(body.length) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const cookie = () => [...doctor.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const boundary = "----dc-truncated";
const truncated = (field: string, bytes: Buffer, extra = "") =>
  Buffer.concat([
    Buffer.from(`${extra}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    // No closing boundary: the body simply ends.
  ]);

describe("a multipart body that ends before its closing boundary", () => {
  const cases = [
    { name: "avatar", path: contract.uploadAvatar.path, field: contract.uploadAvatar.upload!.field, bytes: png({ size: 300 * 1024 }) },
    { name: "avatar, a few bytes", path: contract.uploadAvatar.path, field: contract.uploadAvatar.upload!.field, bytes: png().subarray(0, 40) },
    {
      name: "verification",
      path: contract.uploadVerification.path,
      field: contract.uploadVerification.upload!.field,
      bytes: png({ size: 100 * 1024 }),
      extra: `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\nfrontIDCard\r\n`,
    },
    { name: "article image", path: contract.uploadArticleImage.path, field: contract.uploadArticleImage.upload!.field, bytes: png({ size: 64 * 1024 }) },
    { name: "video", path: contract.uploadVideo.path, field: contract.uploadVideo.upload!.field, bytes: isoMedia("isom", 3 * 1024 * 1024) },
  ];
  for (const c of cases) {
    it(`is refused on the ${c.name} call; the process serves on and keeps nothing`, async () => {
      const files = filesUnder(h.filesDir);
      const rows = await h.count("uploads");
      const { status, text } = await post(c.path, { cookie: cookie(), "sec-fetch-site": "same-origin", "content-type": `multipart/form-data; boundary=${boundary}` }, truncated(c.field, c.bytes, c.extra));
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual({ errcode: UPLOAD_REJECTED, errmsg: errorMessages.upload, result: null });
      expect(filesUnder(h.filesDir)).toEqual(files);
      expect(await h.count("uploads")).toBe(rows);
      const next = await post(contract.login.path, { "content-type": "application/x-www-form-urlencoded" }, Buffer.from("usersname=13800138009&password=x"));
      expect(JSON.parse(next.text)).toMatchObject({ errcode: 30005 });
    });
  }
});
