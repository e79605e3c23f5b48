import { describe, expect, it } from 'vitest';
import { isValidPostcode } from '../postcode';

describe('postcode patterns', () => {
  it('US: five digits, optional four-digit extension', () => {
    for (const ok of ['12345', '12345-6789']) expect(isValidPostcode('US', ok)).toBe(true);
    for (const bad of ['1234', '123456', '12345-678', '12345 6789', 'ABCDE']) {
      expect(isValidPostcode('US', bad)).toBe(false);
    }
  });

  it('UK (GB or UK): outward and inward code', () => {
    for (const ok of ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB']) {
      expect(isValidPostcode('GB', ok)).toBe(true);
    }
    expect(isValidPostcode('UK', 'W1A 0AX')).toBe(true);
    for (const bad of ['12345', 'SW1A', 'SW1A 1A', '1AA 1AA']) expect(isValidPostcode('GB', bad)).toBe(false);
  });

  it('CA: letter-digit-letter digit-letter-digit without D, F, I, O, Q, U', () => {
    for (const ok of ['K1A 0B1', 'k1a0b1', 'M5V-3L9', 'H2Z 1B5'])
      expect(isValidPostcode('CA', ok)).toBe(true);
    for (const bad of ['D1A 0B1', 'K1A 0B', '12345', 'W1A 0B1', 'K1O 0B1']) {
      expect(isValidPostcode('CA', bad)).toBe(false);
    }
  });

  it('elsewhere: 3 to 10 letters, digits, spaces or hyphens', () => {
    for (const ok of ['123', '10117', '00-950', 'D02 X285', 'AB12345678', 'LV-1050']) {
      expect(isValidPostcode('EE', ok)).toBe(true);
    }
    for (const bad of ['12', '12345678901', '123_45', '10117!', '---', '1234.5']) {
      expect(isValidPostcode('EE', bad)).toBe(false);
    }
    expect(isValidPostcode('', '12345')).toBe(true);
    expect(isValidPostcode('ca', 'K1A 0B1')).toBe(true);
  });
});
