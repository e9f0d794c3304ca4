/**
 * One-off generator of `apps/server/assets/demo-video.mp4`, the one video of the demo data: the
 * seed copies it to every video name the fixtures reference (`chat-neck.mp4`,
 * `article-<id>.mp4`, see src/demo/files.ts). Writing MP4 in code is a project of its own, so
 * the file is recorded once and committed; tests never run this script.
 *
 * It draws a calm 2-second canvas animation in Debian's headless Chromium (a soft teal field, a
 * slowly breathing disc, a line sweeping across like a pulse trace) and records the canvas with
 * MediaRecorder as H.264 MP4, at a low bitrate so the file stays well under 100 KB.
 *
 *   pnpm --filter @doctor-console/server exec tsx scripts/make-demo-video.ts
 *   CHROMIUM_PATH=/path/to/chromium …   (default /usr/bin/chromium)
 *
 * Fails (and writes nothing) when the browser cannot record MP4.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
// `playwright` re-exports playwright-core's launcher (a root devDependency of the workspace).
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../../../scripts/chromium";

const target = fileURLToPath(new URL("../assets/demo-video.mp4", import.meta.url));

/** Runs in the page: records the animation and answers the MP4 bytes as base64. */
async function record({ width, height, seconds, fps, bitrate }: { width: number; height: number; seconds: number; fps: number; bitrate: number }) {
  const types = ["video/mp4;codecs=avc1.42E01E", "video/mp4;codecs=avc1", "video/mp4"];
  const mimeType = types.find((t) => MediaRecorder.isTypeSupported(t));
  if (!mimeType) throw new Error(`MediaRecorder cannot record MP4 here (tried ${types.join(", ")})`);

  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext("2d")!;

  const draw = (t: number) => {
    // Background: a gentle vertical gradient, light teal to near white.
    const bg = g.createLinearGradient(0, 0, 0, height);
    bg.addColorStop(0, "#d7eeea");
    bg.addColorStop(1, "#f6fbfa");
    g.fillStyle = bg;
    g.fillRect(0, 0, width, height);
    // A breathing disc.
    const r = height * (0.22 + 0.04 * Math.sin((t / seconds) * Math.PI * 2));
    g.fillStyle = "rgba(46, 139, 122, 0.85)";
    g.beginPath();
    g.arc(width * 0.32, height * 0.5, r, 0, Math.PI * 2);
    g.fill();
    // A pulse trace drawn left to right over the two seconds.
    g.strokeStyle = "#1f5f55";
    g.lineWidth = 3;
    g.lineCap = "round";
    g.beginPath();
    const x0 = width * 0.55;
    const x1 = x0 + (width * 0.4 * Math.min(1, t / seconds));
    for (let x = x0; x <= x1; x += 2) {
      const u = (x - x0) / (width * 0.4);
      const d = ((u * 3) % 1) - 0.5;
      const beat = Math.exp(-d * d * 60) * height * 0.18;
      const y = height * 0.5 - beat + Math.sin(u * 20) * 2;
      if (x === x0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.stroke();
  };

  draw(0);
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bitrate });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, seconds));
      if (t >= seconds) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return { mimeType, base64: btoa(binary) };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><body style='margin:0'></body>");
  // tsx compiles with keepNames: the function sent to the page calls esbuild's `__name` helper.
  await page.evaluate("globalThis.__name = (f) => f");
  const { mimeType, base64 } = await page.evaluate(record, { width: 640, height: 360, seconds: 2, fps: 15, bitrate: 200_000 });
  const bytes = Buffer.from(base64, "base64");
  if (bytes.subarray(4, 8).toString("latin1") !== "ftyp") throw new Error("the recording is not an ISO media file (no ftyp box)");
  writeFileSync(target, bytes);
  console.log(`${target}: ${bytes.length} bytes, ${mimeType}`);
} finally {
  await browser.close();
}
