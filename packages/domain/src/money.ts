// Money is integer cents in the database, in contracts and in arithmetic (DESIGN.md): floats
// only appear at the edges, as the catalog's euro prices and as the text we show.

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    // A fractional cent means float arithmetic leaked in somewhere; fail loudly, never round it away.
    throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  }
}

/** 2499 -> '24.99': the wire format of decimal prices (order item `price`). */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = Math.trunc(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${euros}.${rest}`;
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
  const text = typeof euros === 'number' ? numberToPlainString(euros) : euros.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a euro amount: ${String(euros)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const padded = fraction.padEnd(3, '0');
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Euro amount too large: ${String(euros)}`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a euro amount: ${value}`);
  const text = String(value);
  // String() switches to exponent notation below 1e-6 and above 1e21; toFixed covers both.
  return text.includes('e') ? value.toFixed(3) : text;
}
