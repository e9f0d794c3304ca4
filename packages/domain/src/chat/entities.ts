/**
 * The chat between a doctor and the patient of an accepted consultation order: what a
 * conversation and a message are, whichever instant-messaging provider carries them.
 * See docs/behaviour/chat.md.
 */

/** Who wrote a message. */
export type ChatSender = "doctor" | "patient";

/** What a message carries. */
export type ChatContentKind = "text" | "image";

/**
 * Where a message stands, as its sender sees it: `sending` and `failed` exist only on the
 * sender's side (before the provider acknowledged it); the others come from the provider.
 */
export type ChatDeliveryState = "sending" | "sent" | "delivered" | "read" | "failed";

export interface ChatThreadMessage {
  /** The provider's id; while `sending` or `failed`, the client id. */
  id: string;
  /** Chosen by the sender before sending: a retry with the same client id never duplicates. */
  clientId: string;
  conversationId: string;
  from: ChatSender;
  kind: ChatContentKind;
  /** The text as typed (plain text, never HTML); empty for an image. */
  text: string;
  /** For an image: its address. */
  imageUrl?: string;
  /** ISO 8601 date-time. */
  sentAt: string;
  state: ChatDeliveryState;
}

export interface ChatConversation {
  id: string;
  /** The consultation order the conversation belongs to (`payRecordId`). */
  orderId: number;
  patientName: string;
  /** The patient's age and sex as the order shows them, if known. */
  patientSummary?: string;
  lastMessage: ChatThreadMessage | null;
  /** Messages of the patient the doctor has not read. */
  unread: number;
  /** ISO date-time of the oldest patient message the doctor has not answered yet; null if none. */
  waitingSince: string | null;
  /** True when the order is completed or closed: the thread can be read, not written. */
  readOnly: boolean;
}
