import { CheckoutReturnPage } from '@/features/checkout';

export const Component = CheckoutReturnPage;
