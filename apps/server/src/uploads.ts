/**
 * Uploads (see docs/behaviour/personal-data.md#image-uploads, docs/behaviour/publishing.md#article-uploads and docs/behaviour/README.md#constants), streamed to disk.
 *
 * The multipart body is parsed as it arrives (busboy): nothing is held in memory beyond one
 * chunk and the first bytes used to sniff the type, so a 500 MB video costs no more memory
 * than an avatar. The type is judged by the file's content (magic bytes, `file-type`), never by
 * the name or the Content-Type the client claims; the size limit is enforced while streaming:
 * reading stops the moment the limit is reached. Files are written under a temporary name and
 * only renamed into place (and recorded in `uploads`) once every check has passed, so a
 * rejected upload leaves nothing behind: no file, no row.
 *
 * The rules and messages come from @doctor-console/domain (`fileRules`, `checkFile`); this module
 * only applies them to bytes on the wire.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import type { Context, MiddlewareHandler } from "hono";
import type { UploadKind } from "@doctor-console/api/contract";
import { badInputMessage, checkFile, checkFileCount, errorMessages, fileRules } from "@doctor-console/domain";
import { BAD_INPUT, PlatformError } from "./http/envelope";
import { sessionDoctor } from "./http/session";
import { containsPattern } from "./db/util";
import { mentionedUploads, uploadShapeSource } from "./upload-paths";
import { migrations } from "./db/migrate";
import type { Queryable } from "./db/store";
import type { Deps } from "./deps";

/** Errcode of a refused upload; errmsg is the domain rule's message, or 上传失败. */
export const UPLOAD_REJECTED = 10002;

/** Where each kind of upload is kept, below `deps.filesDir` and `/uploads`. */
export const uploadFolders: Record<UploadKind, string> = {
  avatar: "avatar",
  verification: "verification",
  editorImage: "article",
  cover: "cover",
  video: "video",
};

/** Bytes read before the type is judged (what `file-type` may look at for the formats we accept). */
const SNIFF_BYTES = 4100;
/** How long a refused upload may go on sending before its connection is closed. */
const DISCARD_GRACE_MS = 5_000;

export interface StoredUpload {
  /** Served URL, `/uploads/<folder>/<name>.<ext>` (also the `uploads.path` key). */
  url: string;
  /** Absolute path on disk. */
  file: string;
  mime: string;
  size: number;
  /** The text fields sent beside the file. */
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  /** The multipart field that carries the file (the contract row's `upload.field`). */
  field: string;
  kind: UploadKind;
  /**
   * Judges the text fields once the body is read, before the file is kept: returns the errmsg
   * that refuses the upload, or null.
   */
  checkFields?: (fields: Record<string, string>) => string | null;
  /**
   * Picks a stricter rule from the text fields (e.g. `kind=cover` on the article-image call).
   * The file is checked against both the call's rule and the one returned.
   */
  ruleFor?: (fields: Record<string, string>) => UploadKind;
  /** Where the file is kept, below `filesDir` and `/uploads`, when not its kind's folder (chat images: `chat`). */
  folder?: string;
}

const rejected = (message: string) => new PlatformError(UPLOAD_REJECTED, message);

/** The request body as a Node stream: the socket itself under @hono/node-server, else the web body. */
function requestBody(c: Context): { source: Readable; discard: () => void } | null {
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  const incoming = env?.incoming;
  if (incoming instanceof Readable && !incoming.readableDidRead) {
    return {
      source: incoming,
      // Refused mid-way: what still arrives is dropped, never stored. Clients stop sending once
      // they have the answer; one that goes on is cut off after a grace period (cutting at once
      // would reset the connection before the client has read why it was refused).
      discard: () => {
        incoming.resume();
        env?.outgoing?.once("finish", () => {
          if (incoming.readableEnded) return;
          const timer = setTimeout(() => incoming.socket?.destroy(), DISCARD_GRACE_MS).unref();
          incoming.once("close", () => clearTimeout(timer));
        });
      },
    };
  }
  const body = c.req.raw.body;
  if (!body) return null;
  const source = Readable.fromWeb(body as unknown as WebReadableStream);
  return { source, discard: () => void source.destroy() };
}

