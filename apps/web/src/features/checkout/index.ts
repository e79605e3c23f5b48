export { CheckoutPage } from './components/checkout-page';
export { CheckoutReturnPage } from './components/checkout-return-page';
