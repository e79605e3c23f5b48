import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import {
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
    expect(friendlyAuthMessage(new Error('A network problem'))).toBe(
      'Network error. Please check your internet connection',
    );
  });

  it('goes by the code, whatever the server’s words say', () => {
    // A message that reads like another error does not change what its code means.
    expect(messageFor('INVALID_EMAIL_OR_PASSWORD', 'network embedded too-many-requests')).toBe(
      'Invalid email or password',
    );
    expect(messageFor('SOMETHING_NEW', 'network failure', 400)).toBe(
      'An error occurred. Please try again later.',
    );
  });

  it('explains the embedded-browser refusal', () => {
    const refusal = new Error(
      'SSO is not supported in embedded browsers. Please use a standard web browser.',
    );
    expect(friendlyAuthMessage(refusal)).toBe(
      "This login method doesn't work in this type of browser. Please open this website in Chrome, Firefox, or Safari instead.",
    );
    expect(messageFor('EMBEDDED_BROWSER', refusal.message)).toBe(
      "This login method doesn't work in this type of browser. Please open this website in Chrome, Firefox, or Safari instead.",
    );
  });

  it('says An error occurred for anything else, including an unknown provider', () => {
    expect(friendlyAuthMessage(new Error('Invalid provider'))).toBe(
      'An error occurred. Please try again later.',
    );
    expect(messageFor('SOMETHING_NEW', 'Boom', 500)).toBe('An error occurred. Please try again later.');
    expect(friendlyAuthMessage(undefined)).toBe('An error occurred. Please try again later.');
  });

  it('passes on the server’s clear message for a provider that is not set up', () => {
    const message = 'Sign-in with Google is not available yet. Please use your email and password.';
    expect(messageFor('PROVIDER_NOT_CONFIGURED', message)).toBe(message);
  });

  it('words rate limits and disabled accounts as a shop would', () => {
    expect(messageFor('TOO_MANY_REQUESTS', 'Too many attempts. Please try again later.', 429)).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(messageFor('USER_DISABLED', 'This account has been disabled.', 403)).toBe(
      'This account has been disabled. Please contact support.',
    );
    expect(messageFor('SIGN_IN_LINK_SENT', 'paused', 403)).toBe(
      'To protect this account, signing in with a password is paused for a while. If an account uses this address, we have e-mailed it a link to sign in.',
    );
    expect(messageFor('INVALID_TOKEN', '', 400)).toBe(
      'This link has expired or was already used. Please sign in again.',
    );
  });

  it('uses the policy’s minimum in the weak-password message', () => {
    expect(friendlyAuthMessage(new AuthError('auth/weak-password'), 8)).toBe(
      'Password should be at least 8 characters',
    );
  });
});

describe('the login messages in Estonian', () => {
  afterEach(() => act(() => switchLocale('en')));

  it('words every identity error in Estonian, the policy’s minimum included', async () => {
    await loadCatalogues('et', ['common']);
    await act(() => switchLocale('et'));
    expect(messageFor('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401)).toBe(
      'Vale e-posti aadress või parool',
    );
    expect(messageFor('USER_ALREADY_EXISTS')).toBe('Selle e-posti aadressiga konto on juba olemas');
    expect(friendlyAuthMessage(new AuthError('auth/weak-password'), 8)).toBe(
      'Parool peab olema vähemalt 8 märki pikk',
    );
    expect(messageFor('USER_DISABLED', 'This account has been disabled.', 403)).toBe(
      'See konto on suletud. Palun võta ühendust klienditoega.',
    );
    expect(friendlyAuthMessage(networkAuthError())).toBe('Võrguviga. Palun kontrolli internetiühendust');
    expect(messageFor('SOMETHING_NEW', 'Boom', 500)).toBe('Tekkis viga. Palun proovi hiljem uuesti.');
  });
});
