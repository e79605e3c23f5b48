import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';

// One Stripe.js instance per key for the page's lifetime, as Stripe asks: loadStripe injects
// its script from js.stripe.com once.
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey);
    instances.set(publishableKey, instance);
  }
  return instance;
}

/**
 * Stripe's embedded Checkout for a session's client secret. Loaded lazily, so Stripe's code is only
 * fetched by customers who reach the payment step on a shop that uses Stripe. Stripe itself sends
 * the browser to the session's return_url when the payment completes.
 */
export default function StripeEmbeddedCheckout({
  clientSecret,
  publishableKey,
}: {
  clientSecret: string;
  publishableKey: string;
}) {
  return (
    <div id="checkout" className="overflow-hidden rounded-xl">
      <EmbeddedCheckoutProvider
        key={clientSecret}
        stripe={stripeFor(publishableKey)}
        options={{ clientSecret }}
      >
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}
