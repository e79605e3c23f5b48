import type { Listen } from '../../db/listen';
import { ORDER_HISTORY_CHANNEL } from '../../db/notify-channels';
import type { OrderHistory } from './order-history';

const MAX_CUSTOMERS = 10_000;
// A safety net only: every change already evicts through the trigger's notification.
const MAX_AGE_MS = 5 * 60_000;

type LoadHistory = (userId: string, now: Date) => Promise<OrderHistory>;
type Entry = { history: OrderHistory; validUntilMs: number };
type Flight = { promise: Promise<OrderHistory>; stale: boolean };

/**
 * The order history of recently active customers, kept in memory per customer and evicted by the
 * 'order_history_changed' notification that a trigger sends for every change to their orders or
 * payment sessions, from any process (migration 0008). Reads of one customer that miss at the same
 * time share one query. A list showing a payment form's secret is kept only until that session
 * expires. While notifications cannot be trusted (not yet listening, or the listening connection
 * was lost) every read goes to the database. A kept history is handed out as it is, with what was
 * made of it (the contract's list, the reply's bytes): this is the order history's only cache.
 */
export function cacheOrderHistory(load: LoadHistory, listen: Listen) {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  let trusted = false;

  const evict = (userId: string) => {
    entries.delete(userId);
    const flight = flights.get(userId);
    if (flight) flight.stale = true;
    flights.delete(userId);
  };
  const distrust = () => {
    trusted = false;
    entries.clear();
    for (const flight of flights.values()) flight.stale = true;
    flights.clear();
  };

  // Listens for the database's lifetime (closing it ends the LISTEN); if listening fails, the
  // cache is never trusted and every read goes to the database.
  void listen(ORDER_HISTORY_CHANNEL, evict, (state) =>
    state === 'lost' ? distrust() : (trusted = true),
  ).then(
    () => (trusted = true),
    () => undefined,
  );

  const validUntil = ({ rows }: OrderHistory) =>
    rows.reduce(
      (until, row) =>
        row.clientSecret && row.sessionExpiresAt ? Math.min(until, row.sessionExpiresAt.getTime()) : until,
      Number.POSITIVE_INFINITY,
    );

  const fetchShared = (userId: string, now: Date): Promise<OrderHistory> => {
    const running = flights.get(userId);
    if (running) return running.promise;
    const flight: Flight = { stale: false, promise: load(userId, now) };
    flights.set(userId, flight);
    const settle = () => {
      if (flights.get(userId) === flight) flights.delete(userId);
    };
    flight.promise.then((history) => {
      settle();
      if (flight.stale || !trusted) return;
      if (entries.size >= MAX_CUSTOMERS) entries.delete(entries.keys().next().value!);
      const storedUntil = Math.min(validUntil(history), now.getTime() + MAX_AGE_MS);
      entries.set(userId, { history, validUntilMs: storedUntil });
    }, settle);
    return flight.promise;
  };

  return {
    async listForUser(userId: string, now: Date): Promise<OrderHistory> {
      if (!trusted) return load(userId, now);
      const hit = entries.get(userId);
      if (hit && hit.validUntilMs > now.getTime()) {
        // Least recently read customers leave first.
        entries.delete(userId);
        entries.set(userId, hit);
        return hit.history;
      }
      return fetchShared(userId, now);
    },
  };
}

/** The repository with its order-history reads cached; unchanged without LISTEN. */
export function withOrderHistoryCache<R extends { listForUser: LoadHistory }>(
  repository: R,
  listen?: Listen,
): R {
  if (!listen) return repository;
  const cache = cacheOrderHistory(repository.listForUser.bind(repository), listen);
  return { ...repository, listForUser: cache.listForUser };
}
