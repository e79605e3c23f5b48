import { OrderHistoryPage } from '@/features/orders';

export const Component = OrderHistoryPage;
