import { describe, expect, it } from 'vitest';
import { formatDate, formatDateUtc, formatMoney } from '../locale-format';

describe('formatMoney', () => {
  it("keeps the spec's English euro and writes Estonian as Estonians do", () => {
    expect(formatMoney(2499, 'en')).toBe('€24.99');
    expect(formatMoney(-1234, 'en')).toBe('-€12.34');
    expect(formatMoney(2499, 'et')).toBe('24,99\u00a0€');
    expect(formatMoney(123456, 'et')).toBe('1234,56\u00a0€');
  });

  it("reads minor units by each currency's own digits", () => {
    expect(formatMoney(27900, 'et', 'SEK')).toBe('279,00\u00a0SEK');
    // Intl counts forints whole, so a forint amount's minor unit is the forint.
    expect(formatMoney(9990, 'et', 'HUF')).toBe('9990\u00a0HUF');
  });
});

describe('formatDate', () => {
  it('writes a day as the language does', () => {
    expect(formatDate('2026-11-28T12:00:00Z', 'et')).toBe('28.11.2026');
    expect(formatDate('2026-11-28T12:00:00Z', 'en')).toBe('Nov 28, 2026');
    expect(formatDateUtc('2026-12-01T00:00:00Z', 'et')).toBe('01.12.2026');
  });
});
