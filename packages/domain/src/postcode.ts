// Postal code patterns of the spec's address form (section 5). Checkout only offers EU countries,
// which all use the generic pattern; the US, UK and Canadian patterns are kept because the spec
// names them and the rule should stay right if the country list ever grows.

const US = /^\d{5}(?:-\d{4})?$/;
// Royal Mail's outward + inward code, with the space optional.
const UK = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
// Canada Post: letter-digit-letter digit-letter-digit, never D, F, I, O, Q or U (nor W, Z first).
const CA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
// 3 to 10 letters, digits, spaces or hyphens, with at least one letter or digit so '---' fails.
const GENERIC = /^(?=.*[A-Z\d])[A-Z\d -]{3,10}$/i;

const PATTERNS: Readonly<Record<string, RegExp>> = { US, GB: UK, UK, CA };

export function postcodePatternFor(country: string): RegExp {
  return PATTERNS[country.trim().toUpperCase()] ?? GENERIC;
}

export function isValidPostcode(country: string, postcode: string): boolean {
  if (typeof country !== 'string' || typeof postcode !== 'string') return false;
  return postcodePatternFor(country).test(postcode.trim());
}
