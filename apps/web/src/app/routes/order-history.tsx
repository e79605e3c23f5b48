// Its own file, not the feature's index, which would bring the invoices page into this chunk.
import { OrderHistoryPage } from '@/features/orders/components/order-history-page';

export const Component = OrderHistoryPage;
