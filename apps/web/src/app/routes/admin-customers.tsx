import { CustomersPage } from '@/features/admin';

export const Component = CustomersPage;
