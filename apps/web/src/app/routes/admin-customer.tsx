// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { CustomerPage } from '@/features/admin/components/customer-page';

export const Component = CustomerPage;
