/**
 * The reference platform server: the contract of @doctor-console/api served for real, under
 * `/api` on the console's origin (and, per the prefix rule of docs/behaviour/errors.md#request-rules, without the prefix too), plus
 * uploaded files, the real-time channel and the built console itself.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { streamSSE } from "hono/streaming";
import { serveStatic } from "@hono/node-server/serve-static";
import { EVENTS_PATH } from "@doctor-console/api/contract";
import { errorMessages, serverMessages } from "@doctor-console/domain";
import { INTERNAL } from "./http/envelope";
import type { FirstScreen } from "./http/first-screen";
import { serveConsole } from "./http/static";
import { createRouter } from "./http/route";
import { noStore, noStoreOnErrors, sameOriginWrites, securityHeaders } from "./http/security";
import { openSessionDoctor, sessionDoctor } from "./http/session";
import { bodyLimits, type Timeouts } from "./http/limits";
import { transport } from "./http/transport";
import { accountRoutes } from "./routes/account";
import { articleRoutes } from "./routes/articles";
import { commentRoutes } from "./routes/comments";
import { nutritionRoutes } from "./routes/nutrition";
import { orderRoutes } from "./routes/orders";
import { qrConfirmPage, qrRoutes } from "./routes/qr";
import { PREVIEW_PATH, articlePreviewPage } from "./routes/article-preview";
import { uploadRoutes } from "./routes/uploads";
import { chatRoutes } from "./routes/chat";
import { markDelivered } from "./chat";
import { PATIENT_CHAT_PATH, patientChatPage } from "./routes/patient-chat";
import { uploadAccess } from "./uploads";
import { accessLog } from "./http/access-log";
import type { Logger } from "pino";
import { migrations } from "./db/migrate";
import type { Deps } from "./deps";

/** Hono's type table has no WAV (the demo voice message): without this it goes out as octet-stream. */
const wavType: MiddlewareHandler = async (c, next) => {
  await next();
  const served = c.res.headers.get("content-type") === "application/octet-stream";
  if (served && c.req.path.endsWith(".wav")) c.header("Content-Type", "audio/wav");
};

export interface AppOptions {
  consoleDir?: string;
  /** The signed-in doctor's first screen in the console's HTML (http/first-screen.ts); none: the browser renders every page. */
  firstScreen?: FirstScreen | null;
  /** A proxy in front sets X-Forwarded-Proto / -For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** The deadline of non-upload bodies (the server's own timeouts are set where it listens: server.ts). */
  timeouts?: Pick<Timeouts, "bodyMs">;
  /** The access log's logger (http/access-log.ts); none: no access log (tests). */
  logger?: Logger;
  /** The server's stop (server.ts): /readyz answers 503 and event streams are told to reconnect elsewhere. */
  lifecycle?: Lifecycle;
}

/** What a stopping server tells the app. */
export interface Lifecycle {
  stopping: boolean;
  /** The open event streams: each, called, tells its console to reconnect (to another instance) and ends. */
  streams: Set<() => Promise<void>>;
}

/** How soon a console's EventSource reconnects after a stopping server ends its stream. */
export const RECONNECT_MS = 1000;

