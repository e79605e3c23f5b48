import { z } from 'zod';

/** GET /api/auth/password-policy: the rules sign-up and password reset enforce. */
export const passwordPolicySchema = z.object({
  minPasswordLength: z.number().int().positive(),
  maxPasswordLength: z.number().int().positive(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export { DEFAULT_PASSWORD_POLICY } from '../password-policy';
