import { CheckoutPage } from '@/features/checkout';

export const Component = CheckoutPage;
