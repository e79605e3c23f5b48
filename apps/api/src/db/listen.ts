import pg from 'pg';

/** Runs `onPayload` for every NOTIFY on `channel` until the returned function is called. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

const channelName = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string) {
  if (!channelName.test(channel)) throw new Error(`Unsafe notification channel: ${channel}`);
}

/**
 * LISTEN on a PostgreSQL server: one dedicated connection per process (a pooled one would be
 * handed back and lose its LISTENs), shared by every subscriber. A dropped connection is reopened
 * and its channels listened to again; what was notified meanwhile is lost, which is why the
 * designer keeps polling as its fallback (decision 021).
 */
export function createPostgresListener(url: string, onError: (err: Error) => void) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      const lost = (err?: Error) => {
        if (client !== next) return;
        client = null;
        connecting = null;
        if (err) onError(err);
        if (!closed && handlers.size > 0) retry = setTimeout(() => void connect().catch(onError), 1000);
      };
      next.on('error', lost);
      next.on('end', () => lost());
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
      client = next;
      return next;
    })();
    connecting.catch(() => (connecting = null));
    return connecting;
  };

  const listen: Listen = async (channel, onPayload) => {
    assertChannel(channel);
    let set = handlers.get(channel);
    const first = !set;
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    const connected = await connect();
    if (first && client === connected) await connected.query(`listen "${channel}"`);
    return async () => {
      set.delete(onPayload);
      if (set.size > 0 || handlers.get(channel) !== set) return;
      handlers.delete(channel);
      await client?.query(`unlisten "${channel}"`).catch(() => {});
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      clearTimeout(retry);
      handlers.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
