// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { AdminOrderPage } from '@/features/admin/components/admin-order-page';

export const Component = AdminOrderPage;
