import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  NON_TEST_CARD_MESSAGE,
  cardDigits,
  parseExpiry,
  passesLuhn,
  testCardOutcome,
  validateTestCard,
} from '../test-card';

const now = new Date('2026-11-21T12:00:00Z');
const valid = { card_number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('test card checks', () => {
  it('runs the Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242a4242424')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('reads card numbers with spaces or dashes', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(validateTestCard({ ...valid, card_number: '4242-4242-4242-4242' }, now)).toEqual({});
  });

  it('accepts a complete, valid card', () => {
    expect(validateTestCard(valid, now)).toEqual({});
    expect(validateTestCard({ card_number: '3782 822463 10005', expiry: '11/26', cvc: '1234' }, now)).toEqual(
      {},
    );
  });

  it('names the card number problem', () => {
    const number = (card_number: string) => validateTestCard({ ...valid, card_number }, now).card_number;
    expect(number('')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(number('4242 4242')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(number('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberInvalid);
    expect(number('4242 4242 4242 42x2')).toBe(CARD_MESSAGES.numberInvalid);
    expect(number('4242 4242 4242 4242 4242')).toBe(CARD_MESSAGES.numberInvalid);
  });

  it('checks the expiry date: format, month and not in the past', () => {
    const expiry = (value: string) => validateTestCard({ ...valid, expiry: value }, now).expiry;
    expect(expiry('')).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(expiry('12 / 3')).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(expiry('13 / 30')).toBe(CARD_MESSAGES.expiryInvalid);
    expect(expiry('00 / 30')).toBe(CARD_MESSAGES.expiryInvalid);
    expect(expiry('10 / 26')).toBe(CARD_MESSAGES.expiryPast);
    expect(expiry('12 / 25')).toBe(CARD_MESSAGES.expiryPast);
    // Valid through the end of its month.
    expect(expiry('11 / 26')).toBeUndefined();
    expect(expiry('1130')).toBeUndefined();
    expect(expiry('11/2030')).toBeUndefined();
    expect(expiry('11/2099')).toBe(CARD_MESSAGES.expiryTooFar);
  });

  it('parses the usual ways of writing an expiry', () => {
    expect(parseExpiry('04 / 28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('4/28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('0428')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('04/2028')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('April 28')).toBeNull();
  });

  it('wants a CVC of 3 or 4 digits', () => {
    const cvc = (value: string) => validateTestCard({ ...valid, cvc: value }, now).cvc;
    expect(cvc('')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvc('12')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvc('12a')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvc('12345')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvc('123')).toBeUndefined();
    expect(cvc('1234')).toBeUndefined();
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(validateTestCard({ card_number: '1', expiry: '', cvc: '' }, now)).sort()).toEqual([
      'card_number',
      'cvc',
      'expiry',
    ]);
  });
});

describe('test card outcomes', () => {
  it('pays with Stripe test cards that succeed', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ outcome: 'succeeded' });
    expect(testCardOutcome('5555555555554444')).toEqual({ outcome: 'succeeded' });
  });

  it('declines the decline test cards with their message', () => {
    expect(testCardOutcome('4000 0000 0000 0002')).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
    expect(testCardOutcome('4000000000009995')).toEqual({
      outcome: 'declined',
      message: 'Your card has insufficient funds.',
    });
  });

  it('never accepts a card that is not a test card', () => {
    // A Luhn-valid number that is not on Stripe's list, as a real card would be.
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(testCardOutcome('4111111111111111')).toEqual({
      outcome: 'declined',
      message: NON_TEST_CARD_MESSAGE,
    });
  });
});
