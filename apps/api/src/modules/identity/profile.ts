import type { Locale } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';

type Deps = Pick<UseCaseDeps, 'identity'>;

/** The signed-in customer's profile: e-mail, name and the language they chose (or null). */
export async function getProfile(deps: Deps, input: { userId: string }) {
  const profile = await deps.identity.profile(input.userId);
  if (!profile) throw notFound('Account');
  return profile;
}

/** Saves the customer's language, and answers the profile as it now is. */
export async function setProfileLocale(deps: Deps, input: { userId: string; locale: Locale }) {
  await deps.identity.setLocale(input.userId, input.locale);
  return getProfile(deps, input);
}
