import { describe, expect, it } from 'vitest';
import { INVOICE_CATALOGUES } from '../../modules/invoices/invoice-texts';
import { ERROR_CATALOGUES } from '../errors/error-texts';

// Every catalogue made with defineCatalogue: Estonian must have each English text's key and use
// the same placeholders, or a value would be lost (or printed as {name}) in one language.
const CATALOGUES: Record<string, { en: Record<string, string>; et: Record<string, string> }> = {
  errors: ERROR_CATALOGUES,
  invoices: INVOICE_CATALOGUES,
};

/** The ICU arguments a message uses: `{name}`, `{count, plural, ...}`. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*(?=[,}])/g)].map((m) => m[1]))].sort();

describe('API catalogues', () => {
  for (const [name, { en, et }] of Object.entries(CATALOGUES)) {
    it(`${name}: Estonian has the same keys and placeholders as English`, () => {
      expect(Object.keys(et).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en))
        expect({ key, placeholders: placeholders(et[key] ?? '') }).toEqual({
          key,
          placeholders: placeholders(en[key] ?? ''),
        });
    });
  }
});
