import * as z from 'zod/mini';
import { localeSchema } from './locale';

/** GET /v1/profile: the signed-in customer's account as the profile page shows it. */
export const profileResponseSchema = z.object({
  email: z.string(),
  name: z.string(),
  // null until the customer chooses; the browser's language decides meanwhile.
  locale: z.nullable(localeSchema),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PATCH /v1/profile: what a customer may change of their account here. */
export const profilePatchBodySchema = z.strictObject({ locale: localeSchema });
export type ProfilePatchBody = z.infer<typeof profilePatchBodySchema>;
