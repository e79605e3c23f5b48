import { invoicesResponseSchema, type InvoiceListItem } from '@prompttee/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { InvoicesPage } from '../components/invoices-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
afterEach(cleanup);

const ORDER_ID = '33333333-3333-4333-8333-333333333333';
const document = (patch: Partial<InvoiceListItem>): InvoiceListItem => ({
  number: 'INV-2026-000042',
  kind: 'invoice',
  order_id: ORDER_ID,
  display_order_id: 'PT-7K3M9Q',
  issued_at: '2026-11-20T09:00:00.000Z',
  gross: 2499,
  currency: 'EUR',
  url: `/v1/orders/${ORDER_ID}/invoice`,
  ...patch,
});

describe('the invoices page', () => {
  it("lists the customer's invoices and credit notes with number, date, order and amount", async () => {
    const credit = document({
      number: 'CN-2026-000003',
      kind: 'credit_note',
      issued_at: '2026-11-24T09:00:00.000Z',
      url: `/v1/orders/${ORDER_ID}/credit-note`,
    });
    api.use(
      onApi('get', '/v1/invoices', invoicesResponseSchema, () => ({ invoices: [credit, document({})] })),
    );
    renderWithShop(<InvoicesPage />);
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CN-2026-000003Credit note · Nov 24, 2026 · Order PT-7K3M9Q−€24.99PDF',
      'INV-2026-000042Invoice · Nov 20, 2026 · Order PT-7K3M9Q€24.99PDF',
    ]);
    expect(
      within(rows[1]!).getByRole('button', { name: 'PDF of Invoice INV-2026-000042 (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('says there are none yet', async () => {
    api.use(onApi('get', '/v1/invoices', invoicesResponseSchema, () => ({ invoices: [] })));
    renderWithShop(<InvoicesPage />);
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order History' }).getAttribute('href')).toBe('/order-history');
  });

  it('offers to retry when the list cannot be loaded', async () => {
    api.use(onApi('get', '/v1/invoices', invoicesResponseSchema, () => apiError(500, 'INTERNAL', 'boom')));
    renderWithShop(<InvoicesPage />);
    expect(
      await screen.findByText('Unable to load your invoices. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
