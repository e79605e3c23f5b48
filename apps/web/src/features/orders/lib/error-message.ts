import { ApiError } from '@/lib/api-client';
import { ORDER_MESSAGES } from './order-messages';

/** The orders list: a malformed answer and a failed request have different texts (spec section 8). */
export function ordersErrorMessage(error: unknown): string {
  return isBadFormat(error) ? ORDER_MESSAGES.ordersBadFormat : ORDER_MESSAGES.ordersFailed;
}

/** An expanded row: the server's own message when it gave one, else the spec's fallback. */
export function detailsErrorMessage(error: unknown, badFormat: string): string {
  if (isBadFormat(error)) return badFormat;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return ORDER_MESSAGES.detailsFailed;
}

function isBadFormat(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INVALID_RESPONSE';
}
