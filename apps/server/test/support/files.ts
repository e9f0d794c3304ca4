/**
 * Sample files for upload tests, made in code: real magic bytes (and, for PNG, a whole valid
 * image), padded to any size.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { encodePng } from "@doctor-console/domain/fixtures";

/**
 * A valid PNG (a dark stroke on white, like a scanned signature), padded after IEND to `size`
 * bytes if asked. Encoded by the demo pictures' PNG encoder (domain's fixtures): one encoder in
 * the project.
 */
export function png(options: { width?: number; height?: number; size?: number } = {}): Buffer {
  const width = options.width ?? 60;
  const height = options.height ?? 20;
  const rgba = new Uint8Array(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (Math.abs(y - Math.round(height / 2 + (height / 3) * Math.sin(x / 6))) <= 1) rgba.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return pad(Buffer.from(encodePng(width, height, rgba)), options.size);
}

/** JPEG magic bytes and a JFIF header. */
export function jpeg(size = 2048): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return pad(head, size);
}

export function gif(size = 1024): Buffer {
  return pad(Buffer.from("GIF89a\x01\x00\x01\x00\x80\x00\x00", "latin1"), size);
}

/** An ISO base-media file with the given major brand: "isom" is MP4, "qt  " is QuickTime. */
export function isoMedia(brand: "isom" | "qt  ", size = 8192): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftyp", 4, "ascii");
  ftyp.write(brand, 8, "ascii");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write(brand, 16, "ascii");
  ftyp.write(brand === "isom" ? "mp41" : "qt  ", 20, "ascii");
  const mdatSize = Math.max(8, size - 24);
  const mdat = Buffer.alloc(mdatSize, 7);
  mdat.writeUInt32BE(mdatSize, 0);
  mdat.write("mdat", 4, "ascii");
  return Buffer.concat([ftyp, mdat]);
}

function pad(head: Buffer, size?: number): Buffer {
  if (size === undefined || size <= head.length) return head;
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x2a)]);
}

/** Every file below `dir` (temp files included), as paths relative to it. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, prefix: string) => {
    let entries: string[];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
      else out.push(`${prefix}${name}`);
    }
  };
  walk(dir, "");
  return out.sort();
}
