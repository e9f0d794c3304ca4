/**
 * The real-time channel: server-sent events per session. It stands in for the chat service's
 * forced-logout event (see docs/behaviour/sign-in-and-session.md#single-device-login: codes 302 / 417 / kicked) and tells an open console about new
 * pending orders. When a session ends (logout, or kicked by a newer login) its open streams are
 * closed at once.
 *
 * One process: delivered in memory. Several servers on one PostgreSQL (`connect(db)`): every
 * message goes out as a NOTIFY and each instance delivers it to the streams it holds, so a login
 * on one instance kicks the console whose stream another instance serves.
 */
import type { ChatEvent, ServerEvent } from "@doctor-console/api/contract";
import type { Db } from "./db/store";

type Listener = (event: ServerEvent) => void;

interface Subscriber {
  doctorId: number;
  listener: Listener;
  /** Called when the session has ended: the stream closes. */
  onEnd: () => void;
}

/**
 * What travels between instances: an event for a session or a doctor, and/or the session's end;
 * or a chat event for the patient pages open on a conversation (chat.ts).
 */
type Message = { session: string; event?: ServerEvent; end?: boolean } | { doctor: number; event: ServerEvent } | { conversation: number; chat: ChatEvent };

export const EVENTS_CHANNEL = "dc_events";

export class Channel {
  private readonly bySession = new Map<string, Set<Subscriber>>();
  private readonly endListeners = new Set<(sessionId: string) => void>();
  private readonly byConversation = new Map<number, Set<(event: ChatEvent) => void>>();
  private db: Db | undefined;

  /** From now on, messages go through the database (NOTIFY) to every instance, this one included. */
  async connect(db: Db): Promise<void> {
    await db.listen(EVENTS_CHANNEL, (payload) => {
      try {
        this.deliver(JSON.parse(payload) as Message);
      } catch {
        // Not ours: ignore.
      }
    });
    this.db = db;
  }

  subscribe(sessionId: string, doctorId: number, listener: Listener, onEnd: () => void = () => undefined): () => void {
    let set = this.bySession.get(sessionId);
    if (!set) this.bySession.set(sessionId, (set = new Set()));
    const subscriber = { doctorId, listener, onEnd };
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.bySession.get(sessionId) === set) this.bySession.delete(sessionId);
    };
  }

  /** The patient page's stream of a conversation (routes/patient-chat.ts): hears its chat events. */
  subscribeConversation(orderId: number, listener: (event: ChatEvent) => void): () => void {
    let set = this.byConversation.get(orderId);
    if (!set) this.byConversation.set(orderId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byConversation.get(orderId) === set) this.byConversation.delete(orderId);
    };
  }

  /** Sends to the patient pages open on a conversation. */
  toConversation(orderId: number, event: ChatEvent): Promise<void> {
    return this.send({ conversation: orderId, chat: event });
  }

  /** Hears of every ended session (logout, kick), whichever instance ended it: the session cache. */
  onSessionEnd(listener: (sessionId: string) => void): void {
    this.endListeners.add(listener);
  }

  /** Sends to the consoles of one session. */
  toSession(sessionId: string, event: ServerEvent): Promise<void> {
    return this.send({ session: sessionId, event });
  }

  /** Sends to every open console of a doctor. */
  toDoctor(doctorId: number, event: ServerEvent): Promise<void> {
    return this.send({ doctor: doctorId, event });
  }

  /** The session has ended: its streams get `event` (if any), then close. */
  endSession(sessionId: string, event?: ServerEvent): Promise<void> {
    // Heard here at once (the next request on this instance must not find it), elsewhere by NOTIFY.
    for (const listener of this.endListeners) listener(sessionId);
    return this.send({ session: sessionId, event, end: true });
  }

  private async send(message: Message): Promise<void> {
    if (!this.db) return this.deliver(message);
    try {
      await this.db.notify(EVENTS_CHANNEL, JSON.stringify(message));
    } catch (error) {
      // An event not delivered is not worth failing the call that caused it.
      console.error("events:", error instanceof Error ? error.message : error);
    }
  }

  private deliver(message: Message): void {
    if ("conversation" in message) {
      for (const listener of this.byConversation.get(message.conversation) ?? []) listener(message.chat);
      return;
    }
    if ("doctor" in message) {
      for (const set of this.bySession.values()) for (const s of set) if (s.doctorId === message.doctor) s.listener(message.event);
      return;
    }
    if (message.end) for (const listener of this.endListeners) listener(message.session);
    const set = this.bySession.get(message.session);
    if (!set) return;
    for (const s of set) if (message.event) s.listener(message.event);
    if (message.end) {
      this.bySession.delete(message.session);
      for (const s of set) s.onEnd();
    }
  }
}
