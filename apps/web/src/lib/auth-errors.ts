// Errors of the identity service, as the login card shows them (spec section 8). The server's
// codes map to the client codes of the spec; the message is then chosen by matching the error's
// text, as the spec describes.
import { DEFAULT_PASSWORD_POLICY, passwordTooShortMessage } from '@prompttee/domain/password-policy';
import { USER_DISABLED_MESSAGE } from '@prompttee/domain/sso';

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
  return new AuthError('auth/network-request-failed', 'Network request failed');
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailInUse: 'An account with this email already exists',
  weakPassword: passwordTooShortMessage(DEFAULT_PASSWORD_POLICY.minPasswordLength),
  invalidEmail: 'Please enter a valid email address',
  cancelled: 'Sign in was cancelled',
  network: 'Network error. Please check your internet connection',
  embedded:
    "This login method doesn't work in this type of browser. Please open this website in Chrome, Firefox, or Safari instead.",
  generic: 'An error occurred. Please try again later.',
  // Not in the spec's table: cases the original service never met, worded as a shop would.
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  disabled: USER_DISABLED_MESSAGE,
  linkUsedOrExpired: 'This link has expired or was already used. Please sign in again.',
  signInLinkSent:
    'To protect this account, signing in with a password is paused for a while. If an account uses this address, we have e-mailed it a link to sign in.',
} as const;

/** Spec section 8: the friendly message, chosen by matching the error's text. */
export function friendlyAuthMessage(
  error: unknown,
  minPasswordLength = DEFAULT_PASSWORD_POLICY.minPasswordLength,
): string {
  const code = error instanceof AuthError ? error.code : '';
  const text = `${code} ${error instanceof Error ? error.message : String(error ?? '')}`.toLowerCase();
  if (/invalid-credential|wrong-password|user-not-found/.test(text)) return AUTH_MESSAGES.invalidCredentials;
  if (text.includes('email-already-in-use')) return AUTH_MESSAGES.emailInUse;
  if (text.includes('weak-password')) return passwordTooShortMessage(minPasswordLength);
  if (text.includes('invalid-email')) return AUTH_MESSAGES.invalidEmail;
  if (text.includes('popup-closed-by-user')) return AUTH_MESSAGES.cancelled;
  if (text.includes('network')) return AUTH_MESSAGES.network;
  if (text.includes('embedded')) return AUTH_MESSAGES.embedded;
  if (text.includes('too-many-requests')) return AUTH_MESSAGES.tooManyRequests;
  if (text.includes('user-disabled')) return AUTH_MESSAGES.disabled;
  if (text.includes('sign-in-link-sent')) return AUTH_MESSAGES.signInLinkSent;
  if (/invalid-action-code|expired-action-code/.test(text)) return AUTH_MESSAGES.linkUsedOrExpired;
  // A provider that is not set up: the server's message names it and says what to do instead.
  if (code === 'auth/operation-not-allowed' && error instanceof AuthError && error.serverMessage) {
    return error.serverMessage;
  }
  return AUTH_MESSAGES.generic;
}
