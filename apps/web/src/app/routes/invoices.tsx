// Its own file, not the feature's index, which would bring the order history into this chunk.
import { InvoicesPage } from '@/features/orders/components/invoices-page';

export const Component = InvoicesPage;
