import { describe, expect, it } from 'vitest';
import { currencySchema } from '../contracts/currency';
import { CURRENCIES, currencyForCountry, MINOR_UNIT_DIGITS, type Currency } from '../currency';
import { toEuroCents } from '../exchange-rates';
import { formatMoney } from '../locale-format';
import { minorToDecimalString, money, sumMoney, timesMoney, toMinorUnits } from '../money';
import { orderVat, vatContainedCents } from '../vat/vat';

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

// Each currency the shop sells in, with: a price whose first dropped digit is 5 and one whose is 4
// (the forint drops its first decimal, the others their third); the member state that pays in it
// and its VAT rate on 20 November 2026; two gross amounts whose VAT is just over and just under
// half a minor unit; and at a rate per 1 EUR, an amount worth exactly half a cent more than a
// whole cent, and one minor unit less.
type Row = {
  currency: Currency;
  price: { up: [string, number]; down: [string, number] };
  country: string;
  basisPoints: number;
  vat: { up: [number, number]; down: [number, number] };
  euros?: { rate: string; half: [number, number]; under: [number, number] };
};
const EVERY_CURRENCY: Row[] = [
  {
    currency: 'EUR',
    price: { up: ['24.995', 2500], down: ['24.994', 2499] },
    country: 'EE',
    basisPoints: 2400,
    vat: { up: [2514, 487], down: [2503, 484] },
  },
  {
    currency: 'SEK',
    price: { up: ['279.005', 27901], down: ['279.004', 27900] },
    country: 'SE',
    basisPoints: 2500,
    vat: { up: [27903, 5581], down: [27902, 5580] },
    euros: { rate: '11.2', half: [5628, 503], under: [5627, 502] },
  },
  {
    currency: 'PLN',
    price: { up: ['109.005', 10901], down: ['109.004', 10900] },
    country: 'PL',
    basisPoints: 2300,
    vat: { up: [10939, 2046], down: [10955, 2048] },
    euros: { rate: '4.32', half: [2106, 488], under: [2105, 487] },
  },
  {
    currency: 'CZK',
    price: { up: ['629.005', 62901], down: ['629.004', 62900] },
    country: 'CZ',
    basisPoints: 2100,
    vat: { up: [62969, 10929], down: [62992, 10932] },
    euros: { rate: '24.4', half: [10919, 448], under: [10918, 447] },
  },
  {
    currency: 'DKK',
    price: { up: ['189.005', 18901], down: ['189.004', 18900] },
    country: 'DK',
    basisPoints: 2500,
    vat: { up: [18903, 3781], down: [18902, 3780] },
    euros: { rate: '7.52', half: [3854, 513], under: [3853, 512] },
  },
  {
    currency: 'HUF',
    price: { up: ['9990.5', 9991], down: ['9990.49', 9990] },
    country: 'HU',
    basisPoints: 2700,
    vat: { up: [10073, 2142], down: [9993, 2124] },
    euros: { rate: '400', half: [2126, 532], under: [2125, 531] },
  },
  {
    currency: 'RON',
    price: { up: ['125.005', 12501], down: ['125.004', 12500] },
    country: 'RO',
    basisPoints: 2100,
    vat: { up: [12512, 2172], down: [12535, 2175] },
    euros: { rate: '5.12', half: [2240, 438], under: [2239, 437] },
  },
];

describe.each(EVERY_CURRENCY)(
  '$currency, half up',
  ({ currency, price, country, basisPoints, vat, euros }) => {
    it('rounds a price half up at its own digits (away from zero below zero)', () => {
      expect(toMinorUnits(price.up[0], currency)).toBe(price.up[1]);
      expect(toMinorUnits(price.down[0], currency)).toBe(price.down[1]);
      expect(toMinorUnits(`-${price.up[0]}`, currency)).toBe(-price.up[1]);
      // And writes it back as it was entered, to its digits.
      expect(toMinorUnits(minorToDecimalString(price.up[1], currency), currency)).toBe(price.up[1]);
    });

    it('works out the VAT a price contains in its minor units, half up', () => {
      expect(vatContainedCents(vat.up[0], basisPoints)).toBe(vat.up[1]);
      expect(vatContainedCents(vat.down[0], basisPoints)).toBe(vat.down[1]);
      // At the rate of the member state that pays in it, as an order shipped there is taxed.
      const at = new Date('2026-11-20T10:00:00Z');
      expect(orderVat({ destination: country, scheme: 'oss', at, grossCents: vat.up[0] })).toEqual({
        country,
        basisPoints,
        vatCents: vat.up[1],
      });
    });

    it('states an amount in euro cents, half up', () => {
      if (!euros) {
        expect(toEuroCents(money(vat.up[1], currency), 'ignored')).toBe(vat.up[1]);
        return;
      }
      expect(toEuroCents(money(euros.half[0], currency), euros.rate)).toBe(euros.half[1]);
      expect(toEuroCents(money(euros.under[0], currency), euros.rate)).toBe(euros.under[1]);
      expect(toEuroCents(money(-euros.half[0], currency), euros.rate)).toBe(-euros.half[1]);
    });
  },
);

it('has a row above for every currency', () => {
  expect(EVERY_CURRENCY.map((row) => row.currency)).toEqual([...CURRENCIES]);
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
