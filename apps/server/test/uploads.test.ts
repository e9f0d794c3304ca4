import { existsSync, readFileSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@doctor-console/api";
import { avatarFileRule, coverFileRule, editorImageFileRule, errorMessages, serverMessages, verificationFileRule, videoFileRule } from "@doctor-console/domain";
import { newPrescriptionPdfUrl, writePrescriptionPdf } from "../src/pdf";
import { UPLOAD_REJECTED, claimFile } from "../src/uploads";
import { accounts, useHarness, type Browser } from "./harness";
import { filesUnder, gif, isoMedia, jpeg, png } from "./support/files";

const h = useHarness();
const MB = 1024 * 1024;

let doctor: Browser;
let doctorId: number;
beforeAll(async () => {
  doctor = h.browser();
  doctorId = (await doctor.signInAs(accounts.verified)).customerId;
});

const blob = (bytes: Buffer, type = "application/octet-stream") => new Blob([new Uint8Array(bytes)], { type });

function multipart(parts: Record<string, Blob | string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, value, "file");
  }
  return data;
}

/** Runs an upload that must be refused and proves nothing was kept: no file, no row. */
async function expectRefused(path: string, body: FormData | ReadableStream<Uint8Array>, errmsg: string, headers: Record<string, string> = {}) {
  const files = filesUnder(h.filesDir);
  const rows = await h.count("uploads");
  const init: RequestInit & { duplex?: string } = { method: "POST", body, headers };
  if (body instanceof ReadableStream) init.duplex = "half";
  const { status, body: envelope } = await doctor.raw(path, init);
  expect(status).toBe(200);
  expect(envelope).toMatchObject({ errcode: UPLOAD_REJECTED, errmsg, result: null });
  expect(filesUnder(h.filesDir)).toEqual(files);
  expect(await h.count("uploads")).toBe(rows);
}

async function uploadRow(url: string) {
  const { rows } = await h.db.query<{ doctor_id: number; kind: string; mime: string; size: number }>(
    "SELECT doctor_id, kind, mime, size::int AS size FROM uploads WHERE path = $1",
    [url],
  );
  return rows[0];
}

