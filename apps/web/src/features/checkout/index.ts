export { CheckoutPage } from './components/checkout-page';
export { LazyCheckoutReturnPage as CheckoutReturnPage } from './components/lazy-checkout-return-page';
