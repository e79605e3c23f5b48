import { lazy, Suspense } from 'react';

// The cart (its store and the domain's cart rules with their schemas) loads only for signed-in
// customers: visitors reading the Support Center never pay for it.
const CartButtonChunk = lazy(() => import('./cart-button').then((m) => ({ default: m.CartButton })));

export function LazyCartButton() {
  return (
    <Suspense fallback={null}>
      <CartButtonChunk />
    </Suspense>
  );
}
