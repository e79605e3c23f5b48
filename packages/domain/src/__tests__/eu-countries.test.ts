import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, EU_COUNTRY_CODES, isEuCountry } from '../eu-countries';

describe('EU countries', () => {
  it('has exactly the 26 codes of the spec', () => {
    expect([...EU_COUNTRY_CODES].sort()).toEqual(
      'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT PL PT RO SK SI ES SE'.split(' ').sort(),
    );
    expect(new Set(EU_COUNTRY_CODES).size).toBe(26);
  });

  it("offers 'Name (CODE)' sorted by name", () => {
    expect(countryOptions).toHaveLength(26);
    expect(countryOptions[0]).toEqual({ value: 'AT', label: 'Austria (AT)' });
    expect(countryOptions.at(-1)).toEqual({ value: 'SE', label: 'Sweden (SE)' });
    const names = countryOptions.map((o) => o.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toContain('Estonia (EE)');
    expect(names).toContain('Germany (DE)');
  });

  it('knows which codes are shipped to', () => {
    expect(isEuCountry('EE')).toBe(true);
    expect(isEuCountry('NL')).toBe(false);
    expect(isEuCountry('US')).toBe(false);
    expect(isEuCountry('ee')).toBe(false);
    expect(countryName('FI')).toBe('Finland');
    expect(countryName('XX')).toBe('XX');
  });
});
