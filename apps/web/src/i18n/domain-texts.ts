import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
// Subpaths without zod: the login card uses these, and its page must stay light (order statuses,
// whose module holds a zod schema, are worded in order-status-texts.ts).
import { confirmationProblem, passwordProblem } from '@prompttee/domain/password-policy';
import { EMBEDDED_BROWSER_MESSAGE, USER_DISABLED_MESSAGE } from '@prompttee/domain/sso';

/** 'Password should be at least 6 characters' / 'Parool peab olema vähemalt 6 märki'. */
export const passwordTooShortText = (i18n: I18n, minPasswordLength: number) =>
  i18n._(msg`Password should be at least ${minPasswordLength} characters`);

/** What a form says about a new password the policy refuses, in the page's language; undefined when it passes. */
export function passwordProblemText(
  i18n: I18n,
  password: string,
  policy: { minPasswordLength: number },
): string | undefined {
  return passwordProblem(password, policy) && passwordTooShortText(i18n, policy.minPasswordLength);
}

/** What a form says when the repeated password differs; undefined when it matches. */
export const confirmationProblemText = (i18n: I18n, password: string, confirm: string) =>
  confirmationProblem(password, confirm) && i18n._(msg`Passwords do not match`);

// The domain's fixed sentences that reach a customer as they are (thrown, or sent by the server
// before it knew the page's language), by their English words.
const SENTENCES: Record<string, MessageDescriptor> = {
  [EMBEDDED_BROWSER_MESSAGE]: msg`SSO is not supported in embedded browsers. Please use a standard web browser.`,
  [USER_DISABLED_MESSAGE]: msg`This account has been disabled. Please contact support.`,
};

/** One of the domain's fixed sentences in the page's language; any other text as it is. */
export const domainSentenceText = (i18n: I18n, sentence: string) =>
  Object.hasOwn(SENTENCES, sentence) ? i18n._(SENTENCES[sentence]!) : sentence;
