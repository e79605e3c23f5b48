import * as z from 'zod/mini';
import { shippingAddressInputSchema } from '../shipping-address';

// GET/POST /v1/shipping-address, DELETE /v1/shipping-address?id={id}, GET /v1/shipping-address/{id}.

/**
 * A saved address as the API answers it. `address_id` and `id` carry the same value because the
 * spec's client reads either. Fields are plain text here, not the form rules: an address saved
 * under older rules must still be readable.
 */
export const shippingAddressSchema = z.object({
  address_id: z.uuid(),
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  address1: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
  country: z.string().check(z.length(2)),
  phone1: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * The address an order captured when it was placed (orders.shipping_address, the producer's
 * recipient): a saved address's fields without its ids, so the order keeps it after any edit.
 */
export const addressSnapshotSchema = z.partial(
  z.omit(shippingAddressSchema, { address_id: true, id: true }),
  { company: true, vat_number: true, address2: true },
);
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

export const shippingAddressListResponseSchema = z.object({ addresses: z.array(shippingAddressSchema) });
export type ShippingAddressListResponse = z.infer<typeof shippingAddressListResponseSchema>;

/** POST body: the form's schema, rules and messages included. Answered 201 with the address. */
export const createShippingAddressBodySchema = shippingAddressInputSchema;

export const deleteShippingAddressQuerySchema = z.object({ id: z.uuid() });
export type DeleteShippingAddressQuery = z.infer<typeof deleteShippingAddressQuerySchema>;

export const shippingAddressParamsSchema = z.object({ id: z.uuid() });
export type ShippingAddressParams = z.infer<typeof shippingAddressParamsSchema>;
