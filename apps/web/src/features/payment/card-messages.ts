import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CARD_MESSAGES } from '@prompttee/domain';

// The card rules live in the domain (the server checks the same card) and word their messages as
// Stripe does in English; the form shows them in the page's language.
const IN_PAGE_LANGUAGE: Record<string, MessageDescriptor> = {
  [CARD_MESSAGES.numberIncomplete]: msg`Your card number is incomplete.`,
  [CARD_MESSAGES.numberInvalid]: msg`Your card number is invalid.`,
  [CARD_MESSAGES.expiryIncomplete]: msg`Your card's expiration date is incomplete.`,
  [CARD_MESSAGES.expiryInvalid]: msg`Your card's expiration date is invalid.`,
  [CARD_MESSAGES.expiryPast]: msg`Your card's expiration date is in the past.`,
  [CARD_MESSAGES.expiryTooFar]: msg`Your card's expiration year is invalid.`,
  [CARD_MESSAGES.cvcIncomplete]: msg`Your card's security code is incomplete.`,
  [CARD_MESSAGES.declined]: msg`Your card was declined.`,
};

/** A card field's message in the page's language; the server's own (already translated) as it is. */
export function cardMessage(message: string | undefined): string | undefined {
  const known = message === undefined ? undefined : IN_PAGE_LANGUAGE[message];
  return known ? i18n._(known) : message;
}
