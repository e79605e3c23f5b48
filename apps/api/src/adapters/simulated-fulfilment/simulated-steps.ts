import { createHash } from 'node:crypto';

/**
 * What a print producer reports for a t-shirt order, in order (Gelato's statuses, spec section 4).
 * The first is the producer's answer to the submission; each later one is a step.
 */
export const SIMULATED_STEPS = [
  'created',
  'passed',
  'in_production',
  'printed',
  'shipped',
  'in_transit',
  'delivered',
] as const;

export const FIRST_TRACKED_STEP = SIMULATED_STEPS.indexOf('shipped');

/** Stable per order, so a repeated step reports the same parcel. */
export function simulatedProducerOrderId(orderId: string): string {
  return `sim_${orderId}`;
}

/** A carrier-like tracking number ('SIM' + 12 digits), derived from the producer order. */
export function simulatedTrackingNumber(producerOrderId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(producerOrderId).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(12, '0')
    .slice(-12);
  return `SIM${digits}`;
}

/** A UUID derived from the order and step: sending the same step twice enqueues one job. */
export function stepJobId(orderId: string, step: number): string {
  const hex = createHash('sha256').update(`simulated-step:${orderId}:${step}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
