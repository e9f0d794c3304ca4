/**
 * A first start's heavy work, in a process of its own that ends when done (server.ts
 * `runApart`), so that every byte it took goes back to the system before the server settles
 * (docs/deployment.md "Memory"). Reads one task as JSON on stdin:
 *   { task: "files", filesDir, plan, now }     the demo files (pictures, prescriptions' PDFs: demo/files.ts)
 *   { task: "database", dataDir, filesDir, demoData, now }  a new embedded database made from the
 *        template, migrated, given its reference data and (demoData) seeded; answers, with
 *        demoData, the plan of the demo files its rows name (written next by a "files" task)
 * and prints what it did as JSON. Plain JavaScript that registers tsx, so it starts the same
 * under tsx, vitest and plain Node.
 */
import { register } from "tsx/esm/api";

register();
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString("utf8"));
let result;
if (job.task === "files") {
  const { writeDemoFilePlan } = await import("./demo/files.ts");
  result = await writeDemoFilePlan(job.filesDir, job.plan, () => new Date(job.now));
} else if (job.task === "database") {
  const { openDb } = await import("./db/store.ts");
  const { ensureReferenceData, seedIfEmpty } = await import("./demo/seed.ts");
  const db = await openDb({ dataDir: job.dataDir });
  try {
    await ensureReferenceData(db, new Date(job.now));
    const seeded = job.demoData ? await seedIfEmpty(db, new Date(job.now)) : false;
    const { demoFilePlan } = await import("./demo/files.ts");
    result = { seeded, plan: job.demoData ? await demoFilePlan(db, job.filesDir, new Date(job.now)) : null };
  } finally {
    await db.close();
  }
} else throw new Error(`unknown task ${job.task}`);
process.stdout.write(JSON.stringify(result));
