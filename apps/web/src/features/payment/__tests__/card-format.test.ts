import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, formatCvc, formatExpiry } from '../card-format';

describe('card input formatting', () => {
  it('groups card numbers as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a42-4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
  });

  it('knows the brand from the first digits', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('2223 0031')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBe('discover');
    expect(cardBrand('3056')).toBe('diners');
    expect(cardBrand('3566')).toBe('jcb');
    expect(cardBrand('6200')).toBe('unionpay');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it("writes the expiry as 'MM / YY' while typing", () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12345')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04 / ');
    // Backspace over the separator leaves the month.
    expect(formatExpiry('12 /', '12 / ')).toBe('12');
  });

  it('keeps the CVC to 4 digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
