import { Trans, useLingui } from '@lingui/react/macro';
import { tallinnDay } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/i18n/use-format';
import { downloadApiFile } from '@/lib/api-file';
import { vatReportCsvPath, vatReportQuery } from '../api/get-vat-report';
import {
  lastFinishedQuarter,
  parseQuarterKey,
  quarterKey,
  quarterName,
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
  const { t } = useLingui();
  const { locale, dateUtc } = useFormat();
  const today = tallinnDay(new Date());
  const [key, setKey] = useState(() => quarterKey(lastFinishedQuarter(today)));
  const period = quarterRange(parseQuarterKey(key)!);
  const query = useQuery(vatReportQuery(period));
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');

  // The spec's console writes days as ISO dates; Estonian as Estonians write them (01.07.2026).
  const from = locale === 'en' ? period.from : dateUtc(period.from);
  const to = locale === 'en' ? period.to : dateUtc(period.to);

  // The CSV is the server's, in every language the same: its column heads stay English, as the
  // accountant's tools that read it expect them.
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
            <Trans>VAT report</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Sales and refunds per destination and VAT rate, {from} to {to} (Tallinn days).
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="vat-quarter" className="text-sm font-medium">
            <Trans comment="A picker of the calendar quarter the report covers">Quarter</Trans>
          </label>
          <Select
            id="vat-quarter"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            wrapperClassName="w-32"
          >
            {recentQuarters(today, QUARTERS_OFFERED).map((quarter) => (
              <option key={quarterKey(quarter)} value={quarterKey(quarter)}>
                {quarterName(quarter)}
              </option>
            ))}
          </Select>
          <Button variant="outline" onClick={downloadCsv} disabled={download === 'busy'}>
            <Download className="size-4" aria-hidden />
            <Trans>Download CSV</Trans>
          </Button>
        </div>
      </div>
      {download === 'failed' && (
        <Alert tone="error" title={t`Error`}>
          <Trans>The CSV could not be downloaded. Please try again.</Trans>
        </Alert>
      )}
      <QueryState query={query} loading={t`Loading the VAT report...`}>
        {(data) => <VatReportSections report={data} period={key} />}
      </QueryState>
    </section>
  );
}
