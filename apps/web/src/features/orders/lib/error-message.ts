import { i18n, type MessageDescriptor } from '@lingui/core';
import { ApiError } from '@/lib/api-client';
import { ORDER_MESSAGES } from './order-messages';

/** The orders list: a malformed answer and a failed request have different texts (spec section 8). */
export function ordersErrorMessage(error: unknown): string {
  return i18n._(isBadFormat(error) ? ORDER_MESSAGES.ordersBadFormat : ORDER_MESSAGES.ordersFailed);
}

/**
 * An expanded row: the server's own message when it gave one (in the page's language already),
 * else the spec's fallback.
 */
export function detailsErrorMessage(error: unknown, badFormat: MessageDescriptor): string {
  if (isBadFormat(error)) return i18n._(badFormat);
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return i18n._(ORDER_MESSAGES.detailsFailed);
}

function isBadFormat(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INVALID_RESPONSE';
}