/**
 * Streams the one file of a multipart upload to disk and records it in `uploads` for the doctor.
 * Throws PlatformError(UPLOAD_REJECTED, message) when anything is wrong; nothing is stored then.
 */
export async function receiveUpload(c: Context, deps: Deps, doctorId: number, options: ReceiveOptions): Promise<StoredUpload> {
  const rule = fileRules[options.kind];
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw rejected(errorMessages.upload);
  // A declared body larger than the limit never gets here: 413 before a byte is read (http/limits.ts).
  const body = requestBody(c);
  if (!body) throw rejected(errorMessages.upload);

  // Written under a temp name in the call's folder; moved to the folder of the rule that
  // finally applies (`ruleFor`) once every check has passed.
  const dir = join(deps.filesDir, uploadFolders[options.kind]);
  await mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString("hex");
  const temp = join(dir, `.${name}.part`);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        // busboy flags a file once it *reaches* this size; the rule wants sizes strictly under it.
        fileSize: rule.maxBytes,
        files: rule.maxCount,
        fields: 8,
        fieldSize: 1024,
        parts: rule.maxCount + 8,
        headerPairs: 16,
      },
    });
  } catch {
    throw rejected(errorMessages.upload);
  }

  const received = await new Promise<{ mime: string; ext: string; size: number; fields: Record<string, string> }>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let done = false;
    let out: WriteStream | undefined;
    let sniffed: Promise<{ mime: string; ext: string } | null> | undefined;
    let fileSeen = false;
    let fileEnded = false;
    let parserClosed = false;
    let finishing = false;
    let size = 0;

    const fail = (message: string) => {
      if (done) return;
      done = true;
      body.source.unpipe(parser);
      body.discard();
      // The temp file goes once the stream has let go of it: one still opening would create it
      // again after an early rm and leave it behind.
      const writer = out;
      const released = !writer || writer.closed ? Promise.resolve() : new Promise<void>((ok) => writer.once("close", () => ok()));
      writer?.destroy();
      void released.then(() => rm(temp, { force: true })).finally(() => reject(rejected(message)));
    };

    const finish = async () => {
      if (done || finishing || !parserClosed || (fileSeen && !fileEnded)) return;
      if (!fileSeen) return fail(errorMessages.upload);
      finishing = true;
      try {
        const type = await sniffed!;
        if (done || !type) return;
        const writer = out!;
        await new Promise<void>((ok, ko) => writer.end((error?: Error | null) => (error ? ko(error) : ok())));
        if (done) return;
        done = true;
        resolve({ ...type, size, fields });
      } catch {
        fail(errorMessages.upload);
      }
    };

    /** Judges the type from the first bytes, then opens the temp file and writes them. */
    const startWriting = (head: Buffer, file: Readable) =>
      (sniffed ??= (async () => {
        const type = await fileTypeFromBuffer(head).catch(() => undefined);
        const mime = type?.mime ?? "application/octet-stream";
        // Size is judged as the bytes flow (busboy's limit) and once more at the end.
        const problem = checkFile(rule, { type: mime, size: 0 });
        if (problem || !type) {
          fail(problem ?? rule.typeMessage);
          return null;
        }
        if (done) return null;
        out = createWriteStream(temp, { flags: "wx" });
        out.on("error", () => fail(errorMessages.upload));
        out.write(head);
        file.resume();
        return { mime: type.mime, ext: type.ext };
      })());

    parser.on("file", (fieldName, file) => {
      // A body that ends before the closing boundary errors the file stream ("Unexpected end of
      // form"): unheard, that error would end the process.
      file.on("error", () => fail(errorMessages.upload));
      if (done) return void file.resume();
      if (fieldName !== options.field || fileSeen) {
        file.resume();
        return fail(fileSeen ? (checkFileCount(rule, 2) ?? errorMessages.upload) : errorMessages.upload);
      }
      fileSeen = true;
      const head: Buffer[] = [];
      let headLength = 0;
      file.on("limit", () => fail(rule.sizeMessage));
      file.on("data", (chunk: Buffer) => {
        if (done) return;
        size += chunk.length;
        if (!out) {
          head.push(chunk);
          headLength += chunk.length;
          if (headLength >= SNIFF_BYTES) {
            file.pause();
            void startWriting(Buffer.concat(head), file);
          }
          return;
        }
        if (!out.write(chunk)) {
          file.pause();
          out.once("drain", () => file.resume());
        }
      });
      file.on("end", () => {
        if (done) return;
        fileEnded = true;
        if (!out) void startWriting(Buffer.concat(head), file).then(() => finish());
        else void finish();
      });
    });
    parser.on("field", (fieldName, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(errorMessages.upload);
      fields[fieldName] = value;
    });
    parser.on("filesLimit", () => fail(checkFileCount(rule, rule.maxCount + 1) ?? errorMessages.upload));
    parser.on("partsLimit", () => fail(errorMessages.upload));
    parser.on("fieldsLimit", () => fail(errorMessages.upload));
    parser.on("error", () => fail(errorMessages.upload));
    parser.on("close", () => {
      parserClosed = true;
      void finish();
    });
    body.source.on("error", () => fail(errorMessages.upload));
    body.source.on("close", () => {
      // The client went away before the body was complete.
      if (!body.source.readableEnded) fail(errorMessages.upload);
    });
    body.source.pipe(parser);
  }).catch(async (error: unknown) => {
    await rm(temp, { force: true });
    throw error instanceof PlatformError ? error : rejected(errorMessages.upload);
  });

  try {
    const sizeProblem = checkFile(rule, { type: received.mime, size: received.size });
    if (sizeProblem) throw rejected(sizeProblem);
    const kind = options.ruleFor?.(received.fields) ?? options.kind;
    if (kind !== options.kind) {
      const problem = checkFile(fileRules[kind], { type: received.mime, size: received.size });
      if (problem) throw rejected(problem);
    }
    const fieldProblem = options.checkFields?.(received.fields);
    if (fieldProblem) throw rejected(fieldProblem);

    const finalFolder = options.folder ?? uploadFolders[kind];
    await mkdir(join(deps.filesDir, finalFolder), { recursive: true });
    const file = join(deps.filesDir, finalFolder, `${name}.${received.ext}`);
    const url = `/uploads/${finalFolder}/${name}.${received.ext}`;
    await rename(temp, file);
    try {
      await deps.db.query("INSERT INTO uploads (path, doctor_id, kind, mime, size) VALUES ($1, $2, $3, $4, $5)", [
        url,
        doctorId,
        kind,
        received.mime,
        received.size,
      ]);
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return { url, file, mime: received.mime, size: received.size, fields: received.fields };
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * The file on disk behind an `/uploads/...` URL, or null when the URL is not one of ours (or
 * tries to leave the folder).
 */
export function uploadedFile(deps: Pick<Deps, "filesDir">, url: string): string | null {
  const match = /^\/uploads\/(?:([a-z]+)\/([0-9a-f]{32}\.[a-z0-9]{2,4})|(demo|pdf)\/([\w-]+\.[a-z0-9]{2,4}))$/.exec(url);
  if (!match) return null;
  return match[1] ? join(deps.filesDir, match[1], match[2]!) : join(deps.filesDir, match[3]!, match[4]!);
}

/** Removes an upload of the doctor (file and row); false when it is not theirs. */
export async function removeUpload(deps: Deps, doctorId: number, url: string): Promise<boolean> {
  const { rows } = await deps.db.query<{ path: string }>("DELETE FROM uploads WHERE path = $1 AND doctor_id = $2 RETURNING path", [url, doctorId]);
  if (!rows[0]) return false;
  const file = uploadedFile(deps, url);
  if (file) await rm(file, { force: true });
  return true;
}

/**
 * Who may fetch what under /uploads. Published content is anyone's: a file a
 * published article shows (cover, video, an image in its text) and a doctor's current photo.
 * Everything else is served only to the session of the doctor who uploaded it or for whom the
 * server made it (`ownsFile`): verification documents and signatures (the demo data's under /uploads/demo too),
 * prescription PDFs, patients' chat pictures and voice, an image of an article still in review
 * or in the draft box. Anyone else gets the same 404 as for a file that does not exist.
 * Fail-closed: a path that is not exactly one of our shapes (encoded, doubled slashes, dot
 * segments) is a 404 too, so no spelling of a private path can reach the static files. Mount
 * before them: `app.use("/uploads/*", uploadAccess(deps))`.
 */
export function uploadAccess(deps: Deps): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const missing = () => c.text("Not Found", 404, { "Cache-Control": "no-store" });
    if (!uploadShape.test(path)) return missing();
    const mentioned = containsPattern(path);
    let published = false;
    if (!path.startsWith("/uploads/verification/") && !path.startsWith("/uploads/pdf/")) {
      const { rows } = await deps.db.query<{ yes: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM articles WHERE 2 = ANY(tabs) AND (data->>'imgUrl' = $1 OR data->>'outUrl' = $1 OR data->>'content' LIKE $2))
             OR EXISTS (SELECT 1 FROM doctors WHERE data->'doctor'->>'photoUrl' = $1) AS yes`,
        [path, mentioned],
      );
      published = rows[0]!.yes;
    }
    if (!published) {
      const session = await sessionDoctor(deps, c);
      if (!session || !(await isDoctorsFile(deps, session.doctorId, path))) return missing();
    }
    await next();
    // Private: kept by no shared cache, nor by the browser.
    if (!published) c.header("Cache-Control", "private, no-store");
  };
}

/** The shapes of our upload URLs: anything else under /uploads is a 404. */
const uploadShape = new RegExp(`^${uploadShapeSource}$`);

/**
 * Is the file the doctor's: one they uploaded, or one the server made for them (a prescription's
 * PDF, the demo data's files: `file_owners`)? Never because a record of theirs names the path:
 * the doctor writes their records. See docs/behaviour/personal-data.md.
 */
export async function ownsFile(db: Queryable, doctorId: number, path: string): Promise<boolean> {
  const { rows } = await db.query<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM uploads WHERE path = $1 AND doctor_id = $2)
         OR EXISTS (SELECT 1 FROM file_owners WHERE path = $1 AND doctor_id = $2) AS yes`,
    [path, doctorId],
  );
  return rows[0]!.yes;
}

/** Records a file the server made for the doctor (`file_owners`). */
export async function claimFile(db: Queryable, doctorId: number, path: string): Promise<void> {
  await db.query("INSERT INTO file_owners (path, doctor_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [path, doctorId]);
}

/**
 * The statements that give each doctor the files the server made for their rows: each
 * prescription's PDF, and the demo files the demo data names. They are migration
 * 005_file_owners.sql's own, from its first INSERT into file_owners on (it ran them once for the
 * rows of databases made before the table): one text, which the seed runs again on rows it wrote.
 */
let claimSql: string | undefined;
function claimStatements(): string {
  if (claimSql === undefined) {
    const migration = migrations().find((m) => m.name === "file_owners");
    const start = migration?.sql.indexOf("INSERT INTO file_owners") ?? -1;
    if (!migration || start < 0) throw new Error("migration file_owners: its INSERT INTO file_owners statements are missing");
    claimSql = migration.sql.slice(start);
  }
  return claimSql;
}

/** Gives each doctor the files the server made for their rows (run by the seed on rows it wrote itself). */
export async function claimGeneratedFiles(db: Queryable): Promise<void> {
  await db.exec(claimStatements());
}

/**
 * Refuses (the parameter error, nothing written) a call whose input names a file under /uploads
 * that is not the doctor's own (`ownsFile`). See docs/behaviour/personal-data.md.
 */
export async function checkMentionedUploads(db: Queryable, doctorId: number, input: unknown): Promise<void> {
  for (const { field, path } of mentionedUploads(input)) {
    if (!(await ownsFile(db, doctorId, path))) throw new PlatformError(BAD_INPUT, badInputMessage(field));
  }
}

/**
 * Removes the temporary `.part` files an upload or a PDF left behind when the process died
 * mid-way (a finished one is renamed, a refused one removed): run at start, before serving.
 */
export async function sweepPartFiles(filesDir: string): Promise<number> {
  let removed = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.startsWith(".") && entry.name.endsWith(".part")) {
        await rm(path, { force: true });
        removed++;
      }
    }
  };
  await walk(filesDir);
  return removed;
}

/** Did the doctor upload the file, or did the server make it for them? */
const isDoctorsFile = (deps: Deps, doctorId: number, path: string) => ownsFile(deps.db, doctorId, path);
