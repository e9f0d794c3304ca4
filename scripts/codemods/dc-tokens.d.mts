/** Rewrites the ui's former token class names and variables to the `dc-` ones (idempotent). */
export function transform(source: string): string;
