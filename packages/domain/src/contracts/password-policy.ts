import * as z from 'zod/mini';

/** GET /api/auth/password-policy: the rules sign-up and password reset enforce. */
export const passwordPolicySchema = z.object({
  minPasswordLength: z.number().check(z.int(), z.positive()),
  maxPasswordLength: z.number().check(z.int(), z.positive()),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export { DEFAULT_PASSWORD_POLICY } from '../password-policy';
