import { z } from 'zod';

/** GET /api/auth/password-policy: the rules sign-up and password reset enforce. */
export const passwordPolicySchema = z.object({
  minPasswordLength: z.number().int().positive(),
  maxPasswordLength: z.number().int().positive(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/**
 * Spec section 5: the minimum length defaults to 6. The maximum keeps a single sign-in from making
 * the server hash megabytes. The server enforces this policy; the login page uses it until the
 * server's answer arrives.
 */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minPasswordLength: 6, maxPasswordLength: 128 };
