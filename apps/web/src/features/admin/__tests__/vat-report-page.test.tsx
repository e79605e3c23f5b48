import { vatReportResponseSchema } from '@prompttee/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { VatReportPage } from '../components/vat-report-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
let asked: string[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
  asked = [];
  api.use(
    onApi('get', '/v1/admin/vat-report', vatReportResponseSchema, ({ url }) => {
      asked.push(url.search);
      return {
        rows: [
          { country: 'DE', rate_percent: 19, orders: 2, net: 4200, vat: 798, gross: 4998 },
          // A refund of the quarter before, subtracted in this one.
          { country: 'EE', rate_percent: 24, orders: -1, net: -2015, vat: -484, gross: -2499 },
        ],
      };
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the VAT report page', () => {
  it("opens on the last finished quarter, with each destination's figures and their totals", async () => {
    renderWithShop(<VatReportPage />);
    const table = await screen.findByTestId('vat-report');
    expect(asked).toEqual(['?from=2026-07-01&to=2026-09-30']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Country', 'Rate', 'Orders', 'Net', 'VAT', 'Gross'],
      ['Germany (DE)', '19 %', '2', '€42.00', '€7.98', '€49.98'],
      ['Estonia (EE)', '24 %', '-1', '-€20.15', '-€4.84', '-€24.99'],
      ['Total', '', '1', '€21.85', '€3.14', '€24.99'],
    ]);
  });

  it('asks for the quarter picked', async () => {
    renderWithShop(<VatReportPage />);
    await screen.findByTestId('vat-report');
    fireEvent.change(screen.getByLabelText('Quarter'), { target: { value: '2026-Q2' } });
    await vi.waitFor(() => expect(asked).toContain('?from=2026-04-01&to=2026-06-30'));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });
});
