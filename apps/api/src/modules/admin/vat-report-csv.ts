import {
  centsToDecimalString,
  countryName,
  type VatReportLine,
  type VatReportResponse,
} from '@prompttee/domain';
import { stringify } from 'csv-stringify/sync';

const HEADER = [
  'section',
  'country',
  'country_name',
  'rate_percent',
  'line',
  'documents',
  'sale_quarter',
  'net_eur',
  'vat_eur',
  'gross_eur',
];

const euros = (cents: number) => centsToDecimalString(cents);

/**
 * The report as one CSV for a spreadsheet: a `section` column (`domestic` for the Estonian VAT
 * return, `oss` for the One-Stop-Shop return), amounts in euros with a decimal point, refunds
 * negative, and a total line closing each section.
 */
export function vatReportCsv(report: VatReportResponse): string {
  const rows: (string | number)[][] = [HEADER];
  for (const section of ['domestic', 'oss'] as const) {
    const lines = report[section];
    if (lines.length === 0) continue;
    for (const line of lines) rows.push([section, ...lineFields(line)]);
    const sum = (pick: (line: VatReportLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
    rows.push([
      section,
      'TOTAL',
      '',
      '',
      '',
      '',
      '',
      euros(sum((l) => l.net)),
      euros(sum((l) => l.vat)),
      euros(sum((l) => l.gross)),
    ]);
  }
  // RFC 4180: a field with a comma, a quote or a line break quoted, its quotes doubled; CRLF.
  return stringify(rows, { record_delimiter: 'windows' });
}

const lineFields = (line: VatReportLine) => [
  line.country,
  countryName(line.country),
  line.rate_percent,
  line.kind,
  line.documents,
  line.sale_quarter ?? '',
  euros(line.net),
  euros(line.vat),
  euros(line.gross),
];
