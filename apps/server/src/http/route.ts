/**
 * Serves one row of the contract table: reads the input the way the row says it travels
 * (query, form, JSON, multipart), validates it with the row's schema, checks the session,
 * runs the handler and answers with the errcode envelope. Bad input answers BAD_INPUT with a
 * clear errmsg; it never reaches a handler, so it can never write half a record.
 */
import type { Context, Hono } from "hono";
import { contract, type CallName, type CallResult, type CallDef } from "@doctor-console/api/contract";
import * as z from "zod/mini";
import { badInputMessage, errorMessages, serverMessages } from "@doctor-console/domain";
import { jsonAnswer } from "./compress";
import { BAD_INPUT, PlatformError, ok } from "./envelope";
import { sessionDoctor } from "./session";
import { ThrottledError, throttled } from "./throttle";
import { checkMentionedUploads } from "../uploads";
import { stateChangingGets } from "./security";
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

/** A repeated field comes as the list of its values (which the strict schema then refuses). */
const oneOrAll = (values: Record<string, string[]>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));

async function readInput(c: Context, def: CallDef): Promise<Record<string, unknown>> {
  const params = c.req.param() as Record<string, string>;
  switch (def.encoding) {
    case "query":
      return { ...oneOrAll(c.req.queries()), ...params };
    case "form": {
      const type = c.req.header("content-type") ?? "";
      if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
        throw new PlatformError(BAD_INPUT, serverMessages.needForm);
      }
      const body = await c.req.parseBody({ all: true }).catch(() => {
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

/** Calls that may write a record; deleteVerification names a file to remove, not to keep. */
const writesRecord = (name: CallName, def: CallDef) => (def.method !== "GET" || stateChangingGets.has(def.path)) && name !== "deleteVerification";

export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]] : issue.path;
  return badInputMessage(field.join("."));
}

/** A value where a number or a text belongs: one of those, never a boolean, list, object or null. */
const scalar = z.union([z.string(), z.number()]);

/**
 * The strict twin of a contract schema, checked before it: the same fields and no others
 * (`z.strictObject`), and the JSON kind of each value — a boolean, a list, an object or a repeated
 * form field where a number or a text belongs is refused, where the contract's coercion would
 * have read `true` as 1. The contract's schema then judges the values themselves.
 * See docs/behaviour/errors.md.
 */
export function strictInput(schema: z.core.$ZodType): z.ZodMiniType {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case "object":
      return z.strictObject(Object.fromEntries(Object.entries(def.shape as Record<string, z.core.$ZodType>).map(([k, v]) => [k, strictInput(v)])));
    case "optional":
    case "default":
    case "prefault":
      return z.optional(strictInput(def.innerType as z.core.$ZodType));
    case "nullable":
      return z.nullable(strictInput(def.innerType as z.core.$ZodType));
    case "array":
      return z.array(strictInput(def.element as z.core.$ZodType));
    case "pipe":
      return strictInput(def.in as z.core.$ZodType);
    case "union":
      return z.union((def.options as z.core.$ZodType[]).map(strictInput) as [z.ZodMiniType, z.ZodMiniType]);
    case "boolean":
      return z.union([z.boolean(), z.string()]);
    case "custom":
    case "any":
    case "unknown":
      return z.unknown();
    default:
      return scalar;
  }
}
const strictInputs = new Map<CallName, z.ZodMiniType>();
const strictOf = (name: CallName): z.ZodMiniType => {
  let strict = strictInputs.get(name);
  if (!strict) strictInputs.set(name, (strict = strictInput(contract[name].input as z.core.$ZodType)));
  return strict;
};

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
          const strict = strictOf(name).safeParse(raw);
          if (!strict.success) throw new PlatformError(BAD_INPUT, describeIssue(strict.error.issues[0]!));
          const parsed = def.input.safeParse(raw);
          if (!parsed.success) throw new PlatformError(BAD_INPUT, describeIssue(parsed.error.issues[0]!));
          input = parsed.data;
        }
        // A record names only the doctor's own files (uploads.ts): checked before any handler writes.
        if (session && writesRecord(name, def)) await checkMentionedUploads(deps.db, session.doctorId, input);
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
