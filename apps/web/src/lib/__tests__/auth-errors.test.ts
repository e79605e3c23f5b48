import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  AuthError,
  friendlyAuthMessage,
  networkAuthError,
  SERVER_CODE_TO_CLIENT_CODE,
  toAuthError,
} from '../auth-errors';

const messageFor = (code: string, message?: string, status = 400) =>
  friendlyAuthMessage(toAuthError({ code, ...(message ? { message } : {}), status }));

describe('server codes → client codes (spec section 8)', () => {
  it.each([
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'auth/email-already-in-use'],
    ['USER_ALREADY_EXISTS', 'auth/email-already-in-use'],
    ['INVALID_PASSWORD', 'auth/wrong-password'],
    ['INVALID_EMAIL_OR_PASSWORD', 'auth/invalid-credential'],
    ['USER_NOT_FOUND', 'auth/user-not-found'],
    ['TOO_MANY_REQUESTS', 'auth/too-many-requests'],
    ['TOKEN_EXPIRED', 'auth/expired-action-code'],
    ['INVALID_TOKEN', 'auth/invalid-action-code'],
    ['USER_DISABLED', 'auth/user-disabled'],
    ['SIGN_IN_LINK_SENT', 'auth/sign-in-link-sent'],
    ['PASSWORD_TOO_SHORT', 'auth/weak-password'],
    ['PASSWORD_TOO_LONG', 'auth/password-does-not-meet-requirements'],
    ['INVALID_EMAIL', 'auth/invalid-email'],
    ['SESSION_NOT_FRESH', 'auth/requires-recent-login'],
    ['INVALID_CALLBACK_URL', 'auth/unauthorized-continue-uri'],
    ['INVALID_REDIRECT', 'auth/unauthorized-continue-uri'],
    ['INVALID_ORIGIN', 'auth/unauthorized-domain'],
    ['FIELD_NOT_ALLOWED', 'auth/admin-restricted-operation'],
    ['PROVIDER_NOT_CONFIGURED', 'auth/operation-not-allowed'],
    ['access_denied', 'auth/popup-closed-by-user'],
  ])('%s → %s', (server, client) => {
    expect(SERVER_CODE_TO_CLIENT_CODE[server]).toBe(client);
    expect(toAuthError({ code: server, status: 400 }).code).toBe(client);
  });

  it('falls back on the status: 429 too-many-requests, 401 user-token-expired, else internal-error', () => {
    expect(toAuthError({ status: 429, message: 'Too many requests. Please try again later.' }).code).toBe(
      'auth/too-many-requests',
    );
    expect(toAuthError({ status: 401 }).code).toBe('auth/user-token-expired');
    expect(toAuthError({ code: 'SOMETHING_NEW', status: 500 }).code).toBe('auth/internal-error');
  });

  it('calls a thrown fetch network-request-failed', () => {
    expect(networkAuthError().code).toBe('auth/network-request-failed');
  });
});

describe('the login messages of spec section 8', () => {
  it('says Invalid email or password for invalid credential, wrong password and unknown user', () => {
    expect(messageFor('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401)).toBe(
      'Invalid email or password',
    );
    expect(messageFor('INVALID_PASSWORD')).toBe('Invalid email or password');
    expect(messageFor('USER_NOT_FOUND')).toBe('Invalid email or password');
  });

  it.each([
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'An account with this email already exists'],
    ['PASSWORD_TOO_SHORT', 'Password should be at least 6 characters'],
    ['INVALID_EMAIL', 'Please enter a valid email address'],
    ['access_denied', 'Sign in was cancelled'],
  ])('%s → %s', (code, message) => {
    expect(messageFor(code)).toBe(message);
  });

  it('names the network for a network failure, by code or by text', () => {
    expect(friendlyAuthMessage(networkAuthError())).toBe(
      'Network error. Please check your internet connection',
    );
    expect(friendlyAuthMessage(new Error('A network problem'))).toBe(AUTH_MESSAGES.network);
  });

  it('explains the embedded-browser refusal', () => {
    const refusal = new Error(
      'SSO is not supported in embedded browsers. Please use a standard web browser.',
    );
    expect(friendlyAuthMessage(refusal)).toBe(
      "This login method doesn't work in this type of browser. Please open this website in Chrome, Firefox, or Safari instead.",
    );
    expect(messageFor('EMBEDDED_BROWSER', refusal.message)).toBe(AUTH_MESSAGES.embedded);
  });

  it('says An error occurred for anything else, including an unknown provider', () => {
    expect(friendlyAuthMessage(new Error('Invalid provider'))).toBe(
      'An error occurred. Please try again later.',
    );
    expect(messageFor('SOMETHING_NEW', 'Boom', 500)).toBe(AUTH_MESSAGES.generic);
    expect(friendlyAuthMessage(undefined)).toBe(AUTH_MESSAGES.generic);
  });

  it('passes on the server’s clear message for a provider that is not set up', () => {
    const message = 'Sign-in with Google is not available yet. Please use your email and password.';
    expect(messageFor('PROVIDER_NOT_CONFIGURED', message)).toBe(message);
  });

  it('words rate limits and disabled accounts as a shop would', () => {
    expect(messageFor('TOO_MANY_REQUESTS', 'Too many attempts. Please try again later.', 429)).toBe(
      AUTH_MESSAGES.tooManyRequests,
    );
    expect(messageFor('USER_DISABLED', 'This account has been disabled.', 403)).toBe(AUTH_MESSAGES.disabled);
    expect(messageFor('SIGN_IN_LINK_SENT', 'paused', 403)).toBe(AUTH_MESSAGES.signInLinkSent);
    expect(messageFor('INVALID_TOKEN', '', 400)).toBe(AUTH_MESSAGES.linkUsedOrExpired);
  });

  it('uses the policy’s minimum in the weak-password message', () => {
    expect(friendlyAuthMessage(new AuthError('auth/weak-password'), 8)).toBe(
      'Password should be at least 8 characters',
    );
  });
});
