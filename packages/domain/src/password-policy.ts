import type { PasswordPolicy } from './contracts/password-policy';

/**
 * Spec section 5: the minimum length defaults to 6. The maximum keeps a single sign-in from making
 * the server hash megabytes. The server enforces this policy; the login page uses it until the
 * server's answer arrives. Kept apart from the contract so the login page can show it without
 * loading zod.
 */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minPasswordLength: 6, maxPasswordLength: 128 };

/** The words for a password under the minimum, before sending it and when the server refuses it. */
export const passwordTooShortMessage = (minPasswordLength: number): string =>
  `Password should be at least ${minPasswordLength} characters`;

/**
 * What a form says about a new password the policy refuses, or undefined when it passes. Forms
 * check it before sending, with the policy the server answers; the server enforces the same policy.
 */
export function passwordProblem(
  password: string,
  policy: Pick<PasswordPolicy, 'minPasswordLength'>,
): string | undefined {
  return password.length < policy.minPasswordLength
    ? passwordTooShortMessage(policy.minPasswordLength)
    : undefined;
}

/** What a form says when the repeated password differs, or undefined when it matches. */
export const confirmationProblem = (password: string, confirm: string): string | undefined =>
  confirm !== password ? 'Passwords do not match' : undefined;
