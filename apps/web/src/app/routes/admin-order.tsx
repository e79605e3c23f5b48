import { AdminOrderPage } from '@/features/admin';

export const Component = AdminOrderPage;
