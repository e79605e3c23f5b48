import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { countryName, type Locale, type VatReportLine } from '@prompttee/domain';
import { countryNameIn } from '@/i18n/country-names';
import { useFormat } from '@/i18n/use-format';
import { parseQuarterKey, quarterName } from '../lib/quarters';
import { EmptyList } from './paged-list';

const COLUMNS: { key: string; header: MessageDescriptor }[] = [
  { key: 'country', header: msg`Country` },
  { key: 'rate', header: msg({ comment: 'A VAT report column: the VAT rate', message: 'Rate' }) },
  { key: 'line', header: msg({ comment: 'A VAT report column: sales or refunds', message: 'Line' }) },
  { key: 'documents', header: msg`Documents` },
  { key: 'net', header: msg({ comment: 'A VAT report column: the amount without VAT', message: 'Net' }) },
  { key: 'vat', header: msg({ context: 'VAT report column', message: 'VAT' }) },
  { key: 'gross', header: msg({ comment: 'A VAT report column: the amount with VAT', message: 'Gross' }) },
];
// Narrow phones get smaller type and padding rather than a table that scrolls sideways.
const cell = 'px-2 py-2.5 text-right tabular-nums first:text-left sm:px-3';
const textCell = 'px-2 py-2.5 text-left sm:px-3';
// The document count is the one figure the returns do not ask for: phones leave it out.
const countCell = `${cell} hidden sm:table-cell`;
const headerCell = { documents: countCell, line: textCell } as Record<string, string>;

const invoices = (n: number) => plural(n, { one: '# invoice', other: '# invoices' });
const creditNotes = (n: number) => plural(n, { one: '# credit note', other: '# credit notes' });

/** "Refunds of 2026 Q2 sales": an OSS refund of an earlier quarter corrects that quarter's return. */
function lineLabel(i18n: I18n, line: VatReportLine): string {
  if (line.kind === 'sales') return i18n._(msg({ comment: 'A VAT report line', message: 'Sales' }));
  const sold = line.sale_quarter ? parseQuarterKey(line.sale_quarter) : null;
  if (!sold) return i18n._(msg({ comment: 'A VAT report line', message: 'Refunds' }));
  const quarter = quarterName(sold);
  return i18n._(msg`Refunds of ${quarter} sales`);
}

const documentsOf = (line: VatReportLine) =>
  line.kind === 'sales' ? invoices(line.documents) : creditNotes(line.documents);

function documentTotals(lines: VatReportLine[]): string {
  const count = (kind: VatReportLine['kind']) =>
    lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.documents, 0);
  const sales = count('sales');
  const refunds = count('refunds');
  return [sales > 0 ? invoices(sales) : '', refunds > 0 ? creditNotes(refunds) : '']
    .filter(Boolean)
    .join(', ');
}

// English keeps the domain's own names (the spec's); other languages get the browser's.
const countryIn = (code: string, locale: Locale) =>
  locale === 'en' ? countryName(code) : countryNameIn(code, locale);

/** One return's lines (destination, rate, sales or refunds) and their totals, refunds negative. */
export function VatReportTable({
  lines,
  caption,
  empty,
}: {
  lines: VatReportLine[];
  caption: string;
  empty: string;
}) {
  const { t, i18n } = useLingui();
  // The report sums in euros, whatever each order was paid in.
  const { money, locale } = useFormat();
  if (lines.length === 0) return <EmptyList>{empty}</EmptyList>;
  const total = (key: 'net' | 'vat' | 'gross') => lines.reduce((sum, line) => sum + line[key], 0);
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full border-collapse text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {COLUMNS.map(({ key, header }) => (
              <th key={key} scope="col" className={headerCell[key] ?? cell}>
                {t(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={`${line.country}-${line.rate_percent}-${line.kind}-${line.sale_quarter ?? ''}`}
              className="border-b hover:bg-muted/30"
            >
              <th scope="row" className={`${cell} font-medium`}>
                {countryIn(line.country, locale)}{' '}
                <span className="hidden text-muted-foreground sm:inline">({line.country})</span>
              </th>
              <td className={cell}>{line.rate_percent} %</td>
              <td className={textCell}>{lineLabel(i18n, line)}</td>
              <td className={countCell}>{documentsOf(line)}</td>
              <td className={cell}>{money(line.net)}</td>
              <td className={cell}>{money(line.vat)}</td>
              <td className={cell}>{money(line.gross)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-muted/30 font-semibold">
            <th scope="row" className={cell}>
              <Trans comment="The sum row of a VAT report">Total</Trans>
            </th>
            <td className={cell} />
            <td className={textCell} />
            <td className={countCell}>{documentTotals(lines)}</td>
            <td className={cell}>{money(total('net'))}</td>
            <td className={cell}>{money(total('vat'))}</td>
            <td className={cell}>{money(total('gross'))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
