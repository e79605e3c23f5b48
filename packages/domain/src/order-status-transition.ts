import type { OrderStatus } from './order-status';

// Payment and producer webhooks arrive late, twice and out of order (DESIGN.md); the server
// applies a status only when canTransition(current, next) says so, so an order never moves back.
//
// Rank table (higher is further along; moves go up the table):
//   0  pending_payment, payment_expired   awaiting payment; lateral moves between the two allowed
//   1  payment_authorized
//   2  paid
//   3  created              4  sent_to_producer      5  uploading         6  digitizing
//   7  pending_personalization                     8  pending_approval  9  passed
//   10 stock_allocation     11 in_production         12 printing          13 printed
//   14 shipped              15 in_transit            16 delivered (final)
// The producer steps follow their usual order; a late, stale step is ignored rather than shown.
//
// Not ranked:
//   hold (draft, on_hold, not_connected): a producer can pause an order at any step after payment
//     and before shipping, and resume it at any later step (or at the step it paused on, which
//     the hold hides from us). A hold never leads back to the payment steps.
//   closed (canceled, failed, returned): final, reachable from anything that is not final.
// Awaiting payment leads only to payment, to the other awaiting status, or to closed: nothing
// goes to production without being paid. payment_expired -> payment_authorized/paid is a late
// payment and is allowed. delivered is final: a customer cannot return custom goods (terms), and
// a carrier's return-to-sender comes before delivery.

export const PRODUCTION_SEQUENCE = [
  'created',
  'sent_to_producer',
  'uploading',
  'digitizing',
  'pending_personalization',
  'pending_approval',
  'passed',
  'stock_allocation',
  'in_production',
  'printing',
  'printed',
] as const satisfies readonly OrderStatus[];

const LADDER: readonly (readonly OrderStatus[])[] = [
  ['pending_payment', 'payment_expired'],
  ['payment_authorized'],
  ['paid'],
  ...PRODUCTION_SEQUENCE.map((status) => [status]),
  ['shipped'],
  ['in_transit'],
  ['delivered'],
];

const RANK = new Map<OrderStatus, number>(LADDER.flatMap((statuses, rank) => statuses.map((s) => [s, rank])));

const HOLD: ReadonlySet<OrderStatus> = new Set(['draft', 'on_hold', 'not_connected']);
const CLOSED: ReadonlySet<OrderStatus> = new Set(['canceled', 'failed', 'returned']);

const rungOf = (status: OrderStatus) => LADDER.findIndex((statuses) => statuses.includes(status));
const AWAITING_PAYMENT = rungOf('pending_payment');
const FIRST_PAID = rungOf('payment_authorized');
const FIRST_PRODUCTION = rungOf('created');
const LAST_BEFORE_SHIPPING = rungOf('printed');

/** Position on the ladder above, or null for hold and closed statuses. */
export function statusRank(status: OrderStatus): number | null {
  return RANK.get(status) ?? null;
}

export function isFinalStatus(status: OrderStatus): boolean {
  return CLOSED.has(status) || status === 'delivered';
}

/** Whether an order in `from` may move to `to`. Repeating the current status is not a move. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to || isFinalStatus(from)) return false;
  if (CLOSED.has(to)) return true;

  const fromRank = RANK.get(from);
  const toRank = RANK.get(to);

  if (HOLD.has(from)) return toRank === undefined || toRank >= FIRST_PRODUCTION;
  if (fromRank === undefined) return false;
  if (HOLD.has(to)) return fromRank >= FIRST_PAID && fromRank <= LAST_BEFORE_SHIPPING;
  if (toRank === undefined) return false;

  if (fromRank === AWAITING_PAYMENT) return toRank < FIRST_PRODUCTION;
  return toRank > fromRank;
}
