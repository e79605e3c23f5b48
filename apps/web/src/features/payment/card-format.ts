import { cardDigits } from '@prompttee/domain';

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** The brand a card number's first digits announce, for the icon and the digit grouping. */
export function cardBrand(cardNumber: string): CardBrand {
  const d = cardDigits(cardNumber);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(d)) return 'diners';
  if (/^35/.test(d)) return 'jcb';
  if (/^(6011|64[4-9]|65)/.test(d)) return 'discover';
  if (/^62/.test(d)) return 'unionpay';
  return 'unknown';
}

/** '4242424242424242' -> '4242 4242 4242 4242'; Amex as 4-6-5 like the card itself. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * What the expiry field shows while typing: '1' -> '1', '12' -> '12 / ', '123' -> '12 / 3'. A
 * first digit above 1 can only be a month 02-09, so '4' becomes '04 / '. Backspacing over the
 * separator (the value got shorter) leaves the month's digits without it.
 */
export function formatExpiry(value: string, previous = ''): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.length < previous.length ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
