import * as z from 'zod/mini';
import { epochSecondsSchema, isoDateTimeSchema } from './common';
import { auditEntrySchema } from './admin-audit';

// The operator console's customers and designs: /v1/admin/customers and /v1/admin/designs.

export const adminListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminCustomerSchema = z.object({
  customer_id: z.string().check(z.minLength(1)),
  email: z.string(),
  name: z.string(),
  email_verified: z.boolean(),
  disabled: z.boolean(),
  created_at: isoDateTimeSchema,
  orders: z.number().check(z.int(), z.nonnegative()),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomersResponseSchema = z.object({
  customers: z.array(adminCustomerSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.minimum(1)),
  page_size: z.number().check(z.int(), z.minimum(1)),
});
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;

export const adminCustomerParamsSchema = z.object({
  customer_id: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** A customer's page: the account, this period's design quota, and what operators did to it. */
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  quota: z.object({
    used: z.number().check(z.int(), z.nonnegative()),
    /** DESIGN_QUOTA plus the units granted for this period. */
    total: z.number().check(z.int(), z.nonnegative()),
    granted: z.number().check(z.int(), z.nonnegative()),
    reset_at: isoDateTimeSchema,
  }),
  audit: z.array(auditEntrySchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminGrantQuotaBodySchema = z.object({
  units: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
});

export const adminDesignSchema = z.object({
  design_id: z.uuid(),
  customer_id: z.string(),
  customer_email: z.string(),
  prompt: z.string(),
  thumbnail_url: z.string(),
  created_at: epochSecondsSchema,
});
export type AdminDesign = z.infer<typeof adminDesignSchema>;

export const adminDesignsResponseSchema = z.object({
  designs: z.array(adminDesignSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.minimum(1)),
  page_size: z.number().check(z.int(), z.minimum(1)),
});
export type AdminDesignsResponse = z.infer<typeof adminDesignsResponseSchema>;

export const adminDesignParamsSchema = z.object({ design_id: z.uuid() });
