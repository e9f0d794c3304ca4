/**
 * The little of tar (ustar) the server needs: a data folder template unpacked (pglite-thread.mjs)
 * and the database inside a backup (admin/backup.ts). Plain JavaScript, so that the database
 * thread loads it without a TypeScript loader.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";

/** The text of a header field: up to its first NUL. */
const field = (tar, at, length) => {
  const text = tar.toString("latin1", at, at + length);
  const nul = text.indexOf("\0");
  return nul === -1 ? text : text.slice(0, nul);
};

/**
 * Reads a tar header block (512 bytes at `at`): its name (prefix joined), size and type
 * ("0" file, "5" folder, …), or null at the end of the archive.
 */
export function readHeader(tar, at = 0) {
  const name = field(tar, at, 100);
  if (!name) return null;
  const prefix = field(tar, at + 345, 155);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: parseInt(field(tar, at + 124, 12).trim() || "0", 8),
    type: field(tar, at + 156, 1) || "0",
  };
}

/** Where an entry goes below `dir`; throws for a name that would leave it. */
export function entryPath(dir, name) {
  const root = resolve(dir);
  const target = resolve(root, name.replace(/^\/+/, ""));
  if (target !== root && !target.startsWith(root + sep)) throw new Error(`tar: ${name} is outside the folder`);
  return target;
}

/** Writes the folders and regular files of a tar held in memory into `dir`. */
export function untar(tar, dir) {
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = readHeader(tar, at);
    if (!header) break;
    const target = entryPath(dir, header.name);
    if (header.type === "5") mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (header.type === "0") {
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(at + 512, at + 512 + header.size), { mode: 0o600 });
    }
    at += 512 + Math.ceil(header.size / 512) * 512;
  }
}

/** A ustar header block for a regular file (or a folder: type "5"). */
export function header(name, size, type = "0", mtime = Date.now()) {
  const block = Buffer.alloc(512);
  let base = name;
  let prefix = "";
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`tar: name too long: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100, "utf8");
  block.write(type === "5" ? "0000700\0" : "0000600\0", 100, "latin1");
  block.write("0000000\0", 108, "latin1");
  block.write("0000000\0", 116, "latin1");
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124, "latin1");
  block.write(`${Math.floor(mtime / 1000).toString(8).padStart(11, "0")}\0`, 136, "latin1");
  block.write("        ", 148, "latin1");
  block.write(type, 156, "latin1");
  block.write("ustar\0", 257, "latin1");
  block.write("00", 263, "latin1");
  block.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
  return block;
}

/** join() for entry names (always "/"). */
export const entryName = (...parts) => join(...parts).split(sep).join("/");
