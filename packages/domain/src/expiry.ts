// The countdown badge on a saved design (spec section 4): the two largest units that matter.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 93784 -> '1d 2h', 7260 -> '2h 1m', 61 -> '1m 1s', 5 -> '5s', 0 or less -> 'Expired'. */
export function formatExpiry(secondsLeft: number): string {
  const total = Math.floor(secondsLeft);
  if (!(total > 0)) return 'Expired';
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = total % MINUTE;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

/** Whole seconds from `nowMs` until `expiresAt` (seconds since the epoch, as the API sends it). */
export function secondsUntil(expiresAt: number, nowMs: number): number {
  return Math.floor(expiresAt - nowMs / 1000);
}
