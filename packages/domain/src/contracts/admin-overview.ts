import * as z from 'zod/mini';
import { centsSchema, isoDateTimeSchema } from './common';

// The console's front page: GET /v1/admin/overview, and the alerts it lists.

/** GET /v1/admin/session: 200 for an operator (the console opens), 403 for anyone else. */
export const adminSessionSchema = z.object({ email: z.string() });

export const adminAlertSchema = z.object({
  alert_id: z.string().check(z.minLength(1)),
  /** producer_refused, duplicate_payment, dead_letter, or another kind a later release raises. */
  kind: z.string(),
  message: z.string(),
  order_id: z.nullable(z.string()),
  created_at: isoDateTimeSchema,
  resolved_at: z.nullable(isoDateTimeSchema),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;

export const adminAlertsResponseSchema = z.object({ alerts: z.array(adminAlertSchema) });
export const adminAlertParamsSchema = z.object({ alert_id: z.uuid() });
export const adminAlertsQuerySchema = z.object({ all: z.optional(z.enum(['true', 'false'])) });

/** Orders placed on one UTC day. */
export const adminDayCountSchema = z.object({
  day: z.iso.date(),
  orders: z.number().check(z.int(), z.nonnegative()),
});

export const adminOverviewSchema = z.object({
  orders_today: z.number().check(z.int(), z.nonnegative()),
  orders_this_week: z.number().check(z.int(), z.nonnegative()),
  /**
   * Paid and not refunded, over the last 7 days, in euro cents: orders in other currencies at
   * each currency's latest stored rate (left out while it has none).
   */
  revenue_this_week: centsSchema,
  designs_today: z.number().check(z.int(), z.nonnegative()),
  designs_this_week: z.number().check(z.int(), z.nonnegative()),
  /** The last 14 days, oldest first: the overview's chart. */
  orders_by_day: z.array(adminDayCountSchema),
  open_alerts: z.array(adminAlertSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
