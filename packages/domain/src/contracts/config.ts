import * as z from 'zod/mini';
import { vatSchemeSchema } from '../vat/vat';
import { paymentProviderSchema } from './payment-provider';

/**
 * The public shop configuration the server writes into the page, so the browser bundle stays the
 * same for every deployment. Only what a visitor may see belongs here: no secrets.
 */
export const publicConfigSchema = z.object({
  shopName: z.string().check(z.minLength(1)),
  supportEmail: z.email(),
  partnerEmail: z.email(),
  companyName: z.string().check(z.minLength(1)),
  companyRegistryCode: z.string().check(z.minLength(1)),
  companyAddress: z.string().check(z.minLength(1)),
  companyVat: z.string().check(z.minLength(1)),
  // An external invoice service; null: the shop's own list of the customer's invoices (/invoices).
  invoiceUrl: z.nullable(z.url()),
  // Which country's rate the VAT in a price is worked out at (checkout shows it before the order).
  vatScheme: vatSchemeSchema,
  trackingUrl: z.url(),
  paymentProvider: paymentProviderSchema,
  stripePublishableKey: z.nullable(z.string()),
  ssoProviders: z.object({ google: z.boolean(), facebook: z.boolean(), github: z.boolean() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
