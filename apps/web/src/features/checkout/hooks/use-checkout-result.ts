import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCartStore } from '@/stores/cart-store';
import { getCheckoutSession } from '../api/get-checkout-session';
import { endCheckoutAttempt } from '../lib/checkout-attempt';

/** Spec section 9: the result page waits 2 seconds before asking for the session's status. */
export const RESULT_DELAY_MS = 2000;

export type CheckoutResult =
  | { status: 'loading' }
  | { status: 'success'; email: string | null; orderNumber: string }
  /** orderNumber when the session named its order: it can still be paid from the order history. */
  | { status: 'failure'; orderNumber: string | null };

/**
 * The /return page's logic (spec section 4): wait, fetch the status; open goes back to checkout,
 * complete is a success, anything else or an error a failure. The cart is emptied once the status
 * is known, except while the payment is still open: the customer returns to check out that cart.
 */
export function useCheckoutResult(sessionId: string | null): CheckoutResult {
  const navigate = useNavigate();
  const [result, setResult] = useState<CheckoutResult>(() =>
    sessionId ? { status: 'loading' } : { status: 'failure', orderNumber: null },
  );

  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      let next: CheckoutResult;
      try {
        const session = await getCheckoutSession(sessionId, controller.signal);
        if (session.status === 'open') {
          void navigate(paths.checkout, { replace: true });
          return;
        }
        next =
          session.status === 'complete'
            ? { status: 'success', email: session.customer_email, orderNumber: session.display_order_id }
            : { status: 'failure', orderNumber: session.display_order_id };
      } catch (err) {
        if (controller.signal.aborted) return;
        console.error('Fetching the checkout session failed', err);
        next = { status: 'failure', orderNumber: null };
      }
      setResult(next);
      useCartStore.getState().emptyCart();
      endCheckoutAttempt();
    }, RESULT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [sessionId, navigate]);

  return result;
}
