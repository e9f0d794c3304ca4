/**
 * One owner per data folder: the embedded database must never be opened by two
 * processes, or writes are lost. The server takes `DATA_DIR/server.pid` (created exclusively,
 * holding its process id) and gives it back when it stops; a second server finds it, sees the
 * owner alive, and exits at once naming the folder and the process. A file left by a process
 * that died is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by another server (process ${pid}); stop it first, or give this one another DATA_DIR.`);
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The process holding the folder, when one alive does (the admin commands ask it: admin/socket.ts). */
export function dataDirOwner(dataDir: string): number | null {
  try {
    const owner = Number(readFileSync(join(dataDir, "server.pid"), "utf8").trim());
    return Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner) ? owner : null;
  } catch {
    return null;
  }
}

/** Takes the folder for this process; answers the release. Throws DataDirInUse. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, "server.pid");
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const owner = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) throw new DataDirInUse(dataDir, owner);
      // Left by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  return () => {
    try {
      if (Number(readFileSync(file, "utf8").trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
