import * as z from 'zod/mini';
import { EU_COUNTRY_CODES } from './eu-countries';
import { isValidPostcode } from './postcode';
import { outsideEuVatArea, outsideEuVatAreaMessage } from './vat/outside-eu-vat-area';

// The new-address form of spec section 5. The same schema runs in the browser (react-hook-form's
// zodResolver) and on the server, so a message the customer sees is the message the API returns.
// Only `trim`, `toUpperCase` and `overwrite` reshape values: they survive JSON Schema generation.

export const POSTCODE_FORMAT_MESSAGE = 'Invalid postal code format for the selected country';
export const PHONE_FORMAT_MESSAGE =
  'Invalid phone1 number format. Please use international format (e.g., +1234567890)';
export const PHONE_LENGTH_MESSAGE = 'Phone number must be between 8 and 15 digits';
export const COUNTRY_NOT_SHIPPED_MESSAGE = 'We only ship to the EU countries in the list';

export const shippingAddressLabels = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company (optional)',
  vat_number: 'VAT number (optional)',
  address1: 'Address',
  address2: 'Address line 2 (optional)',
  city: 'City',
  county: 'State / County',
  postcode: 'Postal code',
  country: 'Country',
  phone1: 'Phone',
} as const;

// Unicode letters (and combining marks, for decomposed input) so that 'Šimon', 'Jürgen' and
// "O'Brien" pass; ’ too, because phones type it for '. Empty passes: the length check reports it.
const NAME_LIKE = /^[\p{L}\p{M} '’-]*$/u;

// Zero-width characters are invisible: they are removed, so they neither count towards a length
// nor reach the label the producer prints. Control characters (tabs, line breaks, NUL...) have no
// place on a label and are refused.
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const NO_CONTROL = /^\P{Cc}*$/u;
const stripZeroWidth = (value: string) => value.replace(ZERO_WIDTH, '');
const controlMessage = (subject: string) => `${subject} cannot contain control characters`;

/** Required text: missing, blank and too short share one check so the customer sees one message. */
function requiredText(subject: string, min: number, max: number) {
  const required = `${subject} is required`;
  return z.string({ error: (issue) => (issue.input == null ? required : `${subject} must be text`) }).check(
    z.overwrite(stripZeroWidth),
    z.trim(),
    z.regex(NO_CONTROL, controlMessage(subject)),
    z.minLength(min, {
      error: (issue) => (issue.input === '' ? required : `${subject} must be at least ${min} characters`),
    }),
    z.maxLength(max, `${subject} cannot exceed ${max} characters`),
  );
}

function nameLike(subject: string) {
  return requiredText(subject, 2, 50).check(
    z.regex(NAME_LIKE, `${subject} can only contain letters, spaces, hyphens, and apostrophes`),
  );
}

function optionalText(subject: string, max: number) {
  return z.nullish(
    z
      .string()
      .check(
        z.overwrite(stripZeroWidth),
        z.trim(),
        z.regex(NO_CONTROL, controlMessage(subject)),
        z.maxLength(max, `${subject} cannot exceed ${max} characters`),
      ),
  );
}

const phone1 = z.string({ error: 'Phone is required' }).check(
  z.overwrite((value) => value.replace(/[\s().-]/g, '')),
  z.minLength(1, 'Phone is required'),
  z.regex(/^(?:\+?[1-9]\d{1,14})?$/, PHONE_FORMAT_MESSAGE),
  z.refine((value) => !/^\+?\d+$/.test(value) || /^\+?\d{8,15}$/.test(value), PHONE_LENGTH_MESSAGE),
);

/** The fields alone, without the cross-field postcode rule; `.pick()` and `.extend()` work on it. */
export const shippingAddressFieldsSchema = z.object({
  first_name: nameLike('First name'),
  last_name: nameLike('Last name'),
  company: optionalText('Company', 100),
  vat_number: optionalText('VAT number', 20),
  address1: requiredText('Address', 5, 100),
  address2: optionalText('Address line 2', 100),
  city: nameLike('City'),
  county: requiredText('State', 2, 50),
  postcode: z
    .string({ error: 'Postal code is required' })
    .check(z.trim(), z.toUpperCase(), z.minLength(1, 'Postal code is required')),
  country: z.pipe(
    z
      .string({ error: 'Country is required' })
      .check(z.trim(), z.toUpperCase(), z.minLength(1, 'Country is required')),
    z.enum(EU_COUNTRY_CODES, { error: COUNTRY_NOT_SHIPPED_MESSAGE }),
  ),
  phone1,
});

const hasIssueAt = (issues: readonly { path?: PropertyKey[] }[], key: string) =>
  issues.some((issue) => issue.path?.[0] === key);

/**
 * A new shipping address, as the form submits it and `POST /v1/shipping-address` accepts it.
 * The postcode rules (its format, and a place inside the EU VAT area) need the country, so they
 * run as an object check; `when` lets them report alongside other fields' errors instead of
 * waiting until every other field is valid.
 */
export const shippingAddressInputSchema = shippingAddressFieldsSchema.check(
  z.superRefine(
    (address, ctx) => {
      if (!isValidPostcode(address.country, address.postcode)) {
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: POSTCODE_FORMAT_MESSAGE });
        return;
      }
      // Outside the EU VAT area a delivery is an export, which the shop does not make.
      const territory = outsideEuVatArea(address);
      if (territory) {
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: outsideEuVatAreaMessage(territory) });
      }
    },
    {
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !hasIssueAt(issues, 'postcode') &&
        !hasIssueAt(issues, 'country'),
    },
  ),
);

/** What the form holds (any text); optional fields may be '', which the server stores as null. */
export type ShippingAddressFormValues = z.input<typeof shippingAddressInputSchema>;
/** What a successful parse yields: trimmed, country upper-cased and narrowed to the EU codes. */
export type ShippingAddressInput = z.output<typeof shippingAddressInputSchema>;
