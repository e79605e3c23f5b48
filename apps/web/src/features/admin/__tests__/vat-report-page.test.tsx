import { vatReportResponseSchema, type VatReportResponse } from '@prompttee/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { VatReportPage } from '../components/vat-report-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const QUARTER: VatReportResponse = {
  domestic: [
    { country: 'EE', rate_percent: 24, kind: 'sales', documents: 2, net: 4030, vat: 968, gross: 4998 },
    // A sale refunded in the same quarter: a refund line, not "0 orders".
    {
      country: 'EE',
      rate_percent: 24,
      kind: 'refunds',
      documents: 1,
      net: -2015,
      vat: -484,
      gross: -2499,
    },
  ],
  oss: [
    { country: 'DE', rate_percent: 19, kind: 'sales', documents: 2, net: 4200, vat: 798, gross: 4998 },
    // A refund of the quarter before: it corrects that quarter's return.
    {
      country: 'FR',
      rate_percent: 20,
      kind: 'refunds',
      documents: 1,
      sale_quarter: '2026-Q2',
      net: -2082,
      vat: -417,
      gross: -2499,
    },
  ],
};

const api = mockApi();
let asked: string[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
  asked = [];
  api.use(
    onApi('get', '/v1/admin/vat-report', vatReportResponseSchema, ({ url }) => {
      asked.push(url.search);
      return QUARTER;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('the VAT report page', () => {
  it('opens on the last finished quarter, Estonian sales (KMD) apart from OSS sales, refunds as refunds', async () => {
    renderWithShop(<VatReportPage />);
    const domestic = await screen.findByRole('table', { name: 'VAT report, 2026-Q3: Estonia (KMD)' });
    expect(asked).toEqual(['?from=2026-07-01&to=2026-09-30']);
    expect(screen.getByRole('heading', { name: 'Estonia: domestic sales (KMD)' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'One-Stop-Shop (OSS): other member states' }),
    ).toBeInTheDocument();
    expect(cellsOf(domestic)).toEqual([
      ['Country', 'Rate', 'Line', 'Documents', 'Net', 'VAT', 'Gross'],
      ['Estonia (EE)', '24 %', 'Sales', '2 invoices', '€40.30', '€9.68', '€49.98'],
      ['Estonia (EE)', '24 %', 'Refunds', '1 credit note', '-€20.15', '-€4.84', '-€24.99'],
      ['Total', '', '', '2 invoices, 1 credit note', '€20.15', '€4.84', '€24.99'],
    ]);
    const oss = screen.getByRole('table', { name: 'VAT report, 2026-Q3: One-Stop-Shop (OSS)' });
    expect(cellsOf(oss)).toEqual([
      ['Country', 'Rate', 'Line', 'Documents', 'Net', 'VAT', 'Gross'],
      ['Germany (DE)', '19 %', 'Sales', '2 invoices', '€42.00', '€7.98', '€49.98'],
      ['France (FR)', '20 %', 'Refunds of 2026 Q2 sales', '1 credit note', '-€20.82', '-€4.17', '-€24.99'],
      ['Total', '', '', '2 invoices, 1 credit note', '€21.18', '€3.81', '€24.99'],
    ]);
  });

  it('says when a section has nothing in the quarter', async () => {
    api.use(
      onApi('get', '/v1/admin/vat-report', vatReportResponseSchema, (): VatReportResponse => ({
        domestic: [],
        oss: [
          { country: 'DE', rate_percent: 19, kind: 'sales', documents: 1, net: 2100, vat: 399, gross: 2499 },
        ],
      })),
    );
    renderWithShop(<VatReportPage />);
    expect(await screen.findByText('No Estonian sales or refunds in this quarter.')).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'VAT report, 2026-Q3: One-Stop-Shop (OSS)' }),
    ).toBeInTheDocument();
  });

  it('asks for the quarter picked', async () => {
    renderWithShop(<VatReportPage />);
    await screen.findAllByRole('table');
    fireEvent.change(screen.getByLabelText('Quarter'), { target: { value: '2026-Q2' } });
    await vi.waitFor(() => expect(asked).toContain('?from=2026-04-01&to=2026-06-30'));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });
});
