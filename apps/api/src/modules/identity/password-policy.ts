import { DEFAULT_PASSWORD_POLICY } from '@prompttee/domain';

/** The password rules the server enforces and the login page reads (shared contract). */
export const passwordPolicy = DEFAULT_PASSWORD_POLICY;

export type { PasswordPolicy } from '@prompttee/domain';
