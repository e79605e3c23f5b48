import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { statusLabel, type OrderStatus, type OrderStatusGroup } from '@prompttee/domain';

// The domain names order statuses by code and their filter groups in the spec's English; every
// page that shows them (the customer's orders, the console) words them in its own language here,
// in the catalogue loaded before the first render. English keeps the spec's forms: the code with
// spaces for underscores, and the filter's group names.
const STATUS: Record<OrderStatus, MessageDescriptor> = {
  pending_payment: msg({ context: 'order status', message: 'pending payment' }),
  payment_expired: msg({ context: 'order status', message: 'payment expired' }),
  payment_authorized: msg({ context: 'order status', message: 'payment authorized' }),
  paid: msg({ context: 'order status', message: 'paid' }),
  created: msg({ context: 'order status', message: 'created' }),
  sent_to_producer: msg({ context: 'order status', message: 'sent to producer' }),
  stock_allocation: msg({ context: 'order status', message: 'stock allocation' }),
  printing: msg({ context: 'order status', message: 'printing' }),
  uploading: msg({ context: 'order status', message: 'uploading' }),
  passed: msg({ context: 'order status', message: 'passed' }),
  in_production: msg({ context: 'order status', message: 'in production' }),
  printed: msg({ context: 'order status', message: 'printed' }),
  digitizing: msg({ context: 'order status', message: 'digitizing' }),
  pending_approval: msg({ context: 'order status', message: 'pending approval' }),
  pending_personalization: msg({ context: 'order status', message: 'pending personalization' }),
  draft: msg({ context: 'order status', message: 'draft' }),
  on_hold: msg({ context: 'order status', message: 'on hold' }),
  not_connected: msg({ context: 'order status', message: 'not connected' }),
  shipped: msg({ context: 'order status', message: 'shipped' }),
  in_transit: msg({ context: 'order status', message: 'in transit' }),
  delivered: msg({ context: 'order status', message: 'delivered' }),
  failed: msg({ context: 'order status', message: 'failed' }),
  canceled: msg({ context: 'order status', message: 'canceled' }),
  returned: msg({ context: 'order status', message: 'returned' }),
};

const GROUP: Record<OrderStatusGroup, MessageDescriptor> = {
  'Pending Payment': msg({ context: 'order status filter', message: 'Pending Payment' }),
  Processing: msg({ context: 'order status filter', message: 'Processing' }),
  'On Hold': msg({ context: 'order status filter', message: 'On Hold' }),
  Shipped: msg({ context: 'order status filter', message: 'Shipped' }),
  Delivered: msg({ context: 'order status filter', message: 'Delivered' }),
  'Canceled/Failed': msg({ context: 'order status filter', message: 'Canceled/Failed' }),
};

const hasText = (status: string): status is OrderStatus => Object.hasOwn(STATUS, status);

/** 'in_transit' -> 'in transit' / 'teel'; a status the shop does not know keeps its code, spaced. */
export function orderStatusText(i18n: I18n, status: string): string {
  return hasText(status) ? i18n._(STATUS[status]) : statusLabel(status);
}

/** A status filter group's name: 'Canceled/Failed' / 'Tühistatud/ebaõnnestunud'. */
export const orderStatusGroupText = (i18n: I18n, group: OrderStatusGroup) => i18n._(GROUP[group]);
