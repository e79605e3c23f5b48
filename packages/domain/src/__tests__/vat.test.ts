import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES } from '../eu-countries';
import { formatEuro } from '../money';
import { EU_MEMBER_STATES, VAT_RATES, vatRateOn } from '../vat/vat-rates';
import { orderVat, tallinnDay, vatContainedCents, vatLine } from '../vat/vat';

describe('the VAT rate table', () => {
  it('has every member state, including each country the shop ships to, each entry sourced', () => {
    expect(Object.keys(VAT_RATES).sort()).toEqual([...EU_MEMBER_STATES].sort());
    expect(EU_MEMBER_STATES).toHaveLength(27);
    for (const code of EU_COUNTRY_CODES) expect(EU_MEMBER_STATES).toContain(code);
    for (const entries of Object.values(VAT_RATES)) {
      expect(entries.map((e) => e.from)).toEqual([...entries.map((e) => e.from)].sort());
      for (const entry of entries) {
        expect(entry.source).not.toBe('');
        expect(entry.basisPoints).toBeGreaterThanOrEqual(1500); // the EU's minimum standard rate
      }
    }
  });

  it.each([
    ['EE', '2025-06-30', 2200],
    ['EE', '2025-07-01', 2400],
    ['FI', '2024-08-31', 2400],
    ['FI', '2024-09-01', 2550],
    ['SK', '2025-01-01', 2300],
    ['RO', '2025-07-31', 1900],
    ['RO', '2025-08-01', 2100],
    ['DE', '2026-11-26', 1900],
  ] as const)('gives %s on %s the rate of that day', (country, day, basisPoints) => {
    expect(vatRateOn(country, day).basisPoints).toBe(basisPoints);
  });
});

describe('VAT contained in a gross price', () => {
  it('rounds to the cent, half up', () => {
    expect(vatContainedCents(2499, 1900)).toBe(399); // 399.00
    expect(vatContainedCents(2499, 2400)).toBe(484); // 483.68
    expect(vatContainedCents(119, 1900)).toBe(19); // exactly 19
    expect(vatContainedCents(62, 2400)).toBe(12); // 12.0 -> 12
    // Exactly half a cent rounds up: 3 cents at 20 % contain 0.5 cents of VAT.
    expect(vatContainedCents(3, 2000)).toBe(1);
    expect(vatContainedCents(9, 2000)).toBe(2); // 1.5
    expect(vatContainedCents(0, 2400)).toBe(0);
  });

  it('never decides a cent by float error on large totals', () => {
    const gross = 1_234_567_89;
    const exact = (gross * 2550) / 12550;
    expect(vatContainedCents(gross, 2550)).toBe(Math.round(exact));
  });
});

describe('an order’s VAT', () => {
  const at = new Date('2026-11-26T10:00:00Z');
  it('follows the destination under the One-Stop-Shop scheme and Estonia under the domestic one', () => {
    expect(orderVat({ destination: 'DE', scheme: 'oss', at, grossCents: 2499 })).toEqual({
      country: 'DE',
      basisPoints: 1900,
      vatCents: 399,
    });
    expect(orderVat({ destination: 'DE', scheme: 'domestic', at, grossCents: 2499 }).country).toBe('EE');
  });

  it('reads the day in Tallinn, where the seller keeps its books', () => {
    expect(tallinnDay(new Date('2025-06-30T20:59:59Z'))).toBe('2025-06-30');
    expect(tallinnDay(new Date('2025-06-30T21:00:00Z'))).toBe('2025-07-01');
  });

  it('reads as checkout shows it', () => {
    expect(vatLine({ country: 'DE', rate_percent: 19, amount: 399 }, formatEuro)).toBe(
      'incl. 19 % VAT €3.99',
    );
  });
});
