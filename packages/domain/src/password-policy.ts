import type { PasswordPolicy } from './contracts/password-policy';

/**
 * Spec section 5: the minimum length defaults to 6. The maximum keeps a single sign-in from making
 * the server hash megabytes. The server enforces this policy; the login page uses it until the
 * server's answer arrives. Kept apart from the contract so the login page can show it without
 * loading zod.
 */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minPasswordLength: 6, maxPasswordLength: 128 };
