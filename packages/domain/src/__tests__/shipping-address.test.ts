import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  COUNTRY_NOT_SHIPPED_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
  shippingAddressFieldsSchema,
  shippingAddressInputSchema,
  shippingAddressLabels,
} from '../shipping-address';

const valid = {
  first_name: 'Mari',
  last_name: 'Tamm',
  address1: 'Narva mnt 5',
  address2: '',
  city: 'Tallinn',
  county: 'Harjumaa',
  postcode: '10117',
  country: 'EE',
  phone1: '+37251234567',
};

type Field = keyof typeof valid | 'company' | 'vat_number';

function errorsFor(patch: Record<string, unknown>): Partial<Record<string, string[]>> {
  const result = shippingAddressInputSchema.safeParse({ ...valid, ...patch });
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

/** The message a form shows under the field: the first one. */
const firstError = (field: Field, value: unknown) => errorsFor({ [field]: value })[field]?.[0];

describe('shippingAddressInputSchema', () => {
  it('accepts a complete address and trims it', () => {
    const parsed = shippingAddressInputSchema.parse({
      ...valid,
      first_name: '  Mari ',
      postcode: ' 10117 ',
      country: ' ee ',
      company: 'PromptTee OÜ',
      vat_number: 'EE102000000',
    });
    expect(parsed).toMatchObject({ first_name: 'Mari', postcode: '10117', country: 'EE' });
    expect(parsed.company).toBe('PromptTee OÜ');
  });

  describe.each([
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
  ] as const)('%s', (field, subject) => {
    it.each([
      'Šimon',
      'Jürgen',
      "O'Brien",
      'O’Brien',
      'Anne-Marie',
      'Mary Jane',
      'Zoë',
      'Łukasz',
      'Ξένια',
      'Al',
    ])('accepts %s', (name) => expect(firstError(field, name)).toBeUndefined());

    it('is required', () => {
      expect(firstError(field, '')).toBe(`${subject} is required`);
      expect(firstError(field, '   ')).toBe(`${subject} is required`);
      expect(firstError(field, undefined)).toBe(`${subject} is required`);
      expect(errorsFor({ [field]: '' })[field]).toEqual([`${subject} is required`]);
    });

    it('needs 2 to 50 characters', () => {
      expect(firstError(field, 'A')).toBe(`${subject} must be at least 2 characters`);
      expect(firstError(field, 'a'.repeat(50))).toBeUndefined();
      expect(firstError(field, 'a'.repeat(51))).toBe(`${subject} cannot exceed 50 characters`);
    });

    it.each(['R2D2', 'Anna!', 'john@doe', 'Mari_Tamm', 'Dr. Who'])('rejects %s', (name) => {
      expect(firstError(field, name)).toBe(
        `${subject} can only contain letters, spaces, hyphens, and apostrophes`,
      );
    });
  });

  describe('address1', () => {
    it('accepts a street address', () => expect(firstError('address1', 'Main St 1')).toBeUndefined());
    it('is required', () => {
      expect(firstError('address1', '')).toBe('Address is required');
      expect(firstError('address1', undefined)).toBe('Address is required');
    });
    it('needs 5 to 100 characters', () => {
      expect(firstError('address1', 'St 1')).toBe('Address must be at least 5 characters');
      expect(firstError('address1', 'x'.repeat(100))).toBeUndefined();
      expect(firstError('address1', 'x'.repeat(101))).toBe('Address cannot exceed 100 characters');
    });
  });

  describe('optional fields', () => {
    it.each(['address2', 'company', 'vat_number'] as const)('%s may be missing, empty or null', (field) => {
      expect(firstError(field, undefined)).toBeUndefined();
      expect(firstError(field, '')).toBeUndefined();
      expect(firstError(field, null)).toBeUndefined();
    });
    it('caps their length', () => {
      expect(firstError('address2', 'x'.repeat(101))).toBe('Address line 2 cannot exceed 100 characters');
      expect(firstError('company', 'x'.repeat(101))).toBe('Company cannot exceed 100 characters');
      expect(firstError('vat_number', 'x'.repeat(21))).toBe('VAT number cannot exceed 20 characters');
    });
  });

  describe('city', () => {
    it.each(['Tallinn', 'Kraków', 'Saint-Étienne', "L'Aquila", 'Den Haag', 'Ny'])('accepts %s', (city) =>
      expect(firstError('city', city)).toBeUndefined(),
    );
    it('checks presence, length and letters', () => {
      expect(firstError('city', '')).toBe('City is required');
      expect(firstError('city', 'T')).toBe('City must be at least 2 characters');
      expect(firstError('city', 'x'.repeat(51))).toBe('City cannot exceed 50 characters');
      expect(firstError('city', 'Tallinn 1')).toBe(
        'City can only contain letters, spaces, hyphens, and apostrophes',
      );
    });
  });

  describe('county', () => {
    it('accepts a region', () => expect(firstError('county', 'Île-de-France')).toBeUndefined());
    it('checks presence and length', () => {
      expect(firstError('county', '')).toBe('State is required');
      expect(firstError('county', undefined)).toBe('State is required');
      expect(firstError('county', 'H')).toBe('State must be at least 2 characters');
      expect(firstError('county', 'x'.repeat(51))).toBe('State cannot exceed 50 characters');
    });
  });

  describe('postcode', () => {
    it.each([
      ['EE', '10117'],
      ['DE', '10115'],
      ['PL', '00-950'],
      ['IE', 'D02 X285'],
      ['MT', 'VLT 1117'],
      ['LV', 'LV-1050'],
      ['SE', '114 55'],
    ])('accepts %s %s', (country, postcode) => {
      expect(errorsFor({ country, postcode })).toEqual({});
    });

    it('upper-cases it', () => {
      expect(
        shippingAddressInputSchema.parse({ ...valid, country: 'IE', postcode: 'd02 x285' }).postcode,
      ).toBe('D02 X285');
    });

    it('is required', () => {
      expect(firstError('postcode', '')).toBe('Postal code is required');
      expect(firstError('postcode', undefined)).toBe('Postal code is required');
      expect(errorsFor({ postcode: '' }).postcode).toEqual(['Postal code is required']);
    });

    it.each(['12', '12345678901', '10117!', '---', '1_2_3'])('rejects %s', (postcode) => {
      expect(firstError('postcode', postcode)).toBe(POSTCODE_FORMAT_MESSAGE);
    });

    it('is reported together with errors in other fields', () => {
      expect(errorsFor({ first_name: '', postcode: '1' })).toEqual({
        first_name: ['First name is required'],
        postcode: [POSTCODE_FORMAT_MESSAGE],
      });
    });

    it('is not judged against a missing or unknown country', () => {
      expect(errorsFor({ country: '', postcode: '1' })).toEqual({ country: ['Country is required'] });
      expect(errorsFor({ country: 'US', postcode: '1' })).toEqual({ country: [COUNTRY_NOT_SHIPPED_MESSAGE] });
    });
  });

  describe('country', () => {
    it('is required', () => {
      expect(firstError('country', '')).toBe('Country is required');
      expect(firstError('country', undefined)).toBe('Country is required');
    });
    it.each(['NL', 'US', 'GB', 'XX', 'EST'])('must be one of the 26 EU codes, not %s', (country) => {
      expect(firstError('country', country)).toBe(COUNTRY_NOT_SHIPPED_MESSAGE);
    });
  });

  describe('phone1', () => {
    it.each([
      ['+37251234567', '+37251234567'],
      ['37251234567', '37251234567'],
      ['+372 5123 4567', '+37251234567'],
      ['+49 (30) 123-4567', '+49301234567'],
      ['12345678', '12345678'],
      ['+123456789012345', '+123456789012345'],
    ])('accepts %s as %s', (input, stored) => {
      expect(shippingAddressInputSchema.parse({ ...valid, phone1: input }).phone1).toBe(stored);
    });

    it('is required', () => {
      expect(firstError('phone1', '')).toBe('Phone is required');
      expect(firstError('phone1', undefined)).toBe('Phone is required');
      expect(errorsFor({ phone1: '' }).phone1).toEqual(['Phone is required']);
    });

    it.each(['abc', '+0123456789', '0123456789', '++37251234567', '+372-ABC-4567', '+'])(
      'rejects the format of %s',
      (phone) => {
        expect(firstError('phone1', phone)).toBe(PHONE_FORMAT_MESSAGE);
      },
    );

    it('needs 8 to 15 digits', () => {
      expect(firstError('phone1', '+1234567')).toBe(PHONE_LENGTH_MESSAGE);
      expect(firstError('phone1', '1234')).toBe(PHONE_LENGTH_MESSAGE);
      expect(errorsFor({ phone1: '1234567890123456' }).phone1).toEqual([
        PHONE_FORMAT_MESSAGE,
        PHONE_LENGTH_MESSAGE,
      ]);
    });

    it('uses the spec texts verbatim', () => {
      expect(PHONE_FORMAT_MESSAGE).toBe(
        'Invalid phone1 number format. Please use international format (e.g., +1234567890)',
      );
      expect(PHONE_LENGTH_MESSAGE).toBe('Phone number must be between 8 and 15 digits');
    });
  });

  it('reports every broken field of an empty form at once', () => {
    const errors = shippingAddressInputSchema.safeParse({}).error?.issues.map((i) => [i.path[0], i.message]);
    expect(Object.fromEntries(errors ?? [])).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      address1: 'Address is required',
      city: 'City is required',
      county: 'State is required',
      postcode: 'Postal code is required',
      country: 'Country is required',
      phone1: 'Phone is required',
    });
  });

  it('exposes the plain field object for pick and extend', () => {
    expect(Object.keys(z.pick(shippingAddressFieldsSchema, { city: true }).shape)).toEqual(['city']);
  });

  it('labels every field, and marks exactly the ones that may be left out as optional', () => {
    for (const field of Object.keys(shippingAddressFieldsSchema.shape) as Field[]) {
      const label: string | undefined = shippingAddressLabels[field];
      expect(label, field).toMatch(/\S/);
      const mayBeLeftOut = firstError(field, undefined) === undefined;
      expect(label!.endsWith('(optional)'), field).toBe(mayBeLeftOut);
    }
  });
});
