import { describe, expect, it } from 'vitest';
import { centsToDecimalString, eurosToCents, formatAmount, formatEuro } from '../money';

describe('money', () => {
  it('formats cents with two decimals', () => {
    expect(formatAmount(1234)).toBe('12.34');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(100000)).toBe('1000.00');
    expect(formatEuro(2499)).toBe('€24.99');
    expect(formatEuro(-1234)).toBe('-€12.34');
    expect(centsToDecimalString(2499)).toBe('24.99');
    expect(centsToDecimalString(-5)).toBe('-0.05');
  });

  it('refuses fractional cents instead of rounding float drift away', () => {
    expect(() => formatEuro(12.5)).toThrow(RangeError);
    expect(() => centsToDecimalString(Number.NaN)).toThrow(RangeError);
  });

  it('converts euros to cents without float drift', () => {
    expect(eurosToCents(24.99)).toBe(2499);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(19.9)).toBe(1990);
    expect(eurosToCents(20)).toBe(2000);
    expect(eurosToCents('24.99')).toBe(2499);
    expect(eurosToCents(' 7.5 ')).toBe(750);
    expect(eurosToCents('-3.10')).toBe(-310);
    expect(eurosToCents(1e-7)).toBe(0);
  });

  it('rejects what is not an amount', () => {
    expect(() => eurosToCents('abc')).toThrow(RangeError);
    expect(() => eurosToCents('')).toThrow(RangeError);
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => eurosToCents(1e22)).toThrow(RangeError);
  });
});
