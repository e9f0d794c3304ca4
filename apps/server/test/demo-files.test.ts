/**
 * The demo data's files: every `/uploads/demo/…` URL of the seeded data serves a real file of the
 * right type (not the console's HTML), and every seeded nutrition prescription opens its PDF for
 * its doctor. The files are made by src/demo/files.ts when the harness seeds.
 */
import { readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { encodePng } from "@doctor-console/domain/fixtures";
import { demoFileBytes, demoFileNames, ensureDemoFiles } from "../src/demo/files";
import { accounts, DIGEST_TABLES, TODAY, useHarness, type Browser } from "./harness";
import { readPdf } from "./support/pdf-text";

const h = useHarness();
let zhang: Browser;
let wang: Browser;
let zhangId: number;

beforeAll(async () => {
  zhang = h.browser();
  wang = h.browser();
  zhangId = (await zhang.signInAs(accounts.verified)).customerId;
  await wang.signInAs(accounts.reviewing);
});

/** Every `/uploads/demo/…` name in the stored rows (what the server actually hands out). */
async function storedDemoNames(): Promise<string[]> {
  const texts: string[] = [];
  for (const table of DIGEST_TABLES) {
    const { rows } = await h.db.query<{ t: string }>(`SELECT t::text AS t FROM ${table} t`);
    texts.push(...rows.map((r) => r.t));
  }
  return demoFileNames(texts);
}

/** GET below the site root (not /api) with the browser's cookies. */
const get = (browser: Browser, path: string) => browser.fetch(`http://localhost${path}`);
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/**
 * Decodes a PNG far enough to prove it is one: signature, chunk CRCs, IHDR, IDAT inflating to
 * exactly the rows announced, and the pixels (RGBA) after undoing each row's filter.
 */
function decodePng(file: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const b of data) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.subarray(at + 4, at + 8).toString("latin1");
    const data = file.subarray(at + 8, at + 8 + length);
    expect(file.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc(file.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks[0]!.type).toBe("IHDR");
  expect(chunks.at(-1)!.type).toBe("IEND");
  const ihdr = chunks[0]!.data;
  const [width, height, depth, colour] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8]!, ihdr[9]!];
  expect(depth).toBe(8);
  expect([2, 6]).toContain(colour);
  const channels = colour === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data)));
  expect(raw.length).toBe(height * (stride + 1));
  const px = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    if (filter > 4) throw new Error(`row ${y}: no PNG filter ${filter}`);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? px[y * stride + i - channels]! : 0;
      const b = y > 0 ? px[(y - 1) * stride + i]! : 0;
      const c = i >= channels && y > 0 ? px[(y - 1) * stride + i - channels]! : 0;
      const p = a + b - c;
      const predictor = [0, a, b, (a + b) >> 1, Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c][filter];
      px[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor!) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => {
      const at = y * stride + x * channels;
      return channels === 4 ? [...px.subarray(at, at + 4)] : [...px.subarray(at, at + 3), 255];
    },
  };
}

/** Share of pixels for which `test` holds. */
function share(image: ReturnType<typeof decodePng>, test: (p: number[]) => boolean): number {
  let n = 0;
  for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) if (test(image.pixel(x, y))) n++;
  return n / (image.width * image.height);
}

