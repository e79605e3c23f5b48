import { CustomerPage } from '@/features/admin';

export const Component = CustomerPage;
