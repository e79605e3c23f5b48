export { PaymentForm, STRIPE_NOT_CONFIGURED, type PaymentFormProps } from './payment-form';
