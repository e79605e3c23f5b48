import {
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  adminOverviewSchema,
  type AdminOrderDetail,
} from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { mockApi, onApi } from '@/test/api-server';
import { shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { AdminOrderPage } from '../components/admin-order-page';
import { AdminOrdersPage } from '../components/admin-orders-page';
import { OverviewPage } from '../components/overview-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const ORDER_ID = '3b7c1b0e-5a7f-4d1e-9a44-2f1f5c0a9e11';
const SUMMARY = {
  order_id: ORDER_ID,
  display_order_id: 'PT-ABC1',
  created_at: '2026-11-26T09:05:00Z',
  status: 'pending_payment',
  total_amount: 2499,
  currency: 'EUR' as const,
  customer_id: 'cust-1',
  customer_email: 'mari@example.ee',
};
const { address_id: _a, id: _i, ...ADDRESS } = shippingAddress('a-1');
const DETAIL: AdminOrderDetail = {
  order: {
    ...SUMMARY,
    status: 'in_transit',
    total_amount: 27900,
    currency: 'SEK',
    subtotal: 24900,
    shipping: 3000,
    producer_order_id: null,
    tracking_number: null,
    paid_at: '2026-11-26T09:06:00Z',
  },
  items: [
    {
      item_id: '11111111-1111-4111-8111-111111111111',
      sku: 'CLS-BLK-L',
      product_id: 'classic-tee',
      color_code: 'BLK',
      size_code: 'L',
      product_name: 'Classic Unisex T-Shirt',
      color_name: 'Black',
      size_name: 'Large',
      quantity: 2,
      unit_price: 12450,
      print_files: { front: null, back: null },
      thumbnails: { front: null, back: null },
      mockups: { front: null, back: null },
    },
  ],
  shipping_address: ADDRESS,
  payment_sessions: [
    {
      session_id: 'cs_test_1',
      provider: 'test',
      status: 'complete',
      amount: 27900,
      created_at: '2026-11-26T09:05:30Z',
      refunded_at: null,
    },
  ],
  payment_events: [],
  producer_events: [],
  emails: [{ kind: 'order_confirmation', sent_at: '2026-11-26T09:06:00Z' }],
  documents: [{ kind: 'invoice', number: 'INV-2026-000042', url: `/v1/admin/orders/${ORDER_ID}/invoice` }],
  audit: [],
  can_retry_submission: false,
  can_refund: true,
  claim: null,
  replacement_of: null,
  can_refund_claim: true,
  can_send_replacement: true,
};

const api = mockApi();
beforeEach(async () => {
  await loadCatalogues('et', ['common', 'admin']);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

describe('the console in Estonian', () => {
  it('shows the overview’s numbers, money and alerts in Estonian', async () => {
    api.use(
      onApi('get', '/v1/admin/overview', adminOverviewSchema, () => ({
        orders_today: 2,
        orders_this_week: 9,
        revenue_this_week: 123450,
        designs_today: 4,
        designs_this_week: 30,
        orders_by_day: [{ day: '2026-11-26', orders: 1 }],
        open_alerts: [],
      })),
    );
    renderWithShop(<OverviewPage />);
    expect(await screen.findByText('Tellimusi täna')).toBeInTheDocument();
    expect(screen.getByText('9 viimase 7 päeva jooksul')).toBeInTheDocument();
    // Intl keeps the amount and its currency together with a no-break space.
    expect(screen.getByText('1234,50 €').textContent).toBe('1234,50\u00a0€');
    expect(screen.getByText('Makstud, tagastamata')).toBeInTheDocument();
    expect(screen.getByText('Avatud hoiatusi pole.')).toBeInTheDocument();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Tellimusi päevas viimase 1 päeva jooksul, kokku 1',
    );
    expect(screen.getByText('26.11.2026: 1 tellimus')).toBeInTheDocument();
  });

  it('lists orders with Estonian columns, statuses, days and money', async () => {
    api.use(
      onApi('get', '/v1/admin/orders', adminOrdersResponseSchema, () => ({
        orders: [SUMMARY],
        total: 1,
        page: 1,
        page_size: 25,
      })),
    );
    renderWithShop(<AdminOrdersPage />);
    const table = await screen.findByRole('table', { name: 'Tellimused, uusimad eespool' });
    const [head, row] = within(table).getAllByRole('row');
    expect([...head!.children].map((cell) => cell.textContent)).toEqual([
      'Tellimus',
      'Klient',
      'Esitatud',
      'Olek',
      'Kokku',
    ]);
    expect([...row!.children].map((cell) => cell.textContent)).toEqual([
      'PT-ABC1mari@example.ee',
      'mari@example.ee',
      '26.11.2026 09:05 UTC',
      'Ootab makset',
      '24,99\u00a0€',
    ]);
    const filter = screen.getByRole('combobox', { name: 'Filtreeri oleku järgi' });
    expect([...within(filter).getAllByRole('option')].map((o) => o.textContent)).toEqual([
      'Kõik olekud',
      'Ootab makset',
      'Töötlemisel',
      'Ootel',
      'Välja saadetud',
      'Kohale toimetatud',
      'Tühistatud/ebaõnnestunud',
    ]);
    expect(screen.getByText('1–1, kokku 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Järgmine' })).toBeInTheDocument();
  });

  it('shows an order in its own currency, and asks before refunding in Estonian', async () => {
    api.use(onApi('get', '/v1/admin/orders/:order_id', adminOrderDetailSchema, () => DETAIL));
    renderWithShop(
      <Routes>
        <Route path="/admin/orders/:orderId" element={<AdminOrderPage />} />
      </Routes>,
      { at: `/admin/orders/${ORDER_ID}` },
    );
    expect(await screen.findByText('Teel')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'PT-ABC1 Teel' });
    expect(heading.nextElementSibling!.textContent).toBe(
      'mari@example.ee · esitatud 26.11.2026 09:05 UTC · 279,00\u00a0SEK (tarne 30,00\u00a0SEK)',
    );
    expect(screen.getByRole('heading', { name: 'Tarneaadress' })).toBeInTheDocument();
    // The order keeps the English names; the catalogue's Estonian ones are shown.
    expect(await screen.findByText('2 × Klassikaline unisex T-särk')).toBeInTheDocument();
    expect(screen.getByText(/^Must · Suur \(L\) · /)).toBeInTheDocument();
    expect(screen.getByText(/^test · makstud · 279,00/)).toBeInTheDocument();
    expect(screen.getByText('Tellimuse kinnitus')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Arve INV-2026-000042, tellimus PT-ABC1 (avaneb uuel vahelehel)' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tühista ja tagasta raha' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Kas tühistada tellimus PT-ABC1 ja tagastada 279,00\u00a0SEK?',
    });
    expect(within(dialog).getByLabelText('Põhjus (jääb auditilogisse)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Loobu' })).toBeInTheDocument();
  });
});
