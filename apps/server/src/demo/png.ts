/** A small PNG encoder on node:zlib (8-bit RGB / RGBA, per-row filter chosen by cost): the demo images. */
import { deflateSync } from "node:zlib";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Encodes 8-bit RGBA pixels as a PNG: RGB when every pixel is opaque, RGBA otherwise. Each row
 * takes the filter (none, sub, up, paeth) with the smallest sum of magnitudes, which keeps
 * gradients to a few kilobytes.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  let opaque = true;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) opaque = false;
  const channels = opaque ? 3 : 4;
  const stride = width * channels;
  const raw = new Uint8Array(height * stride);
  if (opaque) for (let p = 0, o = 0; p < rgba.length; p += 4, o += 3) raw.set(rgba.subarray(p, p + 3), o);
  else raw.set(rgba);

  const out = Buffer.alloc(height * (stride + 1));
  const filtered = [0, 1, 2, 3].map(() => new Uint8Array(stride));
  const [none, sub, up, pae] = filtered as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const cost = (v: number) => (v < 128 ? v : 256 - v);
  const zeros = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? raw.subarray((y - 1) * stride, y * stride) : zeros;
    let [s0, s1, s2, s3] = [0, 0, 0, 0];
    for (let i = 0; i < stride; i++) {
      const x = row[i]!;
      const a = i >= channels ? row[i - channels]! : 0;
      const b = above[i]!;
      const c = i >= channels ? above[i - channels]! : 0;
      const v1 = (x - a) & 0xff;
      const v2 = (x - b) & 0xff;
      const v3 = (x - paeth(a, b, c)) & 0xff;
      none[i] = x;
      sub[i] = v1;
      up[i] = v2;
      pae[i] = v3;
      s0 += cost(x);
      s1 += cost(v1);
      s2 += cost(v2);
      s3 += cost(v3);
    }
    const scores = [s0, s1, s2, s3];
    const best = scores.indexOf(Math.min(...scores));
    out[y * (stride + 1)] = best === 3 ? 4 : best; // PNG filter types: 0 none, 1 sub, 2 up, 4 paeth
    out.set(filtered[best]!, y * (stride + 1) + 1);
  }

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = opaque ? 2 : 6; // RGB / RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(out, { level: 6 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
