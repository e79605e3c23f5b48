// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { AdminOrdersPage } from '@/features/admin/components/admin-orders-page';

export const Component = AdminOrdersPage;
