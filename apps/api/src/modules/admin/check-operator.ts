import { AppError } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';

export type Operator = { id: string; email: string };

/**
 * An operator is a verified, enabled account whose e-mail is in ADMIN_EMAILS. Read from the
 * account itself on every call, not from the ID token: an unverified account could otherwise
 * claim an operator's address, and a removed operator would keep their rights for the token's life.
 */
export async function checkOperator(
  deps: Pick<UseCaseDeps, 'config' | 'adminCustomers'>,
  input: { userId: string },
): Promise<Operator> {
  const email = await deps.adminCustomers.verifiedEmailOf(input.userId);
  if (!email || !deps.config.ADMIN_EMAILS.includes(email.toLowerCase())) {
    throw new AppError('FORBIDDEN', 'Only operators may do this.');
  }
  return { id: input.userId, email };
}
