/**
 * The password rules the login page reads (spec section 5: minimum length defaults to 6). The
 * maximum keeps a single sign-in from making the server hash megabytes.
 */
export const passwordPolicy = { minPasswordLength: 6, maxPasswordLength: 128 } as const;

export type PasswordPolicy = typeof passwordPolicy;
