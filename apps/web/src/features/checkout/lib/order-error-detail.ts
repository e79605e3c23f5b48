import type { CartItem } from '@prompttee/domain';
import { ApiError } from '@/lib/api-client';

/**
 * The server's reason for refusing an order, when the customer can act on it (a design that
 * expired, an address deleted meanwhile), shown under the spec's 'Order Error' text. The server
 * names the field in the error's details ('items.1.designs.front'); the customer sees the line's
 * name instead. Failures on our side, sign-in problems and no connection have nothing to act on.
 */
export function orderErrorDetail(err: unknown, items: readonly CartItem[]): string | null {
  if (!(err instanceof ApiError) || !err.code || err.retryable || err.code === 'UNAUTHORIZED') return null;
  if (err.code === 'INVALID_RESPONSE') return null;
  const [field, message] = Object.entries(err.fields)[0] ?? [];
  if (field && message) {
    const line = /^items\.(\d+)(?:\.|$)/.exec(field);
    const item = line ? items[Number(line[1])] : undefined;
    return item ? `${item.name}: ${message}` : message;
  }
  return err.serverMessage;
}
