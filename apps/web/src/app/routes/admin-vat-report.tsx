// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { VatReportPage } from '@/features/admin/components/vat-report-page';

export const Component = VatReportPage;
