import { vatReportResponseSchema } from '@prompttee/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './get-admin-data';

export type VatReportPeriod = { from: string; to: string };

/** GET /v1/admin/vat-report: sales and VAT per destination and rate, both days included. */
export const vatReportQuery = (period: VatReportPeriod) =>
  queryOptions({
    queryKey: [...adminKey, 'vat-report', period.from, period.to],
    queryFn: ({ signal }) =>
      api('/admin/vat-report', { schema: vatReportResponseSchema, query: period, signal }),
  });

/** The same report as CSV, the path a download fetches. */
export const vatReportCsvPath = ({ from, to }: VatReportPeriod) =>
  `/v1/admin/vat-report?${new URLSearchParams({ from, to, format: 'csv' })}`;
