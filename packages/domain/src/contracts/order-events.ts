import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

// GET /v1/orders/{order_id}/events: the order's status history, for the expanded order row.

/** One status the order reached, and when. Plain text, like the order's own status. */
export const orderEventSchema = z.object({
  status: z.string().check(z.minLength(1)),
  at: isoDateTimeSchema,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Oldest first: the order's way from placed to delivered. */
export const orderEventsResponseSchema = z.object({ events: z.array(orderEventSchema) });
export type OrderEventsResponse = z.infer<typeof orderEventsResponseSchema>;
