/**
 * The server's signing keys, shared by every instance through the database (`server_keys`): made
 * once, at random, by whichever server starts first, and read by all. A copy of the database can
 * sign QR tags and preview links, as it could read the articles themselves.
 */
import { randomBytes } from "node:crypto";
import type { Queryable } from "./store";

export interface ServerKeys {
  /** Tags of QR-login uuids, binding a code to the browser that asked for it (routes/qr.ts). */
  qr: Buffer;
  /** Signatures of article-preview links (routes/article-preview.ts). */
  preview: Buffer;
  /** Signatures of patient-page links (routes/patient-chat.ts). */
  chat: Buffer;
}

const names = ["qr", "preview", "chat"] as const satisfies readonly (keyof ServerKeys)[];

/** The keys, made where missing (of two servers racing, the first insert wins and both read it). */
export async function loadKeys(db: Queryable): Promise<ServerKeys> {
  for (const name of names) {
    await db.query("INSERT INTO server_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [name, randomBytes(32)]);
  }
  const { rows } = await db.query<{ name: string; secret: Uint8Array }>("SELECT name, secret FROM server_keys");
  const key = (name: keyof ServerKeys) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`server key ${name} missing`);
    return Buffer.from(row.secret);
  };
  return { qr: key("qr"), preview: key("preview"), chat: key("chat") };
}
