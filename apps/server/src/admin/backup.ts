/**
 * Backups of the embedded database and the files (`pnpm backup <file>`, `pnpm restore <file>`;
 * docs/deployment.md "Backups"). A backup is one gzip'd tar:
 *   manifest.json   what it is, when, the schema version
 *   database.tar    PGlite's data folder (dumpDataDir: taken between two queries, so of one moment)
 *   files/…         every file of FILES_DIR (uploads, PDFs, demo files), as it is
 * The database is copied first, then the files: a file the copy names was on disk before the
 * copy of the files began, and files are only ever written aside and renamed, never changed in
 * place, so each is whole. (A file uploaded during the backup may be in it without a row naming
 * it; it is harmless.)
 *
 * While the server runs it holds the database, so it takes the backup itself, asked over its
 * admin socket (admin/socket.ts); with the server stopped the command opens the folder itself.
 */
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync, mkdirSync, openSync, closeSync, readdirSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { createGunzip, createGzip } from "node:zlib";
import { entryName, entryPath, header, readHeader, untar } from "../db/tar.mjs";

export const BACKUP_FORMAT = "doctor-console-backup";

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  schemaVersion: number;
}

/** Every regular file below `dir` (temporary `.part` files and dot-files left out), relative paths. */
function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name.endsWith(".part")) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

/** Writes a backup to `target` (written aside, then renamed); answers its size and the number of files. */
export async function writeBackup(target: string, source: { dumpDataDir: () => Promise<Uint8Array>; filesDir: string; schemaVersion: number }): Promise<{ bytes: number; files: number }> {
  mkdirSync(dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.part`;
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(temp, { mode: 0o600 });
  gzip.pipe(out);
  const done = once(out, "close");
  const put = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, "drain");
  };
  const pad = (size: number) => (size % 512 === 0 ? Buffer.alloc(0) : Buffer.alloc(512 - (size % 512)));
  try {
    const manifest: Manifest = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), schemaVersion: source.schemaVersion };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await put(header("manifest.json", manifestBytes.length));
    await put(manifestBytes);
    await put(pad(manifestBytes.length));

    const database = Buffer.from(await source.dumpDataDir());
    await put(header("database.tar", database.length));
    await put(database);
    await put(pad(database.length));

    const names = filesBelow(source.filesDir);
    let files = 0;
    for (const name of names) {
      const path = join(source.filesDir, name);
      let size: number;
      try {
        size = statSync(path).size;
      } catch {
        continue; // removed since the listing
      }
      await put(header(entryName("files", name), size));
      let sent = 0;
      for await (const chunk of createReadStream(path, { end: Math.max(0, size - 1) }) as AsyncIterable<Buffer>) {
        const part = size === 0 ? Buffer.alloc(0) : chunk.subarray(0, size - sent);
        sent += part.length;
        if (part.length > 0) await put(part);
      }
      // A file that shrank meanwhile is padded to its header's size (files are never changed in place).
      if (sent < size) await put(Buffer.alloc(size - sent));
      await put(pad(size));
      files++;
    }
    await put(Buffer.alloc(1024));
    gzip.end();
    await done;
    renameSync(temp, target);
    return { bytes: statSync(target).size, files };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    rmSync(temp, { force: true });
    throw error;
  }
}

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Restores a backup into an empty DATA_DIR (its database) and an empty FILES_DIR (its files).
 * Refuses a folder that has anything in it: a restore never mixes with live data.
 */
export async function restoreBackup(file: string, dataDir: string, filesDir: string): Promise<{ manifest: Manifest; files: number }> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const pgdata = join(dataDir, "pgdata");
  const filesInside = relative(dataDir, filesDir) === "files";
  if (!isEmptyOrMissing(dataDir) && !(filesInside && readdirSync(dataDir).every((n) => n === "files") && isEmptyOrMissing(filesDir))) {
    throw new Error(`DATA_DIR ${dataDir} is not empty: restore into an empty folder`);
  }
  if (!isEmptyOrMissing(filesDir)) throw new Error(`FILES_DIR ${filesDir} is not empty: restore into an empty folder`);
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(filesDir, { recursive: true });

  let manifest: Manifest | undefined;
  let files = 0;
  let carry: Buffer = Buffer.alloc(0);
  // The entry being read: its bytes left, where they go (a file, or memory for the small entries).
  let current: { left: number; padding: number; fd?: number; memory?: Buffer[]; name: string } | undefined;
  let ended = false;
  const finish = (entry: NonNullable<typeof current>) => {
    if (entry.fd !== undefined) closeSync(entry.fd);
    if (entry.memory) {
      const body = Buffer.concat(entry.memory);
      if (entry.name === "manifest.json") manifest = JSON.parse(body.toString("utf8")) as Manifest;
      else if (entry.name === "database.tar") {
        if (!manifest || manifest.format !== BACKUP_FORMAT) throw new Error(`${file} is not a Doctor Console backup`);
        untar(body, pgdata);
      }
    }
  };
  for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    carry = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    for (;;) {
      if (ended) break;
      if (current) {
        if (current.left > 0) {
          const part = carry.subarray(0, Math.min(current.left, carry.length));
          if (part.length === 0) break;
          if (current.fd !== undefined) writeSync(current.fd, part);
          else current.memory!.push(Buffer.from(part));
          current.left -= part.length;
          carry = carry.subarray(part.length);
          if (current.left > 0) break;
        }
        if (carry.length < current.padding) break;
        carry = carry.subarray(current.padding);
        finish(current);
        current = undefined;
        continue;
      }
      if (carry.length < 512) break;
      const entry = readHeader(carry, 0);
      carry = carry.subarray(512);
      if (!entry) {
        ended = true;
        break;
      }
      const padding = entry.size % 512 === 0 ? 0 : 512 - (entry.size % 512);
      if (entry.name.startsWith("files/")) {
        const target = entryPath(filesDir, entry.name.slice("files/".length));
        mkdirSync(dirname(target), { recursive: true });
        current = { left: entry.size, padding, fd: openSync(target, "w", 0o600), name: entry.name };
        files++;
      } else if (entry.name === "manifest.json" || entry.name === "database.tar") {
        current = { left: entry.size, padding, memory: [], name: entry.name };
      } else throw new Error(`${file}: unexpected entry ${entry.name}`);
    }
  }
  if (current) throw new Error(`${file} is cut short`);
  if (!manifest) throw new Error(`${file} is not a Doctor Console backup`);
  if (!existsSync(join(pgdata, "PG_VERSION"))) throw new Error(`${file} holds no database`);
  return { manifest, files };
}
