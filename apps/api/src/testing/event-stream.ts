import { createParser } from 'eventsource-parser';

/** One server-sent event as a test reads it. */
export type ReceivedEvent = { event: string; data: string; at: number };

/**
 * Reads a text/event-stream answer in the background: every event lands in `events`, and
 * `next(name)` waits for the next one of that name. `close()` aborts the request.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const waiters: { name: string; from: number; resolve: (e: ReceivedEvent) => void }[] = [];
  let consumed = 0;
  const settle = () => {
    for (const waiter of [...waiters]) {
      const found = events.slice(waiter.from).find((e) => e.event === waiter.name);
      if (!found) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(found);
    }
  };
  const done = (async () => {
    if (!response.ok || !response.body) return;
    const parser = createParser({
      onEvent: ({ event, data }) => events.push({ event: event ?? 'message', data, at: performance.now() }),
    });
    try {
      for await (const text of response.body.pipeThrough(new TextDecoderStream())) {
        parser.feed(text);
        settle();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    response,
    events,
    /** The next event of this name after those already taken by `next`. */
    next(name: string, ms = 10_000): Promise<ReceivedEvent> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${name}' event within ${ms} ms`)), ms);
        waiters.push({
          name,
          from: consumed,
          resolve: (e) => {
            clearTimeout(timer);
            consumed = events.indexOf(e) + 1;
            resolve(e);
          },
        });
        settle();
      });
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
