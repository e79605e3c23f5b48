import { describe, expect, it, vi } from 'vitest';
import { cacheOrderHistory } from '../cached-order-repository';
import { OrderHistory } from '../order-history';
import type { OrderHistoryRow } from '../order-repository';
import type { Listen } from '../../../db/listen';
import { fakeListen } from '../../../testing/fake-listen';

const NOW = new Date('2026-11-22T12:00:00Z');

const row = (id: string, session?: { secret: string; expiresAt: Date }): OrderHistoryRow => ({
  id,
  displayOrderId: `PT-${id}`,
  createdAt: NOW,
  status: session ? 'pending_payment' : 'paid',
  currency: 'EUR',
  totalCents: 2499,
  clientSecret: session?.secret ?? null,
  sessionExpiresAt: session?.expiresAt ?? null,
  shippingAddressId: 'address',
  trackingNumber: null,
  trackingUrl: null,
  vat: { vatCountry: 'EE', vatRateBasisPoints: 2400, vatCents: 484, shippingCountry: 'EE' },
  hasInvoice: false,
  hasCreditNote: false,
  replacementOf: null,
  replacedBy: null,
});

/** A load that answers a new history per call (so a test can tell a cached answer from a new one). */
function loader(rowsFor: (userId: string) => OrderHistoryRow[] = (userId) => [row(`${userId}-1`)]) {
  return vi.fn(async (userId: string) => new OrderHistory(rowsFor(userId)));
}

async function ready(listen: Listen, load = loader()) {
  const cache = cacheOrderHistory(load, listen);
  await vi.waitFor(async () => {
    await cache.listForUser('probe', NOW);
    expect(await cache.listForUser('probe', NOW)).toBe(await cache.listForUser('probe', NOW));
  });
  load.mockClear();
  return cache;
}

describe('the order-history cache', () => {
  it('answers a customer’s repeated reads from memory, and each customer only their own list', async () => {
    const { listen } = fakeListen();
    const load = loader();
    const cache = await ready(listen, load);
    const first = await cache.listForUser('alice', NOW);
    expect(await cache.listForUser('alice', NOW)).toBe(first);
    const bobs = await cache.listForUser('bob', NOW);
    expect(bobs.rows.map((r) => r.id)).toEqual(['bob-1']);
    expect(first.rows.map((r) => r.id)).toEqual(['alice-1']);
    expect(load.mock.calls.map(([userId]) => userId)).toEqual(['alice', 'bob']);
  });

  it('forgets exactly the customer a change notification names', async () => {
    const { listen, notify } = fakeListen();
    const load = loader();
    const cache = await ready(listen, load);
    const alices = await cache.listForUser('alice', NOW);
    const bobs = await cache.listForUser('bob', NOW);
    notify('alice');
    expect(await cache.listForUser('alice', NOW)).not.toBe(alices);
    expect(await cache.listForUser('bob', NOW)).toBe(bobs);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('lets reads that miss at once share one query', async () => {
    const { listen } = fakeListen();
    const load = loader();
    const cache = await ready(listen, load);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.listForUser('alice', NOW)));
    expect(new Set(answers).size).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps, nor shares after a change, a list read while that customer’s orders changed', async () => {
    const { listen, notify } = fakeListen();
    let release: (history: OrderHistory) => void = () => {};
    const load = loader();
    const cache = await ready(listen, load);
    load.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const before = cache.listForUser('alice', NOW);
    notify('alice'); // the change commits while the first read is still running
    const after = cache.listForUser('alice', NOW);
    release(new OrderHistory([row('stale')]));
    expect((await before).rows.map((r) => r.id)).toEqual(['stale']);
    expect((await after).rows.map((r) => r.id)).toEqual(['alice-1']);
    expect((await cache.listForUser('alice', NOW)).rows.map((r) => r.id)).toEqual(['alice-1']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a list with a payment form only until that payment session expires', async () => {
    const { listen } = fakeListen();
    const expiresAt = new Date(NOW.getTime() + 60_000);
    const load = loader(() => [row('pending', { secret: 'cs_open', expiresAt }), row('paid')]);
    const cache = await ready(listen, load);
    const first = await cache.listForUser('alice', NOW);
    expect(await cache.listForUser('alice', new Date(expiresAt.getTime() - 1))).toBe(first);
    expect(await cache.listForUser('alice', expiresAt)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the database while notifications may be missed, and trusts memory again once they flow', async () => {
    const { listen, gap } = fakeListen();
    const load = loader();
    const cache = await ready(listen, load);
    await cache.listForUser('alice', NOW);
    gap('lost');
    await cache.listForUser('alice', NOW);
    await cache.listForUser('alice', NOW);
    expect(load).toHaveBeenCalledTimes(3);
    gap('restored');
    await cache.listForUser('alice', NOW);
    await cache.listForUser('alice', NOW);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('never answers from memory when it cannot listen', async () => {
    const { listen } = fakeListen(true);
    const load = loader();
    let refused: Promise<unknown> = Promise.resolve();
    const cache = cacheOrderHistory(load, (...args) => (refused = listen(...args)));
    // Handlers run in the order they were added: the cache has heard of the refusal before this.
    await refused.catch(() => undefined);
    await cache.listForUser('alice', NOW);
    await cache.listForUser('alice', NOW);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
