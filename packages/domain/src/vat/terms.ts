// What the customer is told and accepts before paying: a made-to-order shirt has no 14-day right
// of withdrawal (Directive 2011/83/EU, article 16(c)). The version names the Terms text in force;
// an order records which one its customer accepted. Change it whenever the Terms text changes.
export const TERMS_VERSION = '2026-11-26';

export const WITHDRAWAL_NOTICE =
  'Your shirt is made to your own design, so the 14-day right of withdrawal does not apply ' +
  '(Directive 2011/83/EU, article 16(c)). Faulty or damaged items are still replaced or refunded.';

export const TERMS_CHECKBOX_LABEL = 'I accept the Terms and Conditions';
export const TERMS_REQUIRED_MESSAGE = 'Accept the Terms and Conditions to place your order';
