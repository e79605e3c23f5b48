import { formatEuro, formatShortDate, statusLabel } from '@prompttee/domain';

/** 'Nov 21, 2026': short month, day, year in US English (spec section 9), in the viewer's zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatShortDate(date);
}

const EVENT_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 21, 2026, 3:05 PM': a status history entry, in the viewer's zone. */
export function formatEventTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : EVENT_TIME_FORMAT.format(date);
}

/** 'in_transit' -> 'in transit'. */
export const formatStatus = statusLabel;

export const formatTotal = formatEuro;

/** The order item's price is a decimal string in euros ('24.99'). */
export const formatItemPrice = (price: string) => `€${price}`;
