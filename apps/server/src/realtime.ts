/**
 * The real-time channel: server-sent events per session. It stands in for the chat service's
 * forced-logout event (spec §4: codes 302 / 417 / kicked) and tells an open console about new
 * pending orders.
 */
import type { ServerEvent } from "@doctor-console/api/contract";

type Listener = (event: ServerEvent) => void;

export class Channel {
  private readonly byToken = new Map<string, Set<Listener>>();
  private readonly tokenDoctor = new Map<string, number>();

  subscribe(token: string, doctorId: number, listener: Listener): () => void {
    let set = this.byToken.get(token);
    if (!set) this.byToken.set(token, (set = new Set()));
    set.add(listener);
    this.tokenDoctor.set(token, doctorId);
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.byToken.delete(token);
        this.tokenDoctor.delete(token);
      }
    };
  }

  /** Sends to the consoles of one session. */
  toSession(token: string, event: ServerEvent): void {
    this.byToken.get(token)?.forEach((l) => l(event));
  }

  /** Sends to every open console of a doctor. */
  toDoctor(doctorId: number, event: ServerEvent): void {
    for (const [token, id] of this.tokenDoctor) if (id === doctorId) this.toSession(token, event);
  }
}
