import { InvoicesPage } from '@/features/orders';

export const Component = InvoicesPage;
