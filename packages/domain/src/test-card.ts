// The built-in test checkout takes Stripe's published test cards and answers as Stripe would, so a
// shop without a Stripe key still runs the real payment journey. Messages are Stripe's own wording
// (https://docs.stripe.com/testing), which customers already know from real card forms.

export type TestCardInput = { card_number: string; expiry: string; cvc: string };
export type TestCardField = keyof TestCardInput;
export type TestCardErrors = Partial<Record<TestCardField, string>>;

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryTooFar: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
} as const;

/** Digits only: '4242 4242-4242 4242' -> '4242424242424242'. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express numbers are 15 digits and start 34 or 37; most other brands use 16. */
const isAmex = (digits: string) => /^3[47]/.test(digits);

/** 'MM / YY', 'MM/YY', 'MMYY' or 'MM/YYYY' -> month and full year, or null when unreadable. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

function cardNumberError(cardNumber: string): string | undefined {
  const digits = cardDigits(cardNumber);
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  const wanted = isAmex(digits) ? 15 : 16;
  // Diners Club numbers are 14 digits, so shorter than that is always unfinished.
  if (digits.length < 14) return CARD_MESSAGES.numberIncomplete;
  if (digits.length > 19) return CARD_MESSAGES.numberInvalid;
  if (!passesLuhn(digits)) {
    return digits.length < wanted ? CARD_MESSAGES.numberIncomplete : CARD_MESSAGES.numberInvalid;
  }
  return undefined;
}

function expiryError(expiry: string, now: Date): string | undefined {
  if (cardDigits(expiry.replace('/', '')).length < 4) return CARD_MESSAGES.expiryIncomplete;
  const parsed = parseExpiry(expiry);
  if (!parsed || parsed.month < 1 || parsed.month > 12) return CARD_MESSAGES.expiryInvalid;
  // A card is valid through the last day of its expiry month, so only earlier months are past.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonth = parsed.year * 12 + (parsed.month - 1);
  if (cardMonth < thisMonth) return CARD_MESSAGES.expiryPast;
  if (parsed.year > now.getUTCFullYear() + 50) return CARD_MESSAGES.expiryTooFar;
  return undefined;
}

function cvcError(cvc: string): string | undefined {
  return /^\d{3,4}$/.test(cvc.trim()) ? undefined : CARD_MESSAGES.cvcIncomplete;
}

/** Checks the three card fields; an empty object means the card can be submitted. */
export function validateTestCard(input: TestCardInput, now: Date): TestCardErrors {
  const errors: TestCardErrors = {};
  const number = cardNumberError(input.card_number);
  const expiry = expiryError(input.expiry, now);
  const cvc = cvcError(input.cvc);
  if (number) errors.card_number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}

export type TestCardOutcome = { outcome: 'succeeded' } | { outcome: 'declined'; message: string };

/** Stripe's test cards that pay successfully (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay). */
const SUCCEEDING_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
]);

/** Stripe's test cards that decline, with the message Stripe gives for each. */
const DECLINING_CARDS = new Map<string, string>([
  ['4000000000000002', CARD_MESSAGES.declined],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000009987', CARD_MESSAGES.declined],
  ['4000000000009979', CARD_MESSAGES.declined],
  ['4100000000000019', CARD_MESSAGES.declined],
  ['4000000000000069', 'Your card has expired.'],
  ['4000000000000127', "Your card's security code is incorrect."],
  ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
]);

export const NON_TEST_CARD_MESSAGE =
  'Your card was declined. This shop is in test mode: use a test card such as 4242 4242 4242 4242.';

/**
 * What the test checkout does with a well-formed card. Like Stripe in test mode, it never accepts
 * a real card number: anything that is not a published test card is declined.
 */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardDigits(cardNumber);
  if (SUCCEEDING_CARDS.has(digits)) return { outcome: 'succeeded' };
  return { outcome: 'declined', message: DECLINING_CARDS.get(digits) ?? NON_TEST_CARD_MESSAGE };
}
