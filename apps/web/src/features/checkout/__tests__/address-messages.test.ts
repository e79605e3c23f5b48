import { i18n } from '@lingui/core';
import { shippingAddressInputSchema } from '@prompttee/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { addressMessage } from '../lib/address-messages';

const valid = {
  first_name: 'Mari',
  last_name: 'Tamm',
  address1: 'Narva mnt 5',
  address2: '',
  city: 'Tallinn',
  county: 'Harju',
  postcode: '10117',
  country: 'EE',
  phone1: '+37251234567',
};

/** Every message the domain's schema gives for `changes` to a valid address. */
function messagesFor(changes: Record<string, unknown>): string[] {
  const result = shippingAddressInputSchema.safeParse({ ...valid, ...changes });
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

// Between them these break every rule of every field at least once.
const BROKEN: Record<string, unknown>[] = [
  Object.fromEntries(Object.keys(valid).map((key) => [key, ''])),
  { first_name: 'M', last_name: 'T', address1: 'Narv', city: 'T', county: 'H' },
  {
    first_name: 'M'.repeat(51),
    address1: 'A'.repeat(101),
    company: 'C'.repeat(101),
    vat_number: 'V'.repeat(21),
  },
  { first_name: 'Mari1', last_name: 'Tamm2', city: 'Tallinn 3' },
  { first_name: 'Ma\tri', address2: 'Korter\u00007' },
  { first_name: 5 },
  { phone1: 'helista mulle' },
  { phone1: '+1234' },
  { postcode: '!!' },
  { country: 'NL' },
  { country: 'ES', postcode: '35001' },
];

describe('address messages in the page language', () => {
  beforeAll(() => loadCatalogues('et', ['address']));
  afterEach(() => i18n.activate('en'));

  it('keeps every English message of the schema exactly as the domain words it', () => {
    for (const message of BROKEN.flatMap(messagesFor)) expect(addressMessage(message)).toBe(message);
  });

  it('words every message of the schema in Estonian', () => {
    const english = [...new Set(BROKEN.flatMap(messagesFor))];
    expect(english).toHaveLength(28);
    i18n.activate('et');
    const untranslated = english.filter((message) => addressMessage(message) === message);
    expect(untranslated).toEqual([]);
  });

  it.each([
    ['First name is required', 'Eesnimi on kohustuslik'],
    ['State is required', 'Maakond on kohustuslik'],
    ['City must be at least 2 characters', 'Linn peab olema vähemalt 2 märki pikk'],
    ['Address cannot exceed 100 characters', 'Aadress võib olla kuni 100 märki pikk'],
    [
      'Last name can only contain letters, spaces, hyphens, and apostrophes',
      'Perekonnanimi võib sisaldada ainult tähti, tühikuid, sidekriipse ja ülakomasid',
    ],
    ['Invalid postal code format for the selected country', 'Postiindeks ei vasta valitud riigi vormingule'],
    ['Phone number must be between 8 and 15 digits', 'Telefoninumbris peab olema 8 kuni 15 numbrit'],
    [
      "We can't deliver to the Canary Islands: it is outside the EU VAT area.",
      'Sihtkohta Kanaari saared me ei tarni: see jääb väljapoole ELi käibemaksuala.',
    ],
    // The server's own message, already in the page's language, is shown as it came.
    ['Aadress on liiga pikk', 'Aadress on liiga pikk'],
  ])('%s -> %s', (english, estonian) => {
    i18n.activate('et');
    expect(addressMessage(english)).toBe(estonian);
  });
});
