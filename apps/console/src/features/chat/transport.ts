/**
 * The console's chat provider, in one place: the reference server's transport over the console's
 * api client. A hospital on another instant-messaging service puts its own `ChatTransport` here
 * (see docs/behaviour/chat.md and docs/reusing-the-packages.md); nothing else changes.
 */
import { createServerChatTransport, type ChatTransport } from "@doctor-console/api";
import { api } from "../../api";

let transport: ChatTransport | null = null;

/** The one transport of the console, made on first use. */
export function chatTransport(): ChatTransport {
  return (transport ??= createServerChatTransport({ client: api }));
}
