import { lazy, Suspense } from 'react';
import type { CartButtonPlacement } from './cart-button';

// The cart (its store and the domain's cart rules with their schemas) loads only for signed-in
// customers: visitors reading the Support Center never pay for it.
const CartButtonChunk = lazy(() => import('./cart-button').then((m) => ({ default: m.CartButton })));

export function LazyCartButton(props: { placement?: CartButtonPlacement; className?: string }) {
  return (
    <Suspense fallback={null}>
      <CartButtonChunk {...props} />
    </Suspense>
  );
}
