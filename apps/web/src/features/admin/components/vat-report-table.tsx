import { countryName, formatEuro, type VatReportRow } from '@prompttee/domain';
import { EmptyList } from './paged-list';

const COLUMNS = ['Country', 'Rate', 'Orders', 'Net', 'VAT', 'Gross'] as const;
// Narrow phones get smaller type and padding rather than a table that scrolls sideways.
const cell = 'px-2 py-2.5 text-right tabular-nums first:text-left sm:px-3';
// The order count is the one figure the OSS return does not ask for: phones leave it out.
const countCell = `${cell} hidden sm:table-cell`;

/** The report's rows (destination and rate) and their totals, the figures of the OSS return. */
export function VatReportTable({ rows, caption }: { rows: VatReportRow[]; caption: string }) {
  if (rows.length === 0) return <EmptyList>No sales or refunds in this quarter.</EmptyList>;
  const total = (key: 'orders' | 'net' | 'vat' | 'gross') => rows.reduce((sum, row) => sum + row[key], 0);
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full border-collapse text-xs sm:text-sm" data-testid="vat-report">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {COLUMNS.map((header) => (
              <th key={header} scope="col" className={header === 'Orders' ? countCell : cell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.country}-${row.rate_percent}`} className="border-b hover:bg-muted/30">
              <th scope="row" className={`${cell} font-medium`}>
                {countryName(row.country)}{' '}
                <span className="hidden text-muted-foreground sm:inline">({row.country})</span>
              </th>
              <td className={cell}>{row.rate_percent} %</td>
              <td className={countCell}>{row.orders}</td>
              <td className={cell}>{formatEuro(row.net)}</td>
              <td className={cell}>{formatEuro(row.vat)}</td>
              <td className={cell}>{formatEuro(row.gross)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-muted/30 font-semibold">
            <th scope="row" className={cell}>
              Total
            </th>
            <td className={cell} />
            <td className={countCell}>{total('orders')}</td>
            <td className={cell}>{formatEuro(total('net'))}</td>
            <td className={cell}>{formatEuro(total('vat'))}</td>
            <td className={cell}>{formatEuro(total('gross'))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
