import type { Order } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { ALL_STATUSES, filterOrders, sortNewestFirst } from '../lib/filter-orders';
import { formatOrderDate } from '../lib/format-order';

const order = (display: string, status: string, created: string): Order => ({
  order_id: `00000000-0000-4000-8000-${display.replace(/\D/g, '').padStart(12, '0')}`,
  display_order_id: display,
  created_at: created,
  status,
  vat: { country: 'EE', rate_percent: 24, amount: 484 },
  has_invoice: false,
  has_credit_note: false,
  total_amount: 2499,
  currency: 'EUR',
  client_secret: null,
  shipping_address_id: '00000000-0000-4000-8000-000000000001',
  tracking_number: null,
  tracking_url: null,
});

const orders = [
  order('PT-1001', 'pending_payment', '2026-01-02T10:00:00Z'),
  order('PT-1002', 'payment_expired', '2026-03-02T10:00:00Z'),
  order('PT-1003', 'in_production', '2026-02-02T10:00:00Z'),
  order('PT-1004', 'paid', '2026-04-02T10:00:00Z'),
  order('PT-1005', 'on_hold', '2026-05-02T10:00:00Z'),
  order('PT-1006', 'in_transit', '2026-06-02T10:00:00Z'),
  order('PT-1007', 'delivered', '2026-07-02T10:00:00Z'),
  order('PT-1008', 'returned', '2026-08-02T10:00:00Z'),
  order('PT-1009', 'beamed_up', '2026-09-02T10:00:00Z'),
];
const ids = (list: Order[]) => list.map((o) => o.display_order_id);

describe('the order history filters', () => {
  it('sorts newest first', () => {
    expect(ids(sortNewestFirst(orders))).toEqual([
      'PT-1009',
      'PT-1008',
      'PT-1007',
      'PT-1006',
      'PT-1005',
      'PT-1004',
      'PT-1002',
      'PT-1003',
      'PT-1001',
    ]);
  });

  it('maps each status filter to the spec’s groups', () => {
    expect(ids(filterOrders(orders, '', 'Pending Payment'))).toEqual(['PT-1001', 'PT-1002']);
    expect(ids(filterOrders(orders, '', 'Processing'))).toEqual(['PT-1003', 'PT-1004']);
    expect(ids(filterOrders(orders, '', 'On Hold'))).toEqual(['PT-1005']);
    expect(ids(filterOrders(orders, '', 'Shipped'))).toEqual(['PT-1006']);
    expect(ids(filterOrders(orders, '', 'Delivered'))).toEqual(['PT-1007']);
    expect(ids(filterOrders(orders, '', 'Canceled/Failed'))).toEqual(['PT-1008']);
    // An unknown status is only found under All.
    expect(ids(filterOrders(orders, '', ALL_STATUSES))).toHaveLength(orders.length);
  });

  it('searches the display order id case-insensitively, combined with the filter', () => {
    expect(ids(filterOrders(orders, 'pt-1006', ALL_STATUSES))).toEqual(['PT-1006']);
    expect(ids(filterOrders(orders, '  100 ', 'Shipped'))).toEqual(['PT-1006']);
    expect(ids(filterOrders(orders, 'PT-1006', 'Delivered'))).toEqual([]);
  });

  it('writes dates as short month, day, year in US English', () => {
    expect(formatOrderDate('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026');
    expect(formatOrderDate('2027-01-05T12:00:00Z')).toBe('Jan 5, 2027');
  });
});
