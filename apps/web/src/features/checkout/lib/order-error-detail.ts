import type { CartItem } from '@prompttee/domain';
import { ApiError } from '@/lib/api-client';

/**
 * The server's reason for refusing an order, when the customer can act on it (a design that
 * expired, an address deleted meanwhile), shown under the spec's 'Order Error' text. The server
 * names the field ('items.1.designs.front: This design has expired...'); the customer sees the
 * line's name instead. 5xx and sign-in failures have nothing to act on.
 */
export function orderErrorDetail(err: unknown, items: readonly CartItem[]): string | null {
  if (!(err instanceof ApiError) || err.status === null || err.status < 400 || err.status >= 500) return null;
  if (err.status === 401 || !err.serverMessage) return null;
  const line = /^items\.(\d+)(?:\.[\w.]+)?: (.+)$/.exec(err.serverMessage);
  if (line) {
    const item = items[Number(line[1])];
    return item ? `${item.name}: ${line[2]}` : line[2]!;
  }
  return /^[\w.]+: (.+)$/.exec(err.serverMessage)?.[1] ?? err.serverMessage;
}
