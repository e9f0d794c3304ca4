/**
 * The files behind the demo data's `/uploads/demo/<name>` URLs (avatars, verification scans,
 * signatures, chat pictures, voice and video, article covers and videos), and the PDFs of the
 * seeded nutrition prescriptions.
 *
 * Everything is made in code, deterministically and without the network: the pictures are
 * domain's demo pictures (@doctor-console/domain/fixtures `demoPicture`, the same ones stories
 * show as data: URLs); the voice message is a short WAV tone (wav.ts); the one video is a committed
 * asset (`assets/demo-video.mp4`, recorded by `scripts/make-demo-video.ts`) copied to every video
 * name. `ensureDemoFiles` runs at every start and writes only what is missing, so a fresh data
 * folder, or one whose files were deleted, serves real files again.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import type { NutritionPrescription } from "@doctor-console/domain";
import { createFixtures, demoPicture } from "@doctor-console/domain/fixtures";
import { writePrescriptionPdf } from "../pdf";
import { uploadedFile } from "../uploads";
import type { Queryable } from "../db/store";
import type { Deps } from "../deps";
import { toneWav } from "./wav";

export { toneWav };

/** Folder of the demo files, below `filesDir` (served as `/uploads/demo/`). */
export const DEMO_FOLDER = "demo";

const demoUrl = /\/uploads\/demo\/([\w-]+\.[a-z0-9]{2,4})/g;

/** Every demo file name referenced anywhere in `value` (fixtures, rows), sorted, once each. */
export function demoFileNames(value: unknown): string[] {
  const names = new Set<string>();
  for (const match of JSON.stringify(value).matchAll(demoUrl)) names.add(match[1]!);
  return [...names].sort();
}

// ───────────────────────── sound and video ─────────────────────────

/** The one demo video (see scripts/make-demo-video.ts). */
export const demoVideoAsset = fileURLToPath(new URL("../../assets/demo-video.mp4", import.meta.url));

// ───────────────────────── names to bytes ─────────────────────────

/** The bytes of one demo file, chosen by its name. Throws for a kind of file we cannot make. */
export function demoFileBytes(name: string): Buffer {
  if (name.endsWith(".mp4")) return readFileSync(demoVideoAsset);
  if (name.endsWith(".wav")) return toneWav();
  // node:zlib's deflate: files a third smaller than the encoder's own.
  const picture = demoPicture(name, (data) => deflateSync(data, { level: 6 }));
  if (!picture) throw new Error(`no generator for the demo file ${name}`);
  return Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength);
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
