import {
  basisPointsToPercent,
  SELLER_COUNTRY,
  VAT_REPORT_LINE_KINDS,
  type VatReportLine,
  type VatReportResponse,
} from '@prompttee/domain';
import type { InvoiceRow } from '../invoices/invoice-repository';
import type { UseCaseDeps } from '../use-case-deps';

const TALLINN_OFFSET = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Tallinn',
  timeZoneName: 'longOffset',
});

/**
 * The instant a Tallinn calendar day starts, at the offset Intl's time-zone data gives Tallinn
 * then (UTC+2 in winter, UTC+3 in summer). Read at 00:00 UTC, as Tallinn's midnight falls before
 * the 01:00 UTC of a switch to or from summer time.
 */
export function tallinnDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const name = TALLINN_OFFSET.formatToParts(utcMidnight).find((p) => p.type === 'timeZoneName')?.value;
  const offset = name === 'GMT' ? '+00:00' : name?.replace('GMT', '');
  if (!offset || !/^[+-]\d{2}:\d{2}$/.test(offset)) throw new RangeError(`no offset for Tallinn on ${day}`);
  return new Date(`${day}T00:00:00${offset}`);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Document = InvoiceRow['document'];

const quarterOf = (day: string) => `${day.slice(0, 4)}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;

/** Taxed at Estonian VAT: declared in the Estonian VAT return (KMD), not the One-Stop-Shop one. */
const isDomestic = (document: Document) => document.vat.country === SELLER_COUNTRY;

/**
 * What the seller files for the days from `from` to `to` (both included, Tallinn time): the
 * invoices and credit notes issued in the period, per return (Estonian sales for the KMD, the
 * other member states' for the One-Stop-Shop return), destination, rate and kind. A refund counts
 * in the period its credit note is issued, as a negative line of its own. In the OSS return a
 * refund of an earlier quarter's sale corrects that quarter's return, so OSS refund lines are
 * kept apart by the quarter of the invoice they credit; the KMD takes a refund in the period it
 * is made, so its refunds make one line per rate. Every amount is in euro cents.
 */
export async function vatReport(
  deps: Pick<UseCaseDeps, 'invoices'>,
  input: { from: string; to: string },
): Promise<VatReportResponse> {
  const documents = await deps.invoices.issuedBetween(
    tallinnDayStart(input.from),
    tallinnDayStart(nextDay(input.to)),
  );
  const lines = new Map<string, VatReportLine & { domestic: boolean }>();
  for (const { document } of documents) {
    const domestic = isDomestic(document);
    const kind = document.kind === 'credit_note' ? 'refunds' : 'sales';
    const saleDay = document.refersTo?.issueDate;
    const saleQuarter = kind === 'refunds' && !domestic && saleDay ? quarterOf(saleDay) : undefined;
    const key = [document.vat.country, document.vat.basisPoints, kind, saleQuarter].join(':');
    const line = lines.get(key) ?? {
      domestic,
      country: document.vat.country,
      rate_percent: basisPointsToPercent(document.vat.basisPoints),
      kind,
      documents: 0,
      ...(saleQuarter ? { sale_quarter: saleQuarter } : {}),
      net: 0,
      vat: 0,
      gross: 0,
    };
    const sign = kind === 'refunds' ? -1 : 1;
    // Both returns are filed in euros: a document in another currency counts the euros it states,
    // converted when it was issued at the rate of its day of supply.
    const euros = document.inEuros ?? document.totals;
    line.documents += 1;
    line.net += sign * euros.net;
    line.vat += sign * euros.vat;
    line.gross += sign * euros.gross;
    lines.set(key, line);
  }
  const sorted = [...lines.values()].sort(
    (a, b) =>
      a.country.localeCompare(b.country) ||
      a.rate_percent - b.rate_percent ||
      VAT_REPORT_LINE_KINDS.indexOf(a.kind) - VAT_REPORT_LINE_KINDS.indexOf(b.kind) ||
      (a.sale_quarter ?? '').localeCompare(b.sale_quarter ?? ''),
  );
  const section = (domestic: boolean) =>
    sorted.filter((line) => line.domestic === domestic).map(({ domestic: _, ...line }) => line);
  return { domestic: section(true), oss: section(false) };
}
