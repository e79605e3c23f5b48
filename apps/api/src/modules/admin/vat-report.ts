import {
  basisPointsToPercent,
  countryName,
  centsToDecimalString,
  type VatReportRow,
} from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';

/** The instant a Tallinn calendar day starts (Estonia is UTC+2 in winter, UTC+3 in summer). */
export function tallinnDayStart(day: string): Date {
  for (const offset of ['+02:00', '+03:00']) {
    const at = new Date(`${day}T00:00:00${offset}`);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Tallinn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    }).format(at);
    if (local === `${day}, 00`) return at;
  }
  throw new RangeError(`no midnight in Tallinn on ${day}`);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * What the seller files in the One-Stop-Shop return for the days from `from` to `to` (both
 * included, Tallinn time): per destination and rate, the invoices issued in the period, minus
 * the credit notes issued in it (a refund counts in the period it is made, not the sale's).
 */
export async function vatReport(
  deps: Pick<UseCaseDeps, 'invoices'>,
  input: { from: string; to: string },
): Promise<VatReportRow[]> {
  const documents = await deps.invoices.issuedBetween(
    tallinnDayStart(input.from),
    tallinnDayStart(nextDay(input.to)),
  );
  const rows = new Map<string, VatReportRow>();
  for (const { document } of documents) {
    const sign = document.kind === 'credit_note' ? -1 : 1;
    const key = `${document.vat.country}:${document.vat.basisPoints}`;
    const row = rows.get(key) ?? {
      country: document.vat.country,
      rate_percent: basisPointsToPercent(document.vat.basisPoints),
      orders: 0,
      net: 0,
      vat: 0,
      gross: 0,
    };
    row.orders += sign;
    row.net += sign * document.totals.net;
    row.vat += sign * document.totals.vat;
    row.gross += sign * document.totals.gross;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || a.rate_percent - b.rate_percent,
  );
}

/** The same rows as CSV for a spreadsheet: amounts in euros with a decimal point, and a total. */
export function vatReportCsv(rows: VatReportRow[]): string {
  const euros = (cents: number) => centsToDecimalString(cents);
  const sum = (pick: (row: VatReportRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const lines = [
    'country,country_name,rate_percent,orders,net_eur,vat_eur,gross_eur',
    ...rows.map((r) =>
      [
        r.country,
        countryName(r.country),
        r.rate_percent,
        r.orders,
        euros(r.net),
        euros(r.vat),
        euros(r.gross),
      ].join(','),
    ),
    [
      'TOTAL',
      '',
      '',
      sum((r) => r.orders),
      euros(sum((r) => r.net)),
      euros(sum((r) => r.vat)),
      euros(sum((r) => r.gross)),
    ].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
