/** How long a customer has to pay once the payment form opens (30 minutes). */
export const PAYMENT_SESSION_TTL_MS = 30 * 60 * 1000;

/** The template handed to the provider; Stripe replaces {CHECKOUT_SESSION_ID} itself. */
export function returnUrlTemplate(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/return?session_id={CHECKOUT_SESSION_ID}`;
}

/** The /return address of one session: where the test checkout sends the browser after paying. */
export function returnUrlFor(publicUrl: string, sessionId: string): string {
  return returnUrlTemplate(publicUrl).replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
}
