import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../order-status';
import {
  isOrderStatus,
  ORDER_STATUS_GROUP_LABELS,
  ORDER_STATUS_GROUPS,
  ORDER_STATUSES,
  orderStatusSchema,
  statusGroupOf,
  statusLabel,
} from '../order-status';
import { canTransition, isFinalStatus, PRODUCTION_SEQUENCE, statusRank } from '../order-status-transition';

describe('order status groups', () => {
  it('offers the groups of the spec filter, in its order', () => {
    expect(ORDER_STATUS_GROUP_LABELS).toEqual([
      'Pending Payment',
      'Processing',
      'On Hold',
      'Shipped',
      'Delivered',
      'Canceled/Failed',
    ]);
  });

  it('files every status under exactly one group, paid under Processing', () => {
    for (const status of ORDER_STATUSES) {
      const holding = ORDER_STATUS_GROUPS.filter((g) => (g.statuses as readonly string[]).includes(status));
      expect(holding.length, status).toBe(status === 'paid' ? 0 : 1);
      expect(statusGroupOf(status), status).toBe(holding[0]?.label ?? 'Processing');
    }
    // Every group is offered because some status falls in it.
    expect(new Set(ORDER_STATUSES.map(statusGroupOf))).toEqual(new Set(ORDER_STATUS_GROUP_LABELS));
  });

  it('knows every status once, paid included, and nothing else', () => {
    expect(new Set(ORDER_STATUSES).size).toBe(ORDER_STATUSES.length);
    for (const status of ORDER_STATUSES) {
      expect(isOrderStatus(status)).toBe(true);
      expect(orderStatusSchema.safeParse(status).success).toBe(true);
    }
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('lost_in_space')).toBe(false);
    expect(orderStatusSchema.safeParse('nope').success).toBe(false);
  });

  it('finds the group of a status', () => {
    expect(statusGroupOf('payment_expired')).toBe('Pending Payment');
    expect(statusGroupOf('printing')).toBe('Processing');
    expect(statusGroupOf('not_connected')).toBe('On Hold');
    expect(statusGroupOf('in_transit')).toBe('Shipped');
    expect(statusGroupOf('delivered')).toBe('Delivered');
    expect(statusGroupOf('returned')).toBe('Canceled/Failed');
    expect(statusGroupOf('paid')).toBe('Processing');
    expect(statusGroupOf('something_new')).toBeNull();
  });

  it('shows underscores as spaces', () => {
    expect(statusLabel('pending_payment')).toBe('pending payment');
    expect(statusLabel('pending_personalization')).toBe('pending personalization');
    expect(statusLabel('delivered')).toBe('delivered');
  });
});

describe('canTransition', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['pending_payment', 'payment_authorized'],
    ['pending_payment', 'paid'],
    ['pending_payment', 'payment_expired'],
    ['payment_expired', 'pending_payment'],
    ['payment_expired', 'payment_authorized'],
    ['payment_expired', 'paid'],
    ['payment_authorized', 'paid'],
    ['paid', 'created'],
    ['payment_authorized', 'created'],
    ['created', 'printed'],
    ['uploading', 'passed'],
    ['printed', 'shipped'],
    ['shipped', 'in_transit'],
    ['in_transit', 'delivered'],
    ['printed', 'delivered'],
    ['paid', 'on_hold'],
    ['printing', 'on_hold'],
    ['on_hold', 'printing'],
    ['on_hold', 'created'],
    ['on_hold', 'not_connected'],
    ['draft', 'created'],
    ['on_hold', 'shipped'],
    ['pending_payment', 'canceled'],
    ['payment_expired', 'canceled'],
    ['printing', 'failed'],
    ['on_hold', 'canceled'],
    ['in_transit', 'returned'],
  ];
  const refused: [OrderStatus, OrderStatus][] = [
    ['delivered', 'in_transit'],
    ['delivered', 'returned'],
    ['delivered', 'canceled'],
    ['in_transit', 'shipped'],
    ['shipped', 'printing'],
    ['printed', 'created'],
    ['paid', 'payment_authorized'],
    ['payment_authorized', 'pending_payment'],
    ['paid', 'payment_expired'],
    ['pending_payment', 'created'],
    ['pending_payment', 'shipped'],
    ['pending_payment', 'on_hold'],
    ['on_hold', 'paid'],
    ['on_hold', 'pending_payment'],
    ['shipped', 'on_hold'],
    ['canceled', 'payment_authorized'],
    ['canceled', 'failed'],
    ['failed', 'created'],
    ['returned', 'delivered'],
    ['printing', 'printing'],
    ['pending_payment', 'pending_payment'],
  ];

  it.each(allowed)('%s -> %s is allowed', (from, to) => expect(canTransition(from, to)).toBe(true));
  it.each(refused)('%s -> %s is refused', (from, to) => expect(canTransition(from, to)).toBe(false));

  it('never moves back along the ladder', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const a = statusRank(from);
        const b = statusRank(to);
        if (a !== null && b !== null && b < a) expect(canTransition(from, to)).toBe(false);
      }
    }
  });

  it('lets nothing leave a final status', () => {
    const finals = ORDER_STATUSES.filter(isFinalStatus);
    expect(finals.sort()).toEqual(['canceled', 'delivered', 'failed', 'returned']);
    for (const from of finals) for (const to of ORDER_STATUSES) expect(canTransition(from, to)).toBe(false);
  });

  it('ranks the production steps in sequence', () => {
    const ranks = PRODUCTION_SEQUENCE.map(statusRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => (a ?? 0) - (b ?? 0)));
    for (let i = 1; i < PRODUCTION_SEQUENCE.length; i++) {
      expect(canTransition(PRODUCTION_SEQUENCE[i - 1]!, PRODUCTION_SEQUENCE[i]!)).toBe(true);
    }
    expect(statusRank('on_hold')).toBeNull();
    expect(statusRank('canceled')).toBeNull();
  });
});
