/**
 * The files behind the demo data's `/uploads/demo/<name>` URLs (avatars, verification scans,
 * signatures, chat pictures, voice and video, article covers and videos), and the PDFs of the
 * seeded nutrition prescriptions.
 *
 * Everything is made here, in code, deterministically and without the network: images are real
 * PNGs drawn on a tiny anti-aliased raster (signed-distance shapes) and written by a small PNG
 * encoder on node:zlib (png.ts); the voice message is a short WAV tone (wav.ts); the one video is a committed
 * asset (`assets/demo-video.mp4`, recorded by `scripts/make-demo-video.ts`) copied to every video
 * name. `ensureDemoFiles` runs at every start and writes only what is missing, so a fresh data
 * folder, or one whose files were deleted, serves real files again.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { documentKeys, type NutritionPrescription } from "@doctor-console/domain";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { writePrescriptionPdf } from "../pdf";
import { uploadedFile } from "../uploads";
import type { Queryable } from "../db/store";
import type { Deps } from "../deps";
import { encodePng } from "./png";
import { toneWav } from "./wav";

export { encodePng, toneWav };

/** Folder of the demo files, below `filesDir` (served as `/uploads/demo/`). */
export const DEMO_FOLDER = "demo";

const demoUrl = /\/uploads\/demo\/([\w-]+\.[a-z0-9]{2,4})/g;

/** Every demo file name referenced anywhere in `value` (fixtures, rows), sorted, once each. */
export function demoFileNames(value: unknown): string[] {
  const names = new Set<string>();
  for (const match of JSON.stringify(value).matchAll(demoUrl)) names.add(match[1]!);
  return [...names].sort();
}

// ───────────────────────── raster ─────────────────────────

type Rgb = readonly [number, number, number];
/** A shape: its signed distance to the edge in pixels (negative inside) and a box that holds it. */
interface Shape {
  d: (x: number, y: number) => number;
  box: readonly [x0: number, y0: number, x1: number, y1: number];
}

const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as unknown as Rgb;
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
// Math.hypot is several times slower than this in V8, and it runs per pixel.
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

