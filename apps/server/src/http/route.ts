/**
 * Serves one row of the contract table: reads the input the way the row says it travels
 * (query, form, JSON, multipart), validates it with the row's schema, checks the session,
 * runs the handler and answers with the errcode envelope. Bad input answers BAD_INPUT with a
 * clear errmsg; it never reaches a handler, so it can never write half a record.
 */
import type { Context, Hono } from "hono";
import { contract, type CallName, type CallResult, type CallDef } from "@doctor-console/api/contract";
import type * as z from "zod";
import { badInputMessage, errorMessages, serverMessages } from "@doctor-console/domain";
import { jsonAnswer } from "./compress";
import { BAD_INPUT, PlatformError, ok } from "./envelope";
import { sessionDoctor } from "./session";
import { ThrottledError, throttled } from "./throttle";
import type { Deps } from "../deps";

export interface HandlerContext {
  c: Context;
  deps: Deps;
  /** The signed-in doctor (null only on public calls). */
  doctorId: number;
  /** The session's id (the hash of its token; "" on public calls). */
  sessionId: string;
}

type Input<N extends CallName> = z.output<(typeof contract)[N]["input"]>;
export type Handler<N extends CallName> = (input: Input<N>, ctx: HandlerContext) => Promise<CallResult<N>>;

/** Calls that work without a session: signing in. */
const publicCalls = new Set<CallName>(["login", "getQrCode", "pollQrLogin"]);

async function readInput(c: Context, def: CallDef): Promise<Record<string, unknown>> {
  const params = c.req.param() as Record<string, string>;
  switch (def.encoding) {
    case "query":
      return { ...c.req.query(), ...params };
    case "form": {
      const type = c.req.header("content-type") ?? "";
      if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
        throw new PlatformError(BAD_INPUT, serverMessages.needForm);
      }
      const body = await c.req.parseBody().catch(() => {
        throw new PlatformError(BAD_INPUT, serverMessages.badForm);
      });
      return { ...(body as Record<string, unknown>), ...params };
    }
    case "json": {
      if (!(c.req.header("content-type") ?? "").startsWith("application/json")) throw new PlatformError(BAD_INPUT, serverMessages.needJson);
      const body: unknown = await c.req.json().catch(() => {
        throw new PlatformError(BAD_INPUT, serverMessages.badJson);
      });
      if (typeof body !== "object" || body === null || Array.isArray(body)) throw new PlatformError(BAD_INPUT, serverMessages.needJsonObject);
      return { ...(body as Record<string, unknown>), ...params };
    }
    case "multipart":
      // Uploads are streamed by their own handler (uploads.ts); only path params here.
      return { ...params };
  }
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  return badInputMessage(issue.path.join("."));
}

export function createRouter(app: Hono, deps: Deps) {
  return function serve<N extends CallName>(name: N, handler: Handler<N>): void {
    const def = contract[name] as CallDef;
    const method = def.method === "GET" ? "get" : "post";
    app[method](def.path, async (c) => {
      const session = await sessionDoctor(deps, c);
      if (!session && !publicCalls.has(name)) return c.json({ errcode: 401, errmsg: errorMessages.loginTimeout, result: null }, 401);
      let input: unknown = null;
      try {
        const raw = await readInput(c, def);
        // Multipart fields are read (and checked) while the upload streams, in uploads.ts.
        input = raw;
        if (def.encoding !== "multipart") {
          const parsed = def.input.safeParse(raw);
          if (!parsed.success) throw new PlatformError(BAD_INPUT, describeIssue(parsed.error.issues[0]!));
          input = parsed.data;
        }
        const result = await handler(input as Input<N>, { c, deps, doctorId: session?.doctorId ?? 0, sessionId: session?.sessionId ?? "" });
        // The audit trail decides which calls it keeps (audit.ts).
        await deps.audit.call(c, name, { doctorId: session?.doctorId ?? 0 }, input, result);
        return await jsonAnswer(c, ok(result ?? null));
      } catch (error) {
        if (error instanceof PlatformError) {
          await deps.audit.call(c, name, { doctorId: session?.doctorId ?? 0 }, input, null, error);
          return await jsonAnswer(c, { errcode: error.errcode, errmsg: error.errmsg, result: null });
        }
        if (error instanceof ThrottledError) return throttled(c, error.retryAfterS);
        throw error;
      }
    });
  };
}
export type Serve = ReturnType<typeof createRouter>;
