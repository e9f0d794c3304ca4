import type { ChatConversation, ChatDeliveryState, ChatThreadMessage } from "@doctor-console/domain";

/**
 * What the workbench needs of a chat provider, by shape: `@doctor-console/api`'s `ChatTransport`
 * fits it (so does any object with these functions), and ui stays free of the api package.
 */
export type ChatWorkbenchDraft =
  | { clientId: string; kind: "text"; text: string }
  | { clientId: string; kind: "image"; file: Blob; onProgress?: (fraction: number) => void };

export type ChatWorkbenchEvent =
  | { type: "message"; message: ChatThreadMessage }
  | { type: "status"; conversationId: string; upTo: string; state: ChatDeliveryState }
  | { type: "conversation"; conversation: ChatConversation };

export interface ChatWorkbenchTransport {
  connect(): Promise<void>;
  conversations(signal?: AbortSignal): Promise<ChatConversation[]>;
  history(
    conversationId: string,
    options?: { before?: string | null; limit?: number; signal?: AbortSignal },
  ): Promise<{ messages: ChatThreadMessage[]; before: string | null }>;
  send(conversationId: string, draft: ChatWorkbenchDraft): Promise<ChatThreadMessage>;
  markRead(conversationId: string, upTo: string): Promise<void>;
  subscribe(listener: (event: ChatWorkbenchEvent) => void): () => void;
}

/** A client id for a new message: chosen once, kept by every retry. */
export function newClientId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `c${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}