/** HSL (degrees, 0–1, 0–1) to RGB. */
function hsl(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

const circle = (cx: number, cy: number, r: number): Shape => ({
  d: (x, y) => len(x - cx, y - cy) - r,
  box: [cx - r, cy - r, cx + r, cy + r],
});
const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  d: (x, y) => (len((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry),
  box: [cx - rx, cy - ry, cx + rx, cy + ry],
});
const roundRect = (x0: number, y0: number, w: number, h: number, r: number): Shape => ({
  d: (x, y) => {
    const qx = Math.abs(x - (x0 + w / 2)) - w / 2 + r;
    const qy = Math.abs(y - (y0 + h / 2)) - h / 2 + r;
    return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  },
  box: [x0, y0, x0 + w, y0 + h],
});
const intersect = (a: Shape, b: Shape): Shape => ({
  d: (x, y) => Math.max(a.d(x, y), b.d(x, y)),
  box: [Math.max(a.box[0], b.box[0]), Math.max(a.box[1], b.box[1]), Math.min(a.box[2], b.box[2]), Math.min(a.box[3], b.box[3])],
});
const subtract = (a: Shape, b: Shape): Shape => ({ d: (x, y) => Math.max(a.d(x, y), -b.d(x, y)), box: a.box });
const outline = (shape: Shape, width: number): Shape => ({
  d: (x, y) => Math.abs(shape.d(x, y)) - width / 2,
  box: [shape.box[0] - width, shape.box[1] - width, shape.box[2] + width, shape.box[3] + width],
});
/** The shape moved by (dx, dy) and grown by `grow` pixels (a shadow). */
const offset = (shape: Shape, dx: number, dy: number, grow = 0): Shape => ({
  d: (x, y) => shape.d(x - dx, y - dy) - grow,
  box: [shape.box[0] + dx - grow, shape.box[1] + dy - grow, shape.box[2] + dx + grow, shape.box[3] + dy + grow],
});
/** A triangle pointing right (a play mark), by its half-planes. */
const playMark = (cx: number, cy: number, size: number): Shape => {
  const slope = Math.hypot(1, 0.5);
  return {
    d: (x, y) => {
      const dx = x - cx + size * 0.35;
      const dy = y - cy;
      return Math.max(-dx, (dx * 0.5 + dy - size * 0.5) / slope, (dx * 0.5 - dy - size * 0.5) / slope);
    },
    box: [cx - size, cy - size, cx + size, cy + size],
  };
};

/** A small RGBA raster with anti-aliased shapes, composited source-over. */
class Raster {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  private blend(i: number, color: Rgb, alpha: number): void {
    const d = this.data;
    const below = d[i + 3]! / 255;
    const out = alpha + below * (1 - alpha);
    if (out <= 0) return;
    for (let k = 0; k < 3; k++) d[i + k] = Math.round((color[k]! * alpha + d[i + k]! * below * (1 - alpha)) / out);
    d[i + 3] = Math.round(out * 255);
  }

  /** Paints the whole raster, opaque, with a gradient along the given direction (0° = top to bottom). */
  gradient(from: Rgb, to: Rgb, degrees = 0): this {
    const a = (degrees * Math.PI) / 180;
    const [dx, dy] = [Math.sin(a), Math.cos(a)];
    const span = Math.abs(dx) * this.width + Math.abs(dy) * this.height;
    const origin = (dx < 0 ? this.width : 0) * dx + (dy < 0 ? this.height : 0) * dy;
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) {
        const t = clamp01((x * dx + y * dy - origin) / span);
        const i = (y * this.width + x) * 4;
        for (let k = 0; k < 3; k++) this.data[i + k] = Math.round(from[k]! + (to[k]! - from[k]!) * t);
        this.data[i + 3] = 255;
      }
    return this;
  }

  fill(shape: Shape, color: Rgb, alpha = 1): this {
    const [x0, y0, x1, y1] = shape.box;
    for (let y = Math.max(0, Math.floor(y0) - 1); y < Math.min(this.height, Math.ceil(y1) + 1); y++)
      for (let x = Math.max(0, Math.floor(x0) - 1); x < Math.min(this.width, Math.ceil(x1) + 1); x++) {
        const coverage = clamp01(0.5 - shape.d(x + 0.5, y + 0.5));
        if (coverage > 0) this.blend((y * this.width + x) * 4, color, coverage * alpha);
      }
    return this;
  }

  /**
   * Draws a pen line through `points` ([x, y, width]), width varying like pen pressure. Coverage
   * is gathered per segment into a mask first, so overlapping segments do not darken the ink.
   */
  stroke(points: [number, number, number][], color: Rgb, alpha = 1): this {
    const mask = new Float32Array(this.width * this.height);
    for (let s = 1; s < points.length; s++) {
      const [ax, ay, aw] = points[s - 1]!;
      const [bx, by, bw] = points[s]!;
      const reach = Math.max(aw, bw) / 2 + 1;
      const [vx, vy] = [bx - ax, by - ay];
      const length2 = vx * vx + vy * vy || 1;
      for (let y = Math.max(0, Math.floor(Math.min(ay, by) - reach)); y < Math.min(this.height, Math.ceil(Math.max(ay, by) + reach)); y++)
        for (let x = Math.max(0, Math.floor(Math.min(ax, bx) - reach)); x < Math.min(this.width, Math.ceil(Math.max(ax, bx) + reach)); x++) {
          const t = clamp01(((x + 0.5 - ax) * vx + (y + 0.5 - ay) * vy) / length2);
          const distance = len(x + 0.5 - (ax + t * vx), y + 0.5 - (ay + t * vy));
          const coverage = clamp01((aw + (bw - aw) * t) / 2 + 0.5 - distance);
          const i = y * this.width + x;
          if (coverage > mask[i]!) mask[i] = coverage;
        }
    }
    for (let i = 0; i < mask.length; i++) if (mask[i]! > 0) this.blend(i * 4, color, mask[i]! * alpha);
    return this;
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }
}

