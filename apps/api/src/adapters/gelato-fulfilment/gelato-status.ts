// Gelato's fulfillmentStatus values are the producer statuses of spec section 4 already
// (created, uploading, passed, in_production, printed, shipped, in_transit, delivered, draft,
// on_hold, not_connected, pending_approval, pending_personalization, digitizing, failed, canceled,
// returned; https://dashboard.gelato.com/docs/orders/order_details/). We only normalise spelling:
// an unknown status passes through and applyProducerEvent ignores it rather than guess.
const ALIASES: Record<string, string> = { cancelled: 'canceled', in_progress: 'in_production' };

export function ourStatusOf(fulfillmentStatus: string): string {
  const normal = fulfillmentStatus
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[normal] ?? normal;
}
