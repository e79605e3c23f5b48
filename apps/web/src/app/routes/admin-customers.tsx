// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { CustomersPage } from '@/features/admin/components/customers-page';

export const Component = CustomersPage;
