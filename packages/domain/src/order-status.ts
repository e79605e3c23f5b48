import * as z from 'zod/mini';

// Order statuses of spec section 4, grouped exactly as the order history's status filter.
// The producer statuses are the print partner's own words; we store and show them unchanged.

export const ORDER_STATUS_GROUPS = [
  { label: 'Pending Payment', statuses: ['pending_payment', 'payment_expired'] },
  {
    label: 'Processing',
    statuses: [
      'payment_authorized',
      'created',
      'sent_to_producer',
      'stock_allocation',
      'printing',
      'uploading',
      'passed',
      'in_production',
      'printed',
      'digitizing',
      'pending_approval',
      'pending_personalization',
    ],
  },
  { label: 'On Hold', statuses: ['draft', 'on_hold', 'not_connected'] },
  { label: 'Shipped', statuses: ['shipped', 'in_transit'] },
  { label: 'Delivered', statuses: ['delivered'] },
  { label: 'Canceled/Failed', statuses: ['failed', 'canceled', 'returned'] },
] as const;

export type OrderStatusGroup = (typeof ORDER_STATUS_GROUPS)[number]['label'];
type GroupedStatus = (typeof ORDER_STATUS_GROUPS)[number]['statuses'][number];
export type OrderStatus = GroupedStatus | 'paid';

export const ORDER_STATUS_GROUP_LABELS: readonly OrderStatusGroup[] = ORDER_STATUS_GROUPS.map((g) => g.label);

/** Every status, including `paid`, which the spec gives an icon but no filter group. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  ...ORDER_STATUS_GROUPS.flatMap((group): readonly OrderStatus[] => group.statuses),
  'paid',
];

export const orderStatusSchema = z.enum(ORDER_STATUSES);

const known: ReadonlySet<string> = new Set(ORDER_STATUSES);

export function isOrderStatus(value: string): value is OrderStatus {
  return known.has(value);
}

const groupByStatus = new Map<string, OrderStatusGroup>(
  ORDER_STATUS_GROUPS.flatMap((group) => group.statuses.map((status) => [status, group.label] as const)),
);
// `paid` sits between payment and production; without a group a paid order would vanish from
// every filter except "all", so it is filed under Processing with payment_authorized.
groupByStatus.set('paid', 'Processing');

/** The filter group of a status; null for statuses we do not know (they still show, unfiltered). */
export function statusGroupOf(status: string): OrderStatusGroup | null {
  return groupByStatus.get(status) ?? null;
}

/** 'pending_payment' -> 'pending payment' (spec: underscores become spaces). */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}
