import { passwordPolicySchema } from '../password-policy';
import { profilePatchBodySchema, profileResponseSchema } from '../profile';
import {
  addressSnapshotSchema,
  createShippingAddressBodySchema,
  deleteShippingAddressQuerySchema,
  shippingAddressListResponseSchema,
  shippingAddressParamsSchema,
  shippingAddressSchema,
} from '../shipping-address';
import { EXAMPLE } from './examples';
import { describeObject, type FieldDoc } from './field-docs';

// The customer's account: shipping addresses, profile, and the password rules sign-up shows.

const addressFields = {
  first_name: {
    description: "The recipient's first name (2 to 50 letters, spaces, hyphens, apostrophes).",
    example: 'Kadri',
  },
  last_name: { description: "The recipient's last name (2 to 50).", example: 'Tamm' },
  company: { description: 'A company to deliver to; null or absent for none.', example: null },
  vat_number: {
    description: "The company's VAT number, printed on the invoice; null or absent for none.",
    example: null,
  },
  address1: { description: 'Street and house number (5 to 100 characters).', example: 'Narva mnt 7' },
  address2: {
    description: 'A second address line (flat, building); null or absent for none.',
    example: 'Korter 12',
  },
  city: { description: 'The city or town.', example: 'Tallinn' },
  county: { description: 'The state, county or region (2 to 50 characters).', example: 'Harju maakond' },
  postcode: {
    description: "The postal code, in the country's own format (checked per country); upper-cased.",
    example: '10117',
  },
  country: {
    description: 'The country (ISO 3166-1 alpha-2), one of the EU member states the shop ships to.',
    example: 'EE',
  },
  phone1: {
    description:
      "A phone number for the courier, in international format ('+3725123456'); spaces, dots and brackets are dropped.",
    example: '+3725123456',
  },
} satisfies Record<string, FieldDoc>;

const addressId: FieldDoc = { description: "The saved address's id.", example: EXAMPLE.addressId };

export const accountDocs = [
  describeObject(
    shippingAddressSchema,
    {
      address_id: addressId,
      id: { ...addressId, description: 'The same id as `address_id`.' },
      ...addressFields,
    },
    'A saved shipping address.',
  ),
  describeObject(
    addressSnapshotSchema,
    addressFields,
    'The address as the order captured it when it was placed.',
  ),
  describeObject(shippingAddressListResponseSchema, {
    addresses: { description: "The customer's saved addresses." },
  }),
  describeObject(
    createShippingAddressBodySchema,
    addressFields,
    'A new shipping address, checked as the form checks it.',
  ),
  describeObject(deleteShippingAddressQuerySchema, {
    id: { ...addressId, description: 'The address to delete.' },
  }),
  describeObject(shippingAddressParamsSchema, { id: addressId }),
  describeObject(profileResponseSchema, {
    email: { description: "The account's e-mail address.", example: EXAMPLE.email },
    name: { description: "The customer's name.", example: 'Kadri Tamm' },
    locale: {
      description: 'The language chosen for e-mails and screens (`en` or `et`); null until chosen.',
      example: 'et',
    },
  }),
  describeObject(profilePatchBodySchema, {
    locale: { description: 'The language for e-mails and screens: `en` or `et`.', example: 'et' },
  }),
  describeObject(passwordPolicySchema, {
    minPasswordLength: { description: 'The fewest characters a password may have.', example: 6 },
    maxPasswordLength: { description: 'The most characters a password may have.', example: 128 },
  }),
];
