// Errors of the identity service, as the login card shows them (spec section 8). The server's
// codes map to the client codes of the spec, and each client code to its message; only an error
// that carries no code (not an AuthError) is still matched by its text, as the spec describes.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_PASSWORD_POLICY } from '@prompttee/domain/password-policy';
import { USER_DISABLED_MESSAGE } from '@prompttee/domain/sso';
import { domainSentenceText, passwordTooShortText } from '@/i18n/domain-texts';

export type AuthErrorCode =
  | 'auth/email-already-in-use'
  | 'auth/wrong-password'
  | 'auth/missing-password'
  | 'auth/invalid-credential'
  | 'auth/user-not-found'
  | 'auth/too-many-requests'
  | 'auth/expired-action-code'
  | 'auth/invalid-action-code'
  | 'auth/user-token-expired'
  | 'auth/user-disabled'
  | 'auth/sign-in-link-sent'
  | 'auth/weak-password'
  | 'auth/invalid-email'
  | 'auth/password-does-not-meet-requirements'
  | 'auth/admin-restricted-operation'
  | 'auth/requires-recent-login'
  | 'auth/unauthorized-continue-uri'
  | 'auth/unauthorized-domain'
  | 'auth/operation-not-allowed'
  | 'auth/operation-not-supported-in-this-environment'
  | 'auth/popup-closed-by-user'
  | 'auth/network-request-failed'
  | 'auth/internal-error';

/** Our identity service's codes (better-auth and the shop's own) → the spec's client codes. */
export const SERVER_CODE_TO_CLIENT_CODE: Record<string, AuthErrorCode> = {
  USER_ALREADY_EXISTS: 'auth/email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth/email-already-in-use',
  INVALID_PASSWORD: 'auth/wrong-password',
  INVALID_EMAIL_OR_PASSWORD: 'auth/invalid-credential',
  USER_NOT_FOUND: 'auth/user-not-found',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth/user-not-found',
  TOO_MANY_REQUESTS: 'auth/too-many-requests',
  TOKEN_EXPIRED: 'auth/expired-action-code',
  INVALID_TOKEN: 'auth/invalid-action-code',
  USER_DISABLED: 'auth/user-disabled',
  SIGN_IN_LINK_SENT: 'auth/sign-in-link-sent',
  PASSWORD_TOO_SHORT: 'auth/weak-password',
  PASSWORD_TOO_LONG: 'auth/password-does-not-meet-requirements',
  INVALID_EMAIL: 'auth/invalid-email',
  SESSION_EXPIRED: 'auth/requires-recent-login',
  SESSION_NOT_FRESH: 'auth/requires-recent-login',
  INVALID_CALLBACK_URL: 'auth/unauthorized-continue-uri',
  INVALID_REDIRECT: 'auth/unauthorized-continue-uri',
  INVALID_REDIRECT_URL: 'auth/unauthorized-continue-uri',
  INVALID_ORIGIN: 'auth/unauthorized-domain',
  MISSING_OR_NULL_ORIGIN: 'auth/unauthorized-domain',
  FIELD_NOT_ALLOWED: 'auth/admin-restricted-operation',
  PROVIDER_NOT_CONFIGURED: 'auth/operation-not-allowed',
  EMBEDDED_BROWSER: 'auth/operation-not-supported-in-this-environment',
  // SSO redirects back with the provider's OAuth error; access_denied is the customer cancelling.
  access_denied: 'auth/popup-closed-by-user',
  user_disabled: 'auth/user-disabled',
};

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    /** The server's own explanation, when it gave one. */
    readonly serverMessage: string | null = null,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the console, never shown
    super(serverMessage ? `${serverMessage} (${code})` : `Identity error (${code})`);
    this.name = 'AuthError';
  }
}

/** Turns a better-auth client error ({ code, message, status }) into an AuthError. */
export function toAuthError(error: { code?: string; message?: string; status?: number }): AuthError {
  const mapped = error.code ? SERVER_CODE_TO_CLIENT_CODE[error.code] : undefined;
  // A code we know decides; the status is only the fallback for an answer without one (a proxy's
  // page, a better-auth code not in the table) or none at all (status 0: no connection).
  const code: AuthErrorCode =
    mapped ??
    (error.status === 429
      ? 'auth/too-many-requests'
      : error.status === 401
        ? 'auth/user-token-expired'
        : error.status === 0
          ? 'auth/network-request-failed'
          : 'auth/internal-error');
  return new AuthError(code, error.message ?? null);
}

