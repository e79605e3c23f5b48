import { describe, expect, it } from 'vitest';
import { currencySchema } from '../contracts/currency';
import { CURRENCIES, currencyForCountry, MINOR_UNIT_DIGITS } from '../currency';
import { toEuroCents } from '../exchange-rates';
import { formatMoney } from '../locale-format';
import { minorToDecimalString, money, sumMoney, timesMoney, toMinorUnits } from '../money';
import { vatContainedCents } from '../vat/vat';

describe('currencies', () => {
  it('stores as many decimals as Intl writes (the forint none)', () => {
    for (const currency of CURRENCIES) {
      const format = new Intl.NumberFormat('en', { style: 'currency', currency });
      expect([currency, MINOR_UNIT_DIGITS[currency]]).toEqual([
        currency,
        format.resolvedOptions().maximumFractionDigits,
      ]);
    }
    expect(MINOR_UNIT_DIGITS.HUF).toBe(0);
  });

  it('accepts the seven ISO codes in capitals and nothing else', () => {
    expect(currencySchema.safeParse('SEK').success).toBe(true);
    expect(currencySchema.safeParse('sek').success).toBe(false);
    expect(currencySchema.safeParse('USD').success).toBe(false);
  });

  it('defaults from the shipping country', () => {
    const pairs = ['SE', 'PL', 'CZ', 'DK', 'HU', 'RO', 'EE', 'FI', 'BG', 'de'].map((c) =>
      currencyForCountry(c),
    );
    expect(pairs).toEqual(['SEK', 'PLN', 'CZK', 'DKK', 'HUF', 'RON', 'EUR', 'EUR', 'EUR', 'EUR']);
    expect(currencyForCountry(undefined)).toBe('EUR');
  });
});

describe('minor units per currency', () => {
  it('turns round catalogue prices into minor units', () => {
    const prices = {
      EUR: 24.99,
      SEK: 279,
      PLN: 109,
      CZK: 629,
      DKK: 189,
      HUF: 9990,
      RON: 125,
    } as const;
    const minor = CURRENCIES.map((c) => toMinorUnits(prices[c], c));
    expect(minor).toEqual([2499, 27900, 10900, 62900, 18900, 9990, 12500]);
  });

  it('rounds half up at the currency own digits', () => {
    expect(toMinorUnits('9990.5', 'HUF')).toBe(9991);
    expect(toMinorUnits('9990.49', 'HUF')).toBe(9990);
    expect(toMinorUnits('-0.5', 'HUF')).toBe(-1);
    expect(toMinorUnits('279.005', 'SEK')).toBe(27901);
    expect(toMinorUnits('279.004', 'SEK')).toBe(27900);
    expect(() => toMinorUnits('12,5', 'PLN')).toThrow('Not a PLN amount: 12,5');
  });

  it('writes decimal text with the currency own digits', () => {
    expect(minorToDecimalString(27900, 'SEK')).toBe('279.00');
    expect(minorToDecimalString(9990, 'HUF')).toBe('9990');
    expect(minorToDecimalString(-5, 'RON')).toBe('-0.05');
    expect(formatMoney(9990, 'en', 'HUF')).toBe('HUF\u00a09,990');
    expect(formatMoney(62900, 'et', 'CZK')).toBe('629,00\u00a0CZK');
  });

  it('works out VAT in the order currency, half up (27 % of 9990 HUF is 2124 forints)', () => {
    expect(vatContainedCents(9990, 2700)).toBe(2124);
    expect(vatContainedCents(27900, 2500)).toBe(5580);
    expect(vatContainedCents(10900, 2300)).toBe(2038);
    expect(vatContainedCents(12500, 2100)).toBe(2169);
  });

  it('never adds one currency to another', () => {
    const line = timesMoney(money(27900, 'SEK'), 3);
    expect(sumMoney([line, money(100, 'SEK')], 'SEK')).toEqual({ amount: 83800, currency: 'SEK' });
    expect(() => sumMoney([line, money(100, 'EUR')], 'SEK')).toThrow('Cannot add EUR to SEK');
    expect(() => money(1.5, 'HUF')).toThrow(RangeError);
  });
});

describe('toEuroCents', () => {
  it('converts at a rate per 1 EUR, half up to the cent', () => {
    expect(toEuroCents(money(5580, 'SEK'), '11.2345')).toBe(497);
    expect(toEuroCents(money(2124, 'HUF'), '387.45')).toBe(548);
    expect(toEuroCents(money(-5580, 'SEK'), '11.2345')).toBe(-497);
    // 1.125 EUR exactly: half up.
    expect(toEuroCents(money(225, 'PLN'), '2')).toBe(113);
    expect(toEuroCents(money(2499, 'EUR'), 'ignored')).toBe(2499);
  });

  it('refuses what is not a rate', () => {
    expect(() => toEuroCents(money(100, 'SEK'), '0')).toThrow('Not an exchange rate: 0');
    expect(() => toEuroCents(money(100, 'SEK'), '1e3')).toThrow(RangeError);
  });
});
