// The login rule lives in rules/login.ts (plain, for the sign-in page's budget); this is the same
// rule as a zod/mini schema, for forms that use a resolver.
import * as z from "zod/mini";
import { validationMessages as m } from "./messages";
import { loginErrors, loginValues, type LoginInput } from "../rules/login";

/** The same rule as a schema (account trimmed on output). */
export const loginSchema = z.pipe(
  z.object({ account: z.optional(z.unknown()), password: z.optional(z.unknown()) }, { error: m.accountRequired }).check((ctx) => {
    for (const [field, message] of Object.entries(loginErrors(ctx.value))) {
      ctx.issues.push({ code: "custom", message, path: [field], input: ctx.value });
    }
  }),
  z.transform((v) => loginValues(v as LoginInput)),
);
