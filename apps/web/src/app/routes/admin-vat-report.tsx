import { VatReportPage } from '@/features/admin';

export const Component = VatReportPage;
