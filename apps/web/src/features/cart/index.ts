export { LazyCartButton as CartButton } from './components/lazy-cart-button';