describe("avatar (/management/photo)", () => {
  it("stores a PNG under /uploads/avatar, records it for the doctor and serves it back", async () => {
    const bytes = png();
    const { url } = await doctor.client.account.uploadAvatar({ imagePath: blob(bytes, "image/png") });
    expect(url).toMatch(/^\/uploads\/avatar\/[0-9a-f]{32}\.png$/);
    expect(readFileSync(join(h.filesDir, url.replace("/uploads/", "")))).toEqual(bytes);
    expect(await uploadRow(url)).toEqual({ doctor_id: doctorId, kind: "avatar", mime: "image/png", size: bytes.length });

    // Not published yet: its doctor's session sees it (files.test.ts: nobody else does).
    const served = await doctor.fetch(`http://localhost${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  it("judges the type by content: a JPEG sent as .png is stored as .jpg, HTML sent as image/png is refused", async () => {
    const { url } = await doctor.client.account.uploadAvatar({ imagePath: blob(jpeg(), "image/png") });
    expect(url).toMatch(/\.jpg$/);
    expect((await uploadRow(url))?.mime).toBe("image/jpeg");

    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    await expectRefused("/management/photo", multipart({ imagePath: blob(html, "image/png") }), avatarFileRule.typeMessage);
  });

  it("refuses a GIF (avatars are jpeg or png) with the rule's message, through the client too", async () => {
    const error = await doctor.client.account.uploadAvatar({ imagePath: blob(gif(), "image/gif") }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("上传头像图片只能是 JPG 格式!");
    await expectRefused("/management/photo", multipart({ imagePath: blob(gif(), "image/gif") }), avatarFileRule.typeMessage);
  });

  it("takes a file just under 2 MB and refuses one of exactly 2 MB (sizes must be under the limit)", async () => {
    const { url } = await doctor.client.account.uploadAvatar({ imagePath: blob(png({ size: 2 * MB - 1 }), "image/png") });
    expect((await uploadRow(url))?.size).toBe(2 * MB - 1);
    await expectRefused("/management/photo", multipart({ imagePath: blob(png({ size: 2 * MB }), "image/png") }), "上传头像图片大小不能超过 2MB!");
  });

  it("refuses an empty file, a missing file, a file in the wrong field and a body that is not multipart", async () => {
    await expectRefused("/management/photo", multipart({ imagePath: blob(Buffer.alloc(0), "image/png") }), avatarFileRule.typeMessage);
    await expectRefused("/management/photo", multipart({ note: "no file" }), errorMessages.upload);
    await expectRefused("/management/photo", multipart({ photo: blob(png(), "image/png") }), errorMessages.upload);
    const files = filesUnder(h.filesDir);
    const { body } = await doctor.raw("/management/photo", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(body).toMatchObject({ errcode: UPLOAD_REJECTED, errmsg: "上传失败" });
    expect(filesUnder(h.filesDir)).toEqual(files);
  });

  it("refuses a declared body far over the limit with 413 before reading it (limits.test.ts: over a socket)", async () => {
    // The header alone decides: the body sent is small, the declared length is not.
    const data = multipart({ imagePath: blob(png(), "image/png") });
    const request = new Request("http://localhost/api/management/photo", { method: "POST", body: data });
    const bytes = Buffer.from(await request.arrayBuffer());
    const files = filesUnder(h.filesDir);
    const rows = await h.count("uploads");
    const init: RequestInit & { duplex?: string } = {
      method: "POST",
      body: streamOf([bytes]),
      duplex: "half",
      headers: { "content-type": request.headers.get("content-type")!, "content-length": String(50 * MB) },
    };
    const { status, body } = await doctor.raw("/management/photo", init);
    expect(status).toBe(413);
    expect(body).toEqual({ errcode: 413, errmsg: serverMessages.tooLarge, result: null });
    expect(filesUnder(h.filesDir)).toEqual(files);
    expect(await h.count("uploads")).toBe(rows);
  });

  it("keeps nothing when the client goes away half-way through", async () => {
    const boundary = "----dc-test-boundary";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagePath"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(png({ size: 512 * 1024 }));
      },
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    await expectRefused("/management/photo", body, errorMessages.upload, { "content-type": `multipart/form-data; boundary=${boundary}` });
  });

  it("answers 401 and keeps nothing without a session", async () => {
    const stranger = h.browser();
    const files = filesUnder(h.filesDir);
    const { status } = await stranger.raw("/management/photo", { method: "POST", body: multipart({ imagePath: blob(png(), "image/png") }) });
    expect(status).toBe(401);
    expect(filesUnder(h.filesDir)).toEqual(files);
  });
});

function streamOf(chunks: Buffer[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(new Uint8Array(c));
      controller.close();
    },
  });
}

describe("verification documents (/management/authentication)", () => {
  const verificationList = async () => (await doctor.client.account.getVerification({})).list;

  it("answers {key, image} and adds the document of that key to the doctor's list", async () => {
    const result = await doctor.client.account.uploadVerification({ imagePath: blob(png(), "image/png"), key: "frontIDCard" });
    expect(result.key).toBe("frontIDCard");
    expect(result.image).toMatch(/^\/uploads\/verification\/[0-9a-f]{32}\.png$/);
    expect(await verificationList()).toContainEqual({ type: "frontIDCard", paperUrl: result.image });
    expect(await uploadRow(result.image)).toMatchObject({ doctor_id: doctorId, kind: "verification" });
  });

  it("replaces the document of the same key and removes the replaced file", async () => {
    const first = await doctor.client.account.uploadVerification({ imagePath: blob(png(), "image/png"), key: "signCertificate" });
    const second = await doctor.client.account.uploadVerification({ imagePath: blob(jpeg(), "image/jpeg"), key: "signCertificate" });
    const signs = (await verificationList()).filter((d) => d.type === "signCertificate");
    expect(signs).toEqual([{ type: "signCertificate", paperUrl: second.image }]);
    expect(existsSync(join(h.filesDir, first.image.replace("/uploads/", "")))).toBe(false);
    expect(await uploadRow(first.image)).toBeUndefined();
    expect(existsSync(join(h.filesDir, second.image.replace("/uploads/", "")))).toBe(true);
  });

  it("refuses an unknown key, a PDF and a file of 2 MB, keeping nothing and leaving the list alone", async () => {
    const before = await verificationList();
    await expectRefused("/management/authentication", multipart({ imagePath: blob(png(), "image/png"), key: "passport" }), errorMessages.upload);
    await expectRefused("/management/authentication", multipart({ key: "frontIDCard", imagePath: blob(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"), "image/png") }), verificationFileRule.typeMessage);
    await expectRefused("/management/authentication", multipart({ key: "backIDCard", imagePath: blob(jpeg(2 * MB), "image/jpeg") }), verificationFileRule.sizeMessage);
    expect(await verificationList()).toEqual(before);
  });
});

describe("article images (/management/articles/image) and covers", () => {
  it("takes jpg, png and gif for the editor, under /uploads/article", async () => {
    for (const [bytes, ext] of [
      [jpeg(), "jpg"],
      [png(), "png"],
      [gif(), "gif"],
    ] as const) {
      const { url } = await doctor.client.articles.uploadArticleImage({ imagePath: blob(bytes) });
      expect(url).toMatch(new RegExp(`^/uploads/article/[0-9a-f]{32}\\.${ext}$`));
      expect((await uploadRow(url))?.kind).toBe("editorImage");
    }
  });

  it("refuses an MP4 and a 10 MB image for the editor", async () => {
    await expectRefused("/management/articles/image", multipart({ imagePath: blob(isoMedia("isom")) }), editorImageFileRule.typeMessage);
    await expectRefused("/management/articles/image", multipart({ imagePath: blob(gif(10 * MB)) }), editorImageFileRule.sizeMessage);
  });

  it("applies the cover rule with kind=cover: png is kept under /uploads/cover, gif is refused", async () => {
    const { body } = await doctor.raw("/management/articles/image", { method: "POST", body: multipart({ kind: "cover", imagePath: blob(png()) }) });
    expect(body).toMatchObject({ errcode: 0 });
    const url = (body!.result as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/cover\/[0-9a-f]{32}\.png$/);
    expect((await uploadRow(url))?.kind).toBe("cover");
    // The field may come after the file: the cover rule still applies.
    await expectRefused("/management/articles/image", multipart({ imagePath: blob(gif()), kind: "cover" }), coverFileRule.typeMessage);
  });
});

describe("video (/management/video)", () => {
  it("stores an MP4 under /uploads/video", async () => {
    const bytes = isoMedia("isom", 256 * 1024);
    const { url } = await doctor.client.articles.uploadVideo({ video: blob(bytes, "video/mp4") });
    expect(url).toMatch(/^\/uploads\/video\/[0-9a-f]{32}\.mp4$/);
    expect(readFileSync(join(h.filesDir, url.replace("/uploads/", "")))).toEqual(bytes);
    expect(await uploadRow(url)).toMatchObject({ kind: "video", mime: "video/mp4", size: bytes.length });
  });

  it("refuses a QuickTime file named .mp4, and two files in one upload (nothing of the first is kept)", async () => {
    await expectRefused("/management/video", multipart({ video: blob(isoMedia("qt  "), "video/mp4") }), videoFileRule.typeMessage);
    const two = new FormData();
    two.append("video", blob(isoMedia("isom", 300 * 1024), "video/mp4"), "a.mp4");
    two.append("video", blob(isoMedia("isom"), "video/mp4"), "b.mp4");
    await expectRefused("/management/video", two, "当前限制选择 1 个文件");
  });
});

describe("who may fetch an upload", () => {
  const cookieOf = (browser: Browser) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  it("serves a verification document to its doctor only; others get the 404 of a missing file", async () => {
    const { image } = await doctor.client.account.uploadVerification({ imagePath: blob(png(), "image/png"), key: "practiceCertificate" });
    const own = await h.app.request(image, { headers: { cookie: cookieOf(doctor) } });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");

    const other = h.browser();
    await other.signInAs(accounts.reviewing);
    expect((await h.app.request(image, { headers: { cookie: cookieOf(other) } })).status).toBe(404);
    expect((await h.app.request(image)).status).toBe(404);
    // No other spelling of the path gets round the check.
    const name = image.split("/").pop()!;
    for (const path of [`/uploads/%76erification/${name}`, `/uploads//verification/${name}`, `/uploads/avatar/..%2fverification/${name}`, `/uploads/verification/${name}%3Fx`]) {
      const response = await h.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("serves a nutrition prescription's PDF to the doctor who issued it only", async () => {
    const { rows } = await h.db.query<{ id: number }>(
      "INSERT INTO nutrition_prescriptions (doctor_id, data) VALUES ($1, '{}'::jsonb) RETURNING id",
      [doctorId],
    );
    const id = rows[0]!.id;
    const url = await writePrescriptionPdf(h.deps, {
      nutritionPrescriptionId: id,
      createDate: "2026-11-21 10:00:00",
      patientName: "赵敏",
      sex: 0,
      age: 35,
      patientPhone: "13712345678",
      hospitalizationCode: "",
      bedNumber: "",
      hospitalName: "杏林中医医院",
      department: "临床营养科",
      doctorName: "张明远",
      doctorSignCertificate: "",
      pdf: newPrescriptionPdfUrl(),
      nourishmentList: [],
      nourishmentsl: [{ nourishmentName: "乳清蛋白粉", nourishmentCount: 1, useTheDosage: "每日一次" }],
    });
    // Made for this doctor (as the prescription call records it).
    await claimFile(h.db, doctorId, url);
    const own = await h.app.request(url, { headers: { cookie: cookieOf(doctor) } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await own.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    const other = h.browser();
    await other.signInAs(accounts.unverified);
    expect((await h.app.request(url, { headers: { cookie: cookieOf(other) } })).status).toBe(404);
    expect((await h.app.request(url)).status).toBe(404);
  });

  it("serves an article image to anyone once a published article shows it, to its doctor only before", async () => {
    const { url } = await doctor.client.articles.uploadArticleImage({ imagePath: blob(png()) });
    expect((await h.app.request(url)).status).toBe(404);
    expect((await h.app.request(url, { headers: { cookie: cookieOf(doctor) } })).status).toBe(200);
    const published = (await h.db.query<{ article_id: number }>("SELECT article_id FROM articles WHERE doctor_id = $1 AND 2 = ANY(tabs) LIMIT 1", [doctorId])).rows[0]!;
    await h.db.query("UPDATE articles SET data = jsonb_set(data, '{content}', to_jsonb($2::text)) WHERE article_id = $1", [published.article_id, `<p><img src="${url}"></p>`]);
    expect((await h.app.request(url)).status).toBe(200);
  });
});

describe("over a real socket (@hono/node-server)", () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const cookie = () => [...doctor.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  it("streams a video to disk and stores exactly the bytes sent", async () => {
    const bytes = isoMedia("isom", 24 * MB + 123);
    const response = await fetch(`${base}/management/video`, { method: "POST", headers: { cookie: cookie(), "sec-fetch-site": "same-origin" }, body: multipart({ video: blob(bytes, "video/mp4") }) });
    const envelope = (await response.json()) as { errcode: number; result: { url: string } };
    expect(envelope.errcode).toBe(0);
    expect(readFileSync(join(h.filesDir, envelope.result.url.replace("/uploads/", ""))).equals(bytes)).toBe(true);
  });

  it("removes the temporary file of an upload the client abandons mid-way", async () => {
    const parts = () => filesUnder(h.filesDir).filter((f) => f.endsWith(".part"));
    const boundary = "----dc-abandon";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const port = (server.address() as AddressInfo).port;
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `POST /api/management/video HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie()}\r\nSec-Fetch-Site: same-origin\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${100 * MB}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(isoMedia("isom", 2 * MB));
    // The upload is being written (its temp file exists), then the client goes away.
    const deadline = Date.now() + 5000;
    while (parts().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(parts()).toHaveLength(1);
    socket.destroy();
    while (parts().length > 0 && Date.now() < deadline + 5000) await new Promise((r) => setTimeout(r, 20));
    expect(parts()).toEqual([]);
  });

  it("stops at the size limit of a body with no declared length, answers why, keeps nothing, and serves the next call", async () => {
    const files = filesUnder(h.filesDir);
    const boundary = "----dc-stream-boundary";
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagePath"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`));
        controller.enqueue(png());
      },
      pull(controller) {
        // Up to 200 MB, far more than the 2 MB the avatar may have.
        if (sent >= 200 * MB) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const response = await fetch(`${base}/management/photo`, {
      method: "POST",
      headers: { cookie: cookie(), "sec-fetch-site": "same-origin", "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await response.json()).toMatchObject({ errcode: UPLOAD_REJECTED, errmsg: avatarFileRule.sizeMessage });
    // The answer came long before the client could send it all.
    expect(sent).toBeLessThan(100 * MB);
    expect(filesUnder(h.filesDir)).toEqual(files);

    const next = await fetch(`${base}/management/message`, { headers: { cookie: cookie() } });
    expect(((await next.json()) as { errcode: number }).errcode).toBe(0);
  });
});
