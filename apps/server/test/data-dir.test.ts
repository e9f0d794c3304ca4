/**
 * One owner per data folder: a second server started on the DATA_DIR of a running
 * one exits at once, non-zero, naming the folder and the running process; the first serves on.
 * A folder whose owner died is taken over. Both start on a folder of demo data made before (a
 * copy of support/seeded-data-dir.ts's): what they check happens on any start, not only a first.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { startInstance, type Instance } from "./support/instance";
import { seededDataDir } from "./support/seeded-data-dir";

let dataDir = "";
let first: Instance | undefined;
afterAll(async () => {
  await first?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it("refuses a second server on the same DATA_DIR, and the first keeps serving", async () => {
  dataDir = await seededDataDir("dc-datadir-");
  // A lock left by a process that is gone is taken over.
  writeFileSync(join(dataDir, "server.pid"), "999999\n");
  first = await startInstance({ DATA_DIR: dataDir }, { compiled: true });
  const second = await startInstance({ DATA_DIR: dataDir }, { compiled: true }).then(
    (instance) => instance,
    (error: { code: number | null; output: string }) => error,
  );
  expect("code" in second).toBe(true);
  const refused = second as { code: number | null; output: string };
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(dataDir);
  expect(refused.output).toContain(`process ${first.process.pid}`);

  const answer = await fetch(`${first.url}/api/management/login`, { method: "POST", body: new URLSearchParams({ usersname: "13800138000", password: "doctor123" }) });
  expect(((await answer.json()) as { errcode: number }).errcode).toBe(0);
  expect(await first.stop()).toBe(0);
  first = undefined;
}, 180_000);

it("sweeps at start the temporary upload files a crash left behind, and keeps the finished ones", async () => {
  const dir = await seededDataDir("dc-datadir-sweep-");
  try {
    const video = join(dir, "files", "video");
    mkdirSync(video, { recursive: true });
    writeFileSync(join(video, ".0123456789abcdef0123456789abcdef.part"), Buffer.alloc(1024));
    writeFileSync(join(video, "0123456789abcdef0123456789abcdef.mp4"), Buffer.alloc(1024));
    const instance = await startInstance({ DATA_DIR: dir }, { compiled: true });
    try {
      expect(existsSync(join(video, ".0123456789abcdef0123456789abcdef.part"))).toBe(false);
      expect(existsSync(join(video, "0123456789abcdef0123456789abcdef.mp4"))).toBe(true);
    } finally {
      await instance.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
