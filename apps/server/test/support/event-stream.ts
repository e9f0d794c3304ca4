/** Server-sent events read as they arrive, for the tests and the benches (no test runner needed). */

export interface EventReading {
  /** Resolves when the stream has ended (or failed). */
  ended: Promise<void>;
  /** Stops reading; resolves once the reading has ended. */
  cancel(): Promise<void>;
}

/**
 * Reads an event stream's body as it arrives, handing each event (its name, "message" when it
 * has none, and its data line) to `onEvent`.
 */
export function readEvents(body: ReadableStream<BufferSource>, onEvent: (event: string, data: string) => void): EventReading {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onEvent(/^event: ?(.*)$/m.exec(block)?.[1] ?? "message", /^data: ?(.*)$/m.exec(block)?.[1] ?? "");
      }
    }
  })();
  return {
    ended,
    async cancel() {
      await reader.cancel();
      await ended;
    },
  };
}
