import { AdminOrdersPage } from '@/features/admin';

export const Component = AdminOrdersPage;
