/** The errcode envelope of docs/behaviour/errors.md#the-envelope and the server's own error type. */
import { errcodes, serverMessages } from "@doctor-console/domain";

export interface Envelope<R = unknown> {
  errcode: number;
  errmsg: string;
  result: R;
}

export const ok = <R>(result: R): Envelope<R> => ({ errcode: 0, errmsg: "success", result });

/** Errcodes the reference server answers with, beyond the spec's catalogue. */
export const BAD_INPUT = 10001;
export const FORBIDDEN_ORIGIN = 10003;
export const INTERNAL = 10500;

/** Thrown by handlers: answered as `{errcode, errmsg, result: null}` with HTTP 200. */
export class PlatformError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(errmsg);
  }
}

/** See docs/behaviour/errors.md#error-catalogue: 30007, no data / not found. Another doctor's record answers this too, never its content. */
export const notFound = () => new PlatformError(errcodes.notFound, serverMessages.noData);
