import type { IdentityUser } from '@/stores/auth-store';

const PROVIDER_NAMES: Record<string, string> = {
  password: 'Email and password',
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};

/** 'Anonymous User' when the account has no display name (spec section 2, Profile). */
export const displayNameOf = (user: IdentityUser) => user.displayName?.trim() || 'Anonymous User';

/** Up to two initials from the display name, else the first letter of the e-mail address. */
export function initialsOf(user: IdentityUser): string {
  const words = (user.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('');
  return (user.email[0] ?? '?').toUpperCase();
}

/** The sign-in providers, named for people, or 'Unknown' while none are known. */
export function providerOf(user: IdentityUser): string {
  const names = user.providerData.map((p) => PROVIDER_NAMES[p.providerId] ?? p.providerId);
  return names.length ? [...new Set(names)].join(', ') : 'Unknown';
}