describe("the demo data's files", () => {
  it("are referenced by the stored data exactly as by the fixtures, in every kind", async () => {
    const names = await storedDemoNames();
    expect(names).toEqual(demoFileNames(createFixtures(TODAY)));
    expect(names).toEqual(
      expect.arrayContaining([
        "avatar-zhang.png",
        "avatar-li.png",
        "avatar-wang.png",
        "patient-avatar-1.png",
        "patient-avatar-5.png",
        "zhang-frontIDCard.png",
        "zhang-signCertificate.png",
        "li-backIDCard.png",
        "wang-handsIDCard.png",
        "sign-zhang.png",
        "sign-pharmacist-qian.png",
        "sign-pharmacist-feng.png",
        "chat-tongue.png",
        "chat-xray.png",
        "chat-voice.wav",
        "chat-neck.mp4",
      ]),
    );
    expect(names.filter((n) => /^article-\d+-cover\.png$/.test(n)).length).toBeGreaterThan(0);
    expect(names.filter((n) => /^article-\d+\.mp4$/.test(n)).length).toBe(names.filter((n) => /^article-\d+-cover\.png$/.test(n)).length);
    // Only kinds the server makes: no JPEG, MP3 or PDF left under /demo.
    for (const name of names) expect(name).toMatch(/\.(png|wav|mp4)$/);
  });

  it("each answers 200 with its type and a real file of that type: published ones to anyone, the rest to their doctor only", async () => {
    const names = await storedDemoNames();
    const anonymous = h.browser();
    const li = h.browser();
    await li.signInAs(accounts.unverified);
    const doctors = [zhang, wang, li];
    for (const name of names) {
      // Documents, signatures and patients' chat files are nobody's but their doctor's.
      const open = (await get(anonymous, `/uploads/demo/${name}`)).status === 200;
      if (/IDCard|Certificate|^sign-|^chat-|^patient-/.test(name)) expect(open, name).toBe(false);
      let response: Response | undefined;
      for (const browser of [anonymous, ...doctors]) {
        const answer = await get(browser, `/uploads/demo/${name}`);
        if (answer.status === 200) {
          response = answer;
          break;
        }
      }
      expect(response?.status, name).toBe(200);
      if (!response) continue;
      const type = response.headers.get("content-type");
      const body = await bytesOf(response);
      expect(body.equals(readFileSync(join(h.filesDir, "demo", name))), name).toBe(true);
      // What a fresh start draws (the harness may have copied its files from an earlier run).
      expect(body.equals(demoFileBytes(name)), name).toBe(true);
      if (name.endsWith(".png")) {
        expect(type, name).toBe("image/png");
        const image = decodePng(body);
        expect(image.width * image.height, name).toBeGreaterThan(64 * 64);
        expect(body.length, name).toBeLessThanOrEqual(30 * 1024);
      } else if (name.endsWith(".wav")) {
        expect(type, name).toBe("audio/wav");
        expect(body.subarray(0, 4).toString("latin1")).toBe("RIFF");
        expect(body.readUInt32LE(4)).toBe(body.length - 8);
        expect(body.subarray(8, 16).toString("latin1")).toBe("WAVEfmt ");
        expect(body.readUInt16LE(20)).toBe(1); // PCM
        const [rate, bytesPerSecond, dataBytes] = [body.readUInt32LE(24), body.readUInt32LE(28), body.readUInt32LE(40)];
        expect(body.subarray(36, 40).toString("latin1")).toBe("data");
        expect(dataBytes).toBe(body.length - 44);
        expect(dataBytes / bytesPerSecond).toBeGreaterThan(1); // seconds of sound
        expect(rate).toBe(8000);
        // Not silence.
        let peak = 0;
        for (let i = 44; i < body.length; i += 2) peak = Math.max(peak, Math.abs(body.readInt16LE(i)));
        expect(peak).toBeGreaterThan(1000);
      } else {
        expect(type, name).toBe("video/mp4");
        expect(body.subarray(4, 8).toString("latin1")).toBe("ftyp");
        expect(body.includes(Buffer.from("moov"))).toBe(true);
        expect(body.length).toBeLessThanOrEqual(100 * 1024);
      }
    }
  });

  it("look like what they are: a disc avatar, ink on a clear ground, a light card, a dark X-ray", async () => {
    const open = async (name: string) => decodePng(await bytesOf(await get(zhang, `/uploads/demo/${name}`)));
    const dark = (p: number[]) => p[3]! > 128 && p[0]! + p[1]! + p[2]! < 240;

    const avatar = await open("avatar-zhang.png");
    const [corner, rim] = [avatar.pixel(1, 1), avatar.pixel(avatar.width / 2, Math.round(avatar.height * 0.1))];
    expect(Math.min(...corner.slice(0, 3))).toBeGreaterThan(220); // light background
    expect(Math.max(...rim.slice(0, 3)) - Math.min(...rim.slice(0, 3))).toBeGreaterThan(20); // a coloured disc

    const sign = await open("sign-pharmacist-qian.png");
    expect(sign.pixel(0, 0)[3]).toBe(0); // transparent, to lie over the printed sheet
    expect(share(sign, dark)).toBeGreaterThan(0.02);
    expect(share(sign, dark)).toBeLessThan(0.3);
    // Anti-aliased: partly covered pixels at the stroke edges.
    expect(share(sign, (p) => p[3]! > 0 && p[3]! < 255)).toBeGreaterThan(0.005);

    const card = await open("zhang-frontIDCard.png");
    expect(share(card, (p) => p[0]! + p[1]! + p[2]! > 600)).toBeGreaterThan(0.5);
    expect(share(card, dark)).toBe(0);

    const xray = await open("chat-xray.png");
    expect(share(xray, (p) => p[0]! + p[1]! + p[2]! < 200)).toBeGreaterThan(0.5);

    // Two signatures differ: each is drawn from its own name.
    expect(demoFileBytes("sign-zhang.png").equals(demoFileBytes("sign-pharmacist-feng.png"))).toBe(false);
  });

  it("are rewritten at start when missing, byte for byte, and only those", async () => {
    const dir = join(h.filesDir, "demo");
    const kept = join(dir, "avatar-li.png");
    const keptTime = statSync(kept).mtimeMs;
    const removed = ["avatar-zhang.png", "chat-voice.wav", "chat-neck.mp4"];
    const before = removed.map((n) => readFileSync(join(dir, n)));
    for (const n of removed) rmSync(join(dir, n));
    expect((await get(zhang, "/uploads/demo/avatar-zhang.png")).status).not.toBe(200);

    const written = await ensureDemoFiles(h.deps);
    expect(written.files).toBe(removed.length);
    expect(written.bytes).toBe(before.reduce((sum, b) => sum + b.length, 0));
    removed.forEach((n, i) => expect(readFileSync(join(dir, n)).equals(before[i]!), n).toBe(true));
    expect(statSync(kept).mtimeMs).toBe(keptTime);
    expect(await ensureDemoFiles(h.deps)).toEqual({ files: 0, bytes: 0 });
  });
});

