/**
 * The chat transport: what the console needs of an instant-messaging provider. The host app
 * fills it — with `createServerChatTransport` over the reference server, or with an adapter
 * over NetEase IM, Tencent IM, Matrix or its own service. See docs/behaviour/chat.md.
 */
import type { ChatConversation, ChatDeliveryState, ChatThreadMessage } from "@doctor-console/domain";

export interface ChatHistoryPage {
  /** Oldest first. */
  messages: ChatThreadMessage[];
  /** Cursor for the page before this one; null at the start of the conversation. */
  before: string | null;
}

export type ChatDraft =
  | { clientId: string; kind: "text"; text: string }
  | { clientId: string; kind: "image"; file: Blob; onProgress?: (fraction: number) => void };

export type ChatEvent =
  /** A new message, the doctor's own (from another tab or device) included. */
  | { type: "message"; message: ChatThreadMessage }
  /** Messages of a conversation changed state (delivered, read) up to and including `upTo`. */
  | { type: "status"; conversationId: string; upTo: string; state: ChatDeliveryState }
  /** A conversation changed (new, unread count, read-only). */
  | { type: "conversation"; conversation: ChatConversation };

export interface ChatTransport {
  /** Opens the connection; resolves when events flow. Calling it again is harmless. */
  connect(): Promise<void>;
  /** Closes the connection and drops the listeners. */
  disconnect(): void;
  /** The doctor's conversations, those waiting longest for a reply first. */
  conversations(signal?: AbortSignal): Promise<ChatConversation[]>;
  /** A page of history, newest page first: `before` null or omitted asks for the latest page. */
  history(
    conversationId: string,
    options?: { before?: string | null; limit?: number; signal?: AbortSignal },
  ): Promise<ChatHistoryPage>;
  /**
   * Sends a message. Idempotent by `draft.clientId`: sending the same draft again (a retry)
   * resolves to the message already stored, never a second one.
   */
  send(conversationId: string, draft: ChatDraft): Promise<ChatThreadMessage>;
  /** Marks the patient's messages read up to and including `upTo`. */
  markRead(conversationId: string, upTo: string): Promise<void>;
  /** Listens to events; returns the function that stops listening. */
  subscribe(listener: (event: ChatEvent) => void): () => void;
}
