import { MINOR_UNIT_DIGITS, type Currency } from './currency';

// Money is integer minor units of its currency (cents, öre, whole forints: currency.ts) in the
// database, in contracts and in arithmetic (DESIGN.md): floats only appear at the edges, as the
// catalog's prices and as the text we show.

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    // A fractional cent means float arithmetic leaked in somewhere; fail loudly, never round it away.
    throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  }
}

/** 2499 -> '24.99': the wire format of decimal prices (order item `price`). */
export function centsToDecimalString(cents: number): string {
  return minorToDecimalString(cents, 'EUR');
}

/** An amount in minor units as the currency's decimal text: 27900 SEK -> '279.00', 9990 HUF -> '9990'. */
export function minorToDecimalString(minor: number, currency: Currency): string {
  assertCents(minor);
  const digits = MINOR_UNIT_DIGITS[currency];
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  const rest = String(abs % scale).padStart(digits, '0');
  return `${sign}${Math.trunc(abs / scale)}.${rest}`;
}

/** 1234 -> '12.34', for texts that already carry the euro sign, like 'Total: €'. */
export function formatAmount(cents: number): string {
  return centsToDecimalString(cents);
}

/** 1234 -> '€12.34'; -1234 -> '-€12.34'. */
export function formatEuro(cents: number): string {
  const amount = formatAmount(cents);
  return amount.startsWith('-') ? `-€${amount.slice(1)}` : `€${amount}`;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

/**
 * 24.99 or '24.99' -> 2499. Works on the decimal text, not by multiplying floats, so that
 * 1.005 becomes 101 rather than 100. More than two decimals round half away from zero.
 */
export function eurosToCents(euros: number | string): number {
  return toMinorUnits(euros, 'EUR');
}

/**
 * A price in major units (279 SEK, '24.99' EUR) -> integer minor units of its currency, rounded
 * half away from zero at the currency's own digits (9990.5 HUF -> 9991 forints).
 */
export function toMinorUnits(major: number | string, currency: Currency): number {
  const text = typeof major === 'number' ? numberToPlainString(major) : major.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a ${currency} amount: ${String(major)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = MINOR_UNIT_DIGITS[currency];
  const padded = fraction.padEnd(digits + 1, '0');
  let minor = Number(whole) * 10 ** digits + Number(padded.slice(0, digits) || '0');
  if (Number(padded[digits]) >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${currency} amount too large: ${String(major)}`);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** Whether a catalogue price is written with no more decimals than its currency has. */
export function hasCurrencyDigits(major: number, currency: Currency): boolean {
  return toMinorUnits(major, currency) / 10 ** MINOR_UNIT_DIGITS[currency] === major;
}

/** An amount that knows its currency: `amount` is integer minor units (cents, öre, forints). */
export type Money = { readonly amount: number; readonly currency: Currency };

export function money(amount: number, currency: Currency): Money {
  assertCents(amount);
  return { amount, currency };
}

/** The sum of amounts in one currency; adding kronor to euros is a bug, so it throws. */
export function sumMoney(amounts: readonly Money[], currency: Currency): Money {
  let total = 0;
  for (const item of amounts) {
    if (item.currency !== currency) throw new RangeError(`Cannot add ${item.currency} to ${currency}`);
    total += item.amount;
  }
  return money(total, currency);
}

/** A unit price times a quantity, in the unit's currency. */
export const timesMoney = (unit: Money, quantity: number): Money =>
  money(unit.amount * quantity, unit.currency);

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const text = String(value);
  // String() switches to exponent notation below 1e-6 and above 1e21; toFixed covers both.
  return text.includes('e') ? value.toFixed(3) : text;
}