export function createApp(deps: Deps, options: AppOptions = {}): Hono {
  const api = new Hono();
  api.use("*", noStore, sameOriginWrites);
  const serve = createRouter(api, deps);
  accountRoutes(serve);
  articleRoutes(serve);
  commentRoutes(serve);
  orderRoutes(serve);
  nutritionRoutes(serve);
  qrRoutes(serve);
  uploadRoutes(serve);
  chatRoutes(serve);

  api.get(EVENTS_PATH, async (c) => {
    const session = await sessionDoctor(deps, c);
    if (!session) return c.json({ errcode: 401, errmsg: errorMessages.loginTimeout, result: null }, 401);
    return streamSSE(c, async (stream) => {
      let wake = () => undefined as void;
      let open = true;
      // Writes in order, and the last one (a kick) is out before the stream closes.
      let writing = Promise.resolve();
      const write = (event: string, data: string) => (writing = writing.then(() => stream.writeSSE({ event, data })).catch(() => undefined));
      const end = () => {
        open = false;
        unsubscribe();
        wake();
      };
      const unsubscribe = deps.channel.subscribe(
        session.sessionId,
        session.doctorId,
        (event) => {
          void write(event.type, JSON.stringify(event));
          // A patient's message on the doctor's console now: the patient sees 已送达 (chat.ts).
          if (event.type === "chat" && event.event.type === "message" && event.event.message.from === "patient") void markDelivered(deps, "doctor", event.event.message);
        },
        // Logout or a newer login elsewhere: the stream ends now, not at the next ping.
        end,
      );
      stream.onAbort(end);
      // The server stops: the console reconnects in a second, to an instance still running.
      const stop = async () => {
        writing = writing.then(() => stream.writeSSE({ event: "reconnect", data: "{}", retry: RECONNECT_MS })).catch(() => undefined);
        await writing;
        end();
      };
      options.lifecycle?.streams.add(stop);
      stream.onAbort(() => void options.lifecycle?.streams.delete(stop));
      await write("ready", "{}");
      while (open) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 25_000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (!open) break;
        // A session that expired (or whose row was deleted by hand) hears nothing more: the
        // stream ends, and the browser's reconnection is answered 401 (a database error: the next
        // ping asks again).
        if ((await openSessionDoctor(deps, session.sessionId).catch(() => undefined)) === null) end();
        else await write("ping", "{}");
      }
      await writing;
      options.lifecycle?.streams.delete(stop);
    });
  });

  const app = new Hono();
  app.use("*", accessLog(options.logger ?? null, { trustProxy: options.trustProxy ?? false }));
  app.use("*", noStoreOnErrors, transport({ trustProxy: options.trustProxy ?? false }), securityHeaders, bodyLimits(options.timeouts));
  // For the load balancer (docs/deployment.md "Watching the server"): no session, outside /api.
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (options.lifecycle?.stopping) return c.json({ status: "stopping" }, 503);
    try {
      const head = migrations().length;
      const { rows } = await deps.db.query<{ version: number | null }>("SELECT max(version) AS version FROM schema_migrations");
      const version = rows[0]?.version ?? 0;
      if (version !== head) return c.json({ status: "migrations behind", version, head }, 503);
      return c.json({ status: "ready", version });
    } catch {
      return c.json({ status: "database unavailable" }, 503);
    }
  });
  app.onError((error, c) => {
    console.error(error);
    return c.json({ errcode: INTERNAL, errmsg: serverMessages.internal, result: null }, 500);
  });
  // The built console, from memory; before the API so that its no-store does not reach it.
  const consoleSite = options.consoleDir
    ? serveConsole(options.consoleDir, ["/api", "/uploads", "/qr", "/healthz", "/readyz", PREVIEW_PATH, PATIENT_CHAT_PATH], options.firstScreen ?? null)
    : null;
  if (consoleSite) app.use("*", consoleSite.files);
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({ errcode: 404, errmsg: serverMessages.notFound, result: null }, 404));
  // Uploaded files (photos, signatures, PDFs) load from an upload path on the API host.
  // Published content to anyone; documents, signatures, PDFs and unpublished files to their doctor only (uploads.ts).
  app.use("/uploads/*", uploadAccess(deps));
  // A generated PDF carries a patient's data: who fetched it goes into the audit trail.
  app.use("/uploads/pdf/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) deps.audit.queue({ ...deps.audit.from(c), doctorId: c.get("doctorId") ?? null, action: "read", what: "prescriptionPdf", record: c.req.path });
  });
  app.use("/uploads/*", noStore, wavType, serveStatic({ root: deps.filesDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, "") }));
  // QR login: the confirm page the second device opens (routes/qr.ts).
  app.route("/qr", qrConfirmPage(deps));
  // The signed mobile preview of an article (routes/article-preview.ts).
  app.route(PREVIEW_PATH, articlePreviewPage(deps));
  // The patient page of an order's chat, from its signed link (routes/patient-chat.ts).
  app.route(PATIENT_CHAT_PATH, patientChatPage(deps, options.lifecycle));
  app.route("/", api);

  if (consoleSite) app.get("*", consoleSite.index);
  return app;
}
