export { LazyCartButton as CartButton } from './components/lazy-cart-button';
export { useCartButtonShown } from './hooks/use-cart-button-shown';