/** A thrown fetch (offline, DNS, time-out) is the spec's network-request-failed. */
export function networkAuthError(): AuthError {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the console, never shown
  return new AuthError('auth/network-request-failed', 'Network request failed');
}

// Each in both languages: the English of spec section 8, the Estonian as a shop words it.
export const AUTH_MESSAGES = {
  invalidCredentials: msg`Invalid email or password`,
  emailInUse: msg`An account with this email already exists`,
  invalidEmail: msg`Please enter a valid email address`,
  cancelled: msg`Sign in was cancelled`,
  network: msg`Network error. Please check your internet connection`,
  embedded: msg`This login method doesn't work in this type of browser. Please open this website in Chrome, Firefox, or Safari instead.`,
  generic: msg`An error occurred. Please try again later.`,
  // Not in the spec's table: cases the original service never met, worded as a shop would.
  tooManyRequests: msg`Too many attempts. Please wait a few minutes and try again.`,
  linkUsedOrExpired: msg`This link has expired or was already used. Please sign in again.`,
  signInLinkSent: msg`To protect this account, signing in with a password is paused for a while. If an account uses this address, we have e-mailed it a link to sign in.`,
} satisfies Record<string, MessageDescriptor>;

type MessageKind = keyof typeof AUTH_MESSAGES | 'weakPassword' | 'disabled';

/** Each client code's message; a code not listed here is the generic one. */
const CODE_KINDS: Partial<Record<AuthErrorCode, MessageKind>> = {
  'auth/invalid-credential': 'invalidCredentials',
  'auth/wrong-password': 'invalidCredentials',
  'auth/user-not-found': 'invalidCredentials',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/invalid-email': 'invalidEmail',
  'auth/popup-closed-by-user': 'cancelled',
  'auth/network-request-failed': 'network',
  'auth/operation-not-supported-in-this-environment': 'embedded',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/user-disabled': 'disabled',
  'auth/sign-in-link-sent': 'signInLinkSent',
  'auth/invalid-action-code': 'linkUsedOrExpired',
  'auth/expired-action-code': 'linkUsedOrExpired',
};

/**
 * Spec section 8: the friendly message in the page's language, by the error's code (an
 * AuthError's), else by matching its text (an error from elsewhere, which has no code).
 */
export function friendlyAuthMessage(
  error: unknown,
  minPasswordLength = DEFAULT_PASSWORD_POLICY.minPasswordLength,
): string {
  const code = error instanceof AuthError ? error.code : '';
  const kind =
    error instanceof AuthError
      ? (CODE_KINDS[error.code] ?? 'generic')
      : messageKind((error instanceof Error ? error.message : String(error ?? '')).toLowerCase());
  if (kind === 'weakPassword') return passwordTooShortText(i18n, minPasswordLength);
  if (kind === 'disabled') return domainSentenceText(i18n, USER_DISABLED_MESSAGE);
  // A provider that is not set up: the server's message names it and says what to do instead
  // (in the page's language, which every request names).
  if (kind === 'generic' && code === 'auth/operation-not-allowed' && error instanceof AuthError) {
    if (error.serverMessage) return error.serverMessage;
  }
  return i18n._(AUTH_MESSAGES[kind]);
}

function messageKind(text: string): MessageKind {
  if (/invalid-credential|wrong-password|user-not-found/.test(text)) return 'invalidCredentials';
  if (text.includes('email-already-in-use')) return 'emailInUse';
  if (text.includes('weak-password')) return 'weakPassword';
  if (text.includes('invalid-email')) return 'invalidEmail';
  if (text.includes('popup-closed-by-user')) return 'cancelled';
  if (text.includes('network')) return 'network';
  if (text.includes('embedded')) return 'embedded';
  if (text.includes('too-many-requests')) return 'tooManyRequests';
  if (text.includes('user-disabled')) return 'disabled';
  if (text.includes('sign-in-link-sent')) return 'signInLinkSent';
  if (/invalid-action-code|expired-action-code/.test(text)) return 'linkUsedOrExpired';
  return 'generic';
}
