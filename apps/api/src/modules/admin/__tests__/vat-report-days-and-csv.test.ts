import { describe, expect, it } from 'vitest';
import { tallinnDayStart } from '../vat-report';
import { vatReportCsv } from '../vat-report-csv';

// The report's two hand-offs to libraries: Tallinn's days by Intl's time-zone data, the CSV by
// csv-stringify.

describe('a Tallinn calendar day', () => {
  it('starts at midnight Tallinn time, summer time and the days it begins and ends included', () => {
    expect(tallinnDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(tallinnDayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
    // Summer time begins at 03:00 on 29 March and ends at 04:00 on 25 October 2026.
    expect(tallinnDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(tallinnDayStart('2026-03-30').toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(tallinnDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(tallinnDayStart('2026-10-26').toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });
});

describe('the VAT report as CSV', () => {
  it('writes a section column, euros with a decimal point and CRLF record ends', () => {
    const line = {
      country: 'DE',
      rate_percent: 19,
      kind: 'sales' as const,
      documents: 2,
      net: 4200,
      vat: 798,
      gross: 4998,
    };
    const csv = vatReportCsv({ from: '2026-07-01', to: '2026-09-30', domestic: [], oss: [line] } as never);
    const [header, row, total, end] = csv.split('\r\n');
    expect(header).toBe(
      'section,country,country_name,rate_percent,line,documents,sale_quarter,net_eur,vat_eur,gross_eur',
    );
    expect(row).toBe('oss,DE,Germany,19,sales,2,,42.00,7.98,49.98');
    expect(total).toBe('oss,TOTAL,,,,,,42.00,7.98,49.98');
    expect(end).toBe('');
  });
});
