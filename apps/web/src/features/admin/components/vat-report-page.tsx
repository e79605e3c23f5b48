import { tallinnDay } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { downloadApiFile } from '@/lib/api-file';
import { vatReportCsvPath, vatReportQuery } from '../api/get-vat-report';
import {
  lastFinishedQuarter,
  parseQuarterKey,
  quarterKey,
  quarterRange,
  recentQuarters,
} from '../lib/quarters';
import { QueryState } from './query-state';
import { VatReportSections } from './vat-report-sections';

const QUARTERS_OFFERED = 8;

/**
 * /admin/vat-report: a quarter's sales and refunds with their VAT, in the two returns they go in
 * (Estonian sales in the KMD, other member states' in the One-Stop-Shop return), refunds counted
 * in the quarter they happen. Opens on the last quarter that has ended, the one whose return is due.
 */
export function VatReportPage() {
  const today = tallinnDay(new Date());
  const [key, setKey] = useState(() => quarterKey(lastFinishedQuarter(today)));
  const period = quarterRange(parseQuarterKey(key)!);
  const query = useQuery(vatReportQuery(period));
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');

  const downloadCsv = () => {
    setDownload('busy');
    downloadApiFile(vatReportCsvPath(period), `vat-report-${period.from}-${period.to}.csv`).then(
      () => setDownload('idle'),
      () => setDownload('failed'),
    );
  };

  return (
    <section aria-labelledby="vat-report-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="vat-report-title" className="text-lg font-semibold">
            VAT report
          </h2>
          <p className="text-sm text-muted-foreground">
            Sales and refunds per destination and VAT rate, {period.from} to {period.to} (Tallinn days).
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="vat-quarter" className="text-sm font-medium">
            Quarter
          </label>
          <Select
            id="vat-quarter"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            wrapperClassName="w-32"
          >
            {recentQuarters(today, QUARTERS_OFFERED).map((quarter) => (
              <option key={quarterKey(quarter)} value={quarterKey(quarter)}>
                {quarter.year} Q{quarter.quarter}
              </option>
            ))}
          </Select>
          <Button variant="outline" onClick={downloadCsv} disabled={download === 'busy'}>
            <Download className="size-4" aria-hidden />
            Download CSV
          </Button>
        </div>
      </div>
      {download === 'failed' && (
        <Alert tone="error" title="Error">
          The CSV could not be downloaded. Please try again.
        </Alert>
      )}
      <QueryState query={query} loading="Loading the VAT report...">
        {(data) => <VatReportSections report={data} period={key} />}
      </QueryState>
    </section>
  );
}
