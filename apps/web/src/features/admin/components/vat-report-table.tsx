import { countryName, formatEuro, type VatReportLine } from '@prompttee/domain';
import { EmptyList } from './paged-list';

const COLUMNS = ['Country', 'Rate', 'Line', 'Documents', 'Net', 'VAT', 'Gross'] as const;
// Narrow phones get smaller type and padding rather than a table that scrolls sideways.
const cell = 'px-2 py-2.5 text-right tabular-nums first:text-left sm:px-3';
const textCell = 'px-2 py-2.5 text-left sm:px-3';
// The document count is the one figure the returns do not ask for: phones leave it out.
const countCell = `${cell} hidden sm:table-cell`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Refunds of 2026 Q2 sales": an OSS refund of an earlier quarter corrects that quarter's return. */
function lineLabel(line: VatReportLine): string {
  if (line.kind === 'sales') return 'Sales';
  return line.sale_quarter ? `Refunds of ${line.sale_quarter.replace('-', ' ')} sales` : 'Refunds';
}

const documentsOf = (line: VatReportLine) =>
  line.kind === 'sales'
    ? plural(line.documents, 'invoice', 'invoices')
    : plural(line.documents, 'credit note', 'credit notes');

function documentTotals(lines: VatReportLine[]): string {
  const count = (kind: VatReportLine['kind']) =>
    lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.documents, 0);
  const invoices = count('sales');
  const creditNotes = count('refunds');
  return [
    invoices > 0 ? plural(invoices, 'invoice', 'invoices') : '',
    creditNotes > 0 ? plural(creditNotes, 'credit note', 'credit notes') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

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
  if (lines.length === 0) return <EmptyList>{empty}</EmptyList>;
  const total = (key: 'net' | 'vat' | 'gross') => lines.reduce((sum, line) => sum + line[key], 0);
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full border-collapse text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {COLUMNS.map((header) => (
              <th
                key={header}
                scope="col"
                className={header === 'Documents' ? countCell : header === 'Line' ? textCell : cell}
              >
                {header}
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
                {countryName(line.country)}{' '}
                <span className="hidden text-muted-foreground sm:inline">({line.country})</span>
              </th>
              <td className={cell}>{line.rate_percent} %</td>
              <td className={textCell}>{lineLabel(line)}</td>
              <td className={countCell}>{documentsOf(line)}</td>
              <td className={cell}>{formatEuro(line.net)}</td>
              <td className={cell}>{formatEuro(line.vat)}</td>
              <td className={cell}>{formatEuro(line.gross)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-muted/30 font-semibold">
            <th scope="row" className={cell}>
              Total
            </th>
            <td className={cell} />
            <td className={textCell} />
            <td className={countCell}>{documentTotals(lines)}</td>
            <td className={cell}>{formatEuro(total('net'))}</td>
            <td className={cell}>{formatEuro(total('vat'))}</td>
            <td className={cell}>{formatEuro(total('gross'))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
