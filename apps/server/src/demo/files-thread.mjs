/**
 * The demo files process (server.ts `writeDemoFilesApart`): reads a plan (demo/files.ts
 * `DemoFilePlan`, with `filesDir` and `now`) as JSON on stdin, writes it, prints what it wrote
 * as JSON, and exits. A process of its own: drawing the pictures and setting the PDFs (two CJK
 * fonts, pdfkit) took about 150 MB that a thread or the server kept after; an ended process
 * gives every byte back (docs/deployment.md "Memory"). Plain JavaScript that registers tsx, so
 * it starts the same under tsx, vitest and plain Node.
 */
import { register } from "tsx/esm/api";

register();
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { filesDir, plan, now } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const { writeDemoFilePlan } = await import("./files.ts");
const written = await writeDemoFilePlan(filesDir, plan, () => new Date(now));
process.stdout.write(JSON.stringify(written));