/** A small deterministic random source seeded by a name (FNV-1a + mulberry32). */
function randomFor(name: string): () => number {
  let seed = 0x811c9dc5;
  for (const ch of name) seed = Math.imul(seed ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ───────────────────────── pictures ─────────────────────────

const ink: Rgb = hex("#1f2a44");
const paper: Rgb = hex("#fdfdfb");

/** A person's silhouette (head and shoulders) inside `frame`. */
function silhouette(r: Raster, frame: Shape, cx: number, top: number, size: number, color: Rgb, alpha = 1): void {
  r.fill(intersect(circle(cx, top + size * 0.34, size * 0.2), frame), color, alpha);
  r.fill(intersect(ellipse(cx, top + size * 0.98, size * 0.36, size * 0.36), frame), color, alpha);
}

/** A profile photo: a soft-coloured disc with a light silhouette, on a light background. */
function avatar(name: string): Buffer {
  const random = randomFor(name);
  const size = 128;
  const r = new Raster(size, size).gradient(hex("#f4f7f7"), hex("#eaf0ef"));
  const disc = circle(size / 2, size / 2, size * 0.44);
  const hue = 150 + random() * 200; // teal through blue and violet to warm rose
  r.fill(disc, hsl(hue, 0.42, 0.78));
  silhouette(r, disc, size / 2, size * 0.2, size * 0.72, hsl(hue, 0.35, 0.95), 0.95);
  return r.png();
}

/** Cursive-like pen strokes: two or three looped "words" and an underline flourish. */
function signatureStrokes(r: Raster, random: () => number, color: Rgb): void {
  const { width, height } = r;
  const base = height * 0.6;
  const words = 2 + Math.floor(random() * 2);
  let x = width * 0.06;
  const slant = 0.25;
  for (let w = 0; w < words; w++) {
    const loops = 2 + Math.floor(random() * 3);
    const wordWidth = (width * 0.8) / words - 8;
    const amplitude = height * (0.16 + random() * 0.1);
    const phase = random() * Math.PI;
    const points: [number, number, number][] = [];
    const steps = 90 * loops;
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const angle = t * loops * Math.PI * 2 + phase;
      const tall = 1 + 0.7 * Math.max(0, Math.sin(angle * 0.5 + w)); // some letters rise higher
      const py = base - amplitude * tall * (0.5 + 0.5 * Math.sin(angle)) + 6 * Math.sin(t * Math.PI);
      const px = x + t * wordWidth + amplitude * 0.55 * Math.cos(angle) + (base - py) * slant;
      const pressure = 1.4 + 1.3 * Math.sin(t * Math.PI) * (0.7 + 0.3 * Math.cos(angle));
      points.push([px, py, pressure]);
    }
    r.stroke(points, color);
    x += wordWidth + 8;
  }
  // The flourish: a quadratic curve under the name, thinning at its end.
  const [x0, y0] = [width * 0.1, height * 0.8];
  const [x1, y1] = [width * 0.55, height * (0.9 + random() * 0.06)];
  const [x2, y2] = [width * 0.93, height * (0.66 + random() * 0.1)];
  const flourish: [number, number, number][] = [];
  for (let i = 0; i <= 120; i++) {
    const t = i / 120;
    const u = 1 - t;
    flourish.push([u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2, 2.4 * (1 - t) + 0.6]);
  }
  r.stroke(flourish, color);
}

/** A signature image: dark ink on a transparent background (drawn over printed sheets). */
function signature(name: string): Buffer {
  const r = new Raster(240, 80);
  signatureStrokes(r, randomFor(name), ink);
  return r.png();
}

/** A scanned signature sample (the signature certificate): ink on white paper. */
function signatureScan(name: string): Buffer {
  const r = new Raster(240, 80).gradient(paper, hex("#f6f6f2"));
  r.fill(outline(roundRect(4, 4, 232, 72, 4), 1), hex("#d9dcdf"));
  signatureStrokes(r, randomFor(name), ink);
  return r.png();
}

/** Grey "text" lines, left to right from (x, y), one per entry (relative lengths). */
function textBars(r: Raster, x: number, y: number, width: number, lengths: number[], gap = 16, color: Rgb = hex("#b9c0c6")): void {
  lengths.forEach((length, i) => r.fill(roundRect(x, y + i * gap, width * length, 6, 3), color));
}

type DocumentKey = (typeof documentKeys)[number];

/** A verification scan: the card or certificate lying on a light desk, with text lines and a photo. */
function documentScan(name: string, key: DocumentKey): Buffer {
  const random = randomFor(name);
  const [W, H] = [360, 228];
  const r = new Raster(W, H).gradient(hex("#e9edf0"), hex("#dfe4e8"), 30);
  const card = roundRect(14, 14, W - 28, H - 28, key.endsWith("IDCard") ? 12 : 4);
  r.fill(offset(card, 2, 3, 2), hex("#9aa5ae"), 0.25); // a soft shadow
  const line = (n: number) => Array.from({ length: n }, () => 0.55 + random() * 0.45);

  if (key === "frontIDCard" || key === "handsIDCard") {
    r.fill(card, hex("#f5f8fa"));
    r.fill(intersect(card, roundRect(14, 14, W - 28, 30, 0)), hex("#dcebf2"));
    textBars(r, 32, 64, 180, line(6), 20);
    const photo = roundRect(238, 60, 90, 112, 4);
    r.fill(photo, hex("#e3e9ee"));
    silhouette(r, photo, 283, 70, 110, hex("#9fb0bd"));
    if (key === "handsIDCard") {
      // The doctor holding the card: a hand over its lower corner.
      r.fill(ellipse(60, 205, 46, 30), hex("#e8c4a8"));
      r.fill(ellipse(300, 210, 46, 28), hex("#e8c4a8"));
    }
  } else if (key === "backIDCard") {
    r.fill(card, hex("#f5f8fa"));
    r.fill(outline(circle(74, 82, 30), 4), hex("#d08a7e"));
    r.fill(circle(74, 82, 12), hex("#e3b1a8"));
    r.fill(roundRect(130, 60, 190, 14, 4), hex("#c4ccd3"));
    r.fill(roundRect(130, 84, 150, 10, 4), hex("#d1d8de"));
    textBars(r, 40, 140, 260, [0.9, 0.75], 22);
  } else {
    // Certificates and diplomas: a framed sheet, a title, lines, a photo for the licences, a seal.
    r.fill(card, paper);
    const tint = hsl(key.length * 37, 0.3, 0.55);
    r.fill(outline(roundRect(22, 22, W - 44, H - 44, 3), 2), tint, 0.7);
    r.fill(roundRect(W / 2 - 70, 38, 140, 12, 6), tint, 0.8);
    const withPhoto = key === "qualificationCertificate" || key === "practiceCertificate" || key === "professionalCertificate";
    if (withPhoto) {
      const photo = roundRect(40, 66, 64, 80, 3);
      r.fill(photo, hex("#e3e9ee"));
      silhouette(r, photo, 72, 72, 80, hex("#9fb0bd"));
    }
    textBars(r, withPhoto ? 120 : 44, 70, withPhoto ? 190 : 270, line(5), 18);
    r.fill(outline(circle(W - 78, H - 64, 26), 3.5), hex("#c9483c"), 0.75);
    r.fill(circle(W - 78, H - 64, 7), hex("#c9483c"), 0.6);
  }
  return r.png();
}

/** A photo of a tongue (TCM inspection): pale pink, slightly swollen, on a warm background. */
function tonguePicture(): Buffer {
  const r = new Raster(320, 240).gradient(hex("#f3e3d6"), hex("#e7cbb9"));
  r.fill(ellipse(160, 40, 120, 70), hex("#d7a58f"), 0.6); // lips
  r.fill(subtract(ellipse(160, 130, 74, 92), roundRect(60, 0, 200, 62, 0)), hex("#e9a3a0"));
  r.fill(ellipse(160, 150, 50, 60), hex("#f0bdb7"), 0.55); // pale coating
  r.fill(roundRect(158, 80, 4, 110, 2), hex("#d68c8a"), 0.6); // the middle groove
  return r.png();
}

/** A lateral neck X-ray: stacked vertebrae on a dark field. */
function xrayPicture(): Buffer {
  const r = new Raster(320, 240).gradient(hex("#1c2228"), hex("#39434b"), 20);
  r.fill(ellipse(150, 20, 70, 40), hex("#8c979f"), 0.35); // skull base
  for (let i = 0; i < 7; i++) {
    const y = 46 + i * 27;
    const x = 150 + 16 * Math.sin((i / 6) * Math.PI); // the neck's gentle curve
    r.fill(roundRect(x - 26, y, 52, 20, 6), hex("#d5dbdf"), 0.85 - i * 0.05);
    r.fill(roundRect(x + 30, y + 4, 26, 10, 5), hex("#c0c8ce"), 0.5);
  }
  return r.png();
}

/** An article cover: a calm gradient, a sun, a hill and a play mark (the articles with one are videos). */
function coverPicture(name: string): Buffer {
  const random = randomFor(name);
  const hue = 140 + random() * 80; // greens and teals
  const r = new Raster(320, 180).gradient(hsl(hue, 0.45, 0.9), hsl(hue + 20, 0.4, 0.76), 60);
  r.fill(circle(70 + random() * 60, 56, 24), hex("#fdf3d8"), 0.9);
  r.fill(circle(220, 330, 230), hsl(hue, 0.32, 0.6), 0.55);
  r.fill(circle(60, 360, 230), hsl(hue + 10, 0.3, 0.5), 0.45);
  r.fill(circle(160, 90, 26), hex("#ffffff"), 0.85);
  r.fill(playMark(163, 90, 22), hsl(hue, 0.45, 0.32));
  return r.png();
}

// ───────────────────────── sound and video ─────────────────────────

/** The one demo video (see scripts/make-demo-video.ts). */
export const demoVideoAsset = fileURLToPath(new URL("../../assets/demo-video.mp4", import.meta.url));

// ───────────────────────── names to bytes ─────────────────────────

const documentName = new RegExp(`^[a-z]+-(${documentKeys.join("|")})\\.png$`);

/** The bytes of one demo file, chosen by its name. Throws for a kind of file we cannot make. */
export function demoFileBytes(name: string): Buffer {
  if (name.endsWith(".mp4")) return readFileSync(demoVideoAsset);
  if (name.endsWith(".wav")) return toneWav();
  if (!name.endsWith(".png")) throw new Error(`no generator for the demo file ${name}`);
  if (name.startsWith("sign-")) return signature(name);
  if (name.includes("avatar")) return avatar(name);
  const document = documentName.exec(name);
  if (document) return document[1] === "signCertificate" ? signatureScan(name) : documentScan(name, document[1] as DocumentKey);
  if (name.startsWith("chat-tongue")) return tonguePicture();
  if (name.startsWith("chat-xray")) return xrayPicture();
  return coverPicture(name);
}

/** Writes the named demo files that are missing under `<filesDir>/demo`; answers what it wrote. */
export async function writeDemoFiles(filesDir: string, names: string[]): Promise<{ files: number; bytes: number }> {
  const dir = join(filesDir, DEMO_FOLDER);
  await mkdir(dir, { recursive: true });
  let files = 0;
  let bytes = 0;
  for (const name of names) {
    const target = join(dir, name);
    if (existsSync(target)) continue;
    const content = demoFileBytes(name);
    // Written aside and renamed: a half-written file is never served.
    const temp = join(dir, `.${name}.${process.pid}.part`);
    await writeFile(temp, content);
    await rename(temp, target);
    files++;
    bytes += content.length;
  }
  return { files, bytes };
}

/** The demo files a folder lacks: `/uploads/demo/…` names, and the prescriptions whose PDF is missing. */
export interface DemoFilePlan {
  names: string[];
  prescriptions: NutritionPrescription[];
}

/**
 * What `writeDemoFilePlan` has to write: the fixtures' `/uploads/demo/…` files that are missing,
 * and every stored nutrition prescription whose served PDF (`/uploads/pdf/<name>.pdf`) is missing
 * (the seeded ones on first start, and any whose file was lost since). A stat per file and one query.
 */
export async function demoFilePlan(db: Queryable, filesDir: string, today: Date): Promise<DemoFilePlan> {
  const names = demoFileNames(createFixtures(today)).filter((name) => !existsSync(join(filesDir, DEMO_FOLDER, name)));
  const { rows } = await db.query<{ id: number; data: Omit<NutritionPrescription, "nutritionPrescriptionId"> }>(
    "SELECT id, data FROM nutrition_prescriptions ORDER BY id",
  );
  const prescriptions = rows
    .filter(({ data }) => {
      // A prescription's PDF is the server's own file at its served URL (`/uploads/pdf/<name>.pdf`).
      const file = data.pdf.startsWith("/uploads/pdf/") ? uploadedFile({ filesDir }, data.pdf) : null;
      return file !== null && !existsSync(file);
    })
    .map(({ id, data }) => ({ ...data, nutritionPrescriptionId: id }));
  return { names, prescriptions };
}

/** Writes the files of a plan (the demo files first: the PDFs draw the signatures); answers what it wrote. */
export async function writeDemoFilePlan(filesDir: string, plan: DemoFilePlan, now: () => Date): Promise<{ files: number; bytes: number }> {
  const demo = await writeDemoFiles(filesDir, plan.names);
  let bytes = demo.bytes;
  for (const prescription of plan.prescriptions) {
    await writePrescriptionPdf({ filesDir, now }, prescription);
    bytes += statSync(uploadedFile({ filesDir }, prescription.pdf)!).size;
  }
  return { files: demo.files + plan.prescriptions.length, bytes };
}

/**
 * Makes every file the demo data references exist. Cheap when nothing is missing; the server
 * runs the plan on a thread of its own (server.ts `writeDemoFilesApart`), tests call this.
 */
export async function ensureDemoFiles(deps: Deps): Promise<{ files: number; bytes: number }> {
  return writeDemoFilePlan(deps.filesDir, await demoFilePlan(deps.db, deps.filesDir, deps.now()), deps.now);
}