describe("the seeded nutrition prescriptions' PDFs", () => {
  const seeded = createFixtures(TODAY).nutritionPrescriptions;

  it("are the server's private /uploads/pdf/<random>.pdf, a real PDF signed by the doctor, for the owner only", async () => {
    expect(seeded.length).toBeGreaterThan(0);
    for (const fixture of seeded) {
      const id = fixture.nutritionPrescriptionId;
      expect(fixture.customerId).toBe(zhangId);
      const record = await zhang.client.nutrition.getNutritionPrescription({ id });
      expect(record.pdf).toMatch(/^\/uploads\/pdf\/[0-9a-f]{32}\.pdf$/);

      const response = await get(zhang, record.pdf);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const body = await bytesOf(response);
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pdf = readPdf(body);
      const text = pdf.pages.join("").replace(/\s+/g, "");
      for (const expected of ["营养处方", record.patientName, record.hospitalName, record.doctorName, ...record.nourishmentsl.map((l) => l.nourishmentName)])
        expect(text, `${id}: ${expected}`).toContain(expected.replace(/\s+/g, ""));
      // The demo signature image (sign-zhang.png, 240×80) is drawn in the signature block.
      expect(pdf.images).toContainEqual([240, 80]);

      // Patient data: another doctor and a stranger get the same 404 as for nothing.
      expect((await get(wang, record.pdf)).status).toBe(404);
      expect((await get(h.browser(), record.pdf)).status).toBe(404);
    }
  });

  it("are rewritten at start when lost", async () => {
    const { pdf } = await zhang.client.nutrition.getNutritionPrescription({ id: seeded[0]!.nutritionPrescriptionId });
    const file = join(h.filesDir, pdf.replace(/^\/uploads\//, ""));
    rmSync(file);
    expect(await ensureDemoFiles(h.deps)).toMatchObject({ files: 1 });
    expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("encodePng", () => {
  const same = (a: { pixel: (x: number, y: number) => number[] }, rgba: Uint8Array, w: number, h: number) => {
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (a.pixel(x, y).join() !== [...rgba.subarray((y * w + x) * 4, (y * w + x) * 4 + 4)].join()) return false;
    return true;
  };

  it("round-trips pixels, opaque as RGB and translucent as RGBA", () => {
    const [w, h2] = [7, 5];
    const rgba = new Uint8Array(w * h2 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 37) & 0xff));
    const opaque = decodePng(Buffer.from(encodePng(w, h2, rgba)));
    expect(opaque.pixel(3, 2)).toEqual([...rgba.subarray((2 * w + 3) * 4, (2 * w + 3) * 4 + 4)]);
    rgba[3] = 10;
    const translucent = encodePng(w, h2, rgba);
    expect(translucent[8 + 8 + 9]).toBe(6); // IHDR colour type RGBA
    expect(decodePng(Buffer.from(translucent)).pixel(0, 0)).toEqual([...rgba.subarray(0, 4)]);
  });

  it("compresses flat colours and still round-trips noise (its own deflate, read by zlib)", () => {
    const [w, h2] = [300, 200];
    const flat = new Uint8Array(w * h2 * 4);
    for (let i = 0; i < flat.length; i += 4) {
      const x = (i / 4) % w;
      flat.set(x < 120 ? [240, 244, 246, 255] : x < 200 ? [30, 60, 90, 255] : [x, 128, 255 - x, 255], i);
    }
    const flatPng = encodePng(w, h2, flat);
    expect(flatPng.length).toBeLessThan(4000); // 180 kB of pixels
    expect(same(decodePng(Buffer.from(flatPng)), flat, w, h2)).toBe(true);
    let seed = 7;
    const noise = new Uint8Array(w * h2 * 4).map((_, i) => (i % 4 === 3 ? 255 : (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24));
    expect(same(decodePng(Buffer.from(encodePng(w, h2, noise))), noise, w, h2)).toBe(true);
  });
});
