/**
 * @doctor-console/api: the platform client and how each call travels. The input schemas (zod)
 * are in the `@doctor-console/api/contract` entry, for servers and tests.
 */
export * from "./wire";
export * from "./client";
export type * from "./chat";
export type { CallInput } from "./contract";
export * from "./server-chat-transport";
