import { formatDate, formatMoney, isCurrency, toMinorUnits, type Locale } from '@prompttee/domain';

/** 'Nov 21, 2026' (spec section 9) or '21.11.2026': the order's day, in the viewer's zone. */
export function formatOrderDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, locale);
}

const EN_EVENT_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const ET_TIME = new Intl.DateTimeFormat('et-EE', { hour: '2-digit', minute: '2-digit' });

/**
 * A status history entry, in the viewer's zone: 'Nov 21, 2026, 3:05 PM', or '21.11.2026 15:05'
 * as Estonians write a day and its time (Intl's own puts a comma between them).
 */
export function formatEventTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return locale === 'et' ? `${formatDate(date, 'et')} ${ET_TIME.format(date)}` : EN_EVENT_TIME.format(date);
}

/** An order item's price, a decimal string in the order's currency ('24.99', '9990' forints). */
export function formatItemPrice(price: string, locale: Locale, currency = 'EUR'): string {
  const code = currency.toUpperCase();
  if (!isCurrency(code)) return `${price} ${currency}`;
  return formatMoney(toMinorUnits(price, code), locale, code);
}

/**
 * The currency code an order or document carries (ISO 4217, upper case), or undefined for euros:
 * lists from before the shop sold in other currencies have none.
 */
export function currencyOf(value: object): string | undefined {
  return 'currency' in value && typeof value.currency === 'string' ? value.currency.toUpperCase() : undefined;
}
