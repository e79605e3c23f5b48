import { z } from 'zod';
import { epochSecondsSchema, isoDateTimeSchema } from './common';
import { auditEntrySchema } from './admin-audit';

// The operator console's customers and designs: /v1/admin/customers and /v1/admin/designs.

export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminCustomerSchema = z.object({
  customer_id: z.string().min(1),
  email: z.string(),
  name: z.string(),
  email_verified: z.boolean(),
  disabled: z.boolean(),
  created_at: isoDateTimeSchema,
  orders: z.number().int().nonnegative(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomersResponseSchema = z.object({
  customers: z.array(adminCustomerSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;

export const adminCustomerParamsSchema = z.object({ customer_id: z.string().min(1).max(200) });

/** A customer's page: the account, this period's design quota, and what operators did to it. */
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  quota: z.object({
    used: z.number().int().nonnegative(),
    /** DESIGN_QUOTA plus the units granted for this period. */
    total: z.number().int().nonnegative(),
    granted: z.number().int().nonnegative(),
    reset_at: isoDateTimeSchema,
  }),
  audit: z.array(auditEntrySchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminGrantQuotaBodySchema = z.object({ units: z.number().int().min(1).max(1000) });

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
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type AdminDesignsResponse = z.infer<typeof adminDesignsResponseSchema>;

export const adminDesignParamsSchema = z.object({ design_id: z.uuid() });
