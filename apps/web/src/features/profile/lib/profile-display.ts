import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SSO_PROVIDER_NAMES } from '@/lib/sso';
import type { IdentityUser } from '@/stores/auth-store';

// Read when shown, in the page's language; the providers' own names are the same in every one.
const PROVIDER_NAMES: Record<string, MessageDescriptor | string> = {
  password: msg`Email and password`,
  ...SSO_PROVIDER_NAMES,
};

const said = (name: MessageDescriptor | string) => (typeof name === 'string' ? name : i18n._(name));

/** 'Anonymous User' when the account has no display name (spec section 2, Profile). */
export const displayNameOf = (user: IdentityUser) => user.displayName?.trim() || i18n._(msg`Anonymous User`);

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

/** The sign-in providers, named for people, or 'Unknown' while none are known, in the page's language. */
export function providerOf(user: IdentityUser): string {
  const names = user.providerData.map((p) => {
    const name = PROVIDER_NAMES[p.providerId];
    return name ? said(name) : p.providerId;
  });
  return names.length
    ? [...new Set(names)].join(', ')
    : i18n._(msg({ comment: 'No sign-in provider is known', message: 'Unknown' }));
}
