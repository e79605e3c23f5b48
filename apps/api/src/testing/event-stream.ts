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
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length > 0) events.push({ event, data: data.join('\n'), at: performance.now() });
        }
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
