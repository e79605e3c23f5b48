import pg from 'pg';

/**
 * Runs `onPayload` for every NOTIFY on `channel` until the returned function is called. `onGap`
 * hears when notifications may be missed (`lost`: the connection dropped) and when they flow again
 * (`restored`), so a cache kept fresh by them can stop trusting itself in between.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onGap?: (state: 'lost' | 'restored') => void,
) => Promise<() => Promise<void>>;

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
  const gapHandlers = new Set<(state: 'lost' | 'restored') => void>();
  const announce = (state: 'lost' | 'restored') => {
    for (const handler of gapHandlers) handler(state);
  };
  const dispatch = (msg: pg.Notification) => {
    for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
  };
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // Once a connection has been made, every later one follows a lost one.
  let connectedBefore = false;

  // Tried every second until it succeeds: a server that is down for longer must not end LISTEN.
  const reconnect = () => {
    retry = setTimeout(
      () =>
        void connect().catch((err: Error) => {
          onError(err);
          if (!closed && handlers.size > 0) reconnect();
        }),
      1000,
    );
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', dispatch);
      const lost = (err?: Error) => {
        if (client !== next) return;
        client = null;
        connecting = null;
        announce('lost');
        if (err) onError(err);
        if (!closed && handlers.size > 0) reconnect();
      };
      next.on('error', lost);
      next.on('end', () => lost());
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
      const reconnected = connectedBefore;
      connectedBefore = true;
      client = next;
      if (reconnected) announce('restored');
      return next;
    })();
    connecting.catch(() => (connecting = null));
    return connecting;
  };

  const listen: Listen = async (channel, onPayload, onGap) => {
    assertChannel(channel);
    if (onGap) gapHandlers.add(onGap);
    let set = handlers.get(channel);
    const first = !set;
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    const connected = await connect();
    if (first && client === connected) await connected.query(`listen "${channel}"`);
    return async () => {
      if (onGap) gapHandlers.delete(onGap);
      set.delete(onPayload);
      if (set.size > 0 || handlers.get(channel) !== set) return;
      handlers.delete(channel);
      await client?.query(`unlisten "${channel}"`).catch(() => {});
    };
  };

  return {
    listen,
    /**
     * Makes a pooled connection LISTEN to `channels` too, for the same subscribers: PostgreSQL
     * hands a session its own notifications at commit, before the commit's reply, so the process
     * hears of its own writes before they return (notify-channels.ts). For pg-pool's `onConnect`.
     */
    async hearOwnWrites(pooled: pg.ClientBase, channels: readonly string[]) {
      pooled.on('notification', dispatch);
      for (const channel of channels) {
        assertChannel(channel);
        await pooled.query(`listen "${channel}"`);
      }
    },
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
