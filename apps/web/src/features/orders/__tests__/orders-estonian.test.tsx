import {
  invoicesResponseSchema,
  orderEventsResponseSchema,
  orderItemsResponseSchema,
  ordersResponseSchema,
  shippingAddressSchema,
  type Order,
  type OrderItem,
} from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi, onApi } from '@/test/api-server';
import { identityUser, shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { InvoicesPage } from '../components/invoices-page';
import { OrderHistoryPage } from '../components/order-history-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const ADDRESS_ID = '7d5c1f8e-2b7a-4f7e-9c1a-0a1b2c3d4e5f';
const ORDER: Order = {
  order_id: '00000000-0000-4000-8000-000000000002',
  display_order_id: 'PT-ABC2',
  created_at: '2026-11-21T10:00:00Z',
  status: 'in_transit',
  vat: { country: 'SE', rate_percent: 25, amount: 5580 },
  has_invoice: true,
  has_credit_note: false,
  total_amount: 27900,
  currency: 'SEK',
  client_secret: null,
  shipping_address_id: ADDRESS_ID,
  tracking_number: 'SIM123456789012',
  tracking_url: null,
};
const ITEM: OrderItem = {
  item_id: '11111111-1111-4111-8111-111111111111',
  product_id: 'classic-tee',
  name: 'Classic Unisex T-Shirt',
  sku: 'CLS-BLK-L',
  color_code: 'BLK',
  color_name: 'Black',
  size_code: 'L',
  size_name: 'Large',
  quantity: 2,
  price: '139.50',
  print_locations: ['front', 'back'],
  thumbnail_urls: { front: '/media/t.webp' },
  placements: { front: { x: 0.5, y: 0.5, width: 0.875, rotation: 0 } },
  print_file_urls: {},
  mockup_urls: { front: '/media/mockups/m-thumb.webp' },
  design_title: 'A lighthouse in the fog',
};
// Intl writes a no-break space between an amount and its currency.
const nbsp = (text: string) => text.replace(' ', '\u00a0');

const api = mockApi();

beforeEach(async () => {
  api.use(
    onApi('get', '/v1/orders', ordersResponseSchema, () => ({ orders: [ORDER] })),
    onApi('get', '/v1/orders/:order_id/items', orderItemsResponseSchema, () => ({ items: [ITEM] })),
    onApi('get', '/v1/orders/:order_id/events', orderEventsResponseSchema, () => ({
      events: [
        { status: 'pending_payment', at: '2026-11-21T10:00:00.000Z' },
        { status: 'in_transit', at: '2026-11-23T08:30:00.000Z' },
      ],
    })),
    onApi('get', '/v1/shipping-address/:id', shippingAddressSchema, () =>
      shippingAddress(ADDRESS_ID, { country: 'SE', city: 'Stockholm', postcode: '111 22' }),
    ),
  );
  useAuthStore.setState({ user: identityUser(), isAuthenticated: true });
  await loadCatalogues('et', ['common', 'orders', 'checkout']);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

describe('the order history in Estonian', () => {
  it('words the table, the status, the date and the money in Estonian', async () => {
    renderWithShop(<OrderHistoryPage />);
    expect(screen.getByRole('heading', { name: 'Tellimuste ajalugu' })).toBeInTheDocument();
    await screen.findByText('PT-ABC2');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Üksikasjad',
      'Tellimuse nr',
      'Kuupäev',
      'Olek',
      'Kokku',
      'Toimingud',
    ]);
    const row = within(document.querySelector<HTMLElement>('[data-order-id="PT-ABC2"]')!);
    expect(row.getByText('21.11.2026')).toBeInTheDocument();
    expect(row.getByText('teel')).toBeInTheDocument();
    expect(row.getByText('279,00 SEK').textContent).toBe(nbsp('279,00 SEK'));
    expect(row.getByTestId('vat-line').textContent).toBe('sisaldab käibemaksu 25 % (55,80\u00a0SEK)');
    expect(row.getByText(/Jälgimisnumber/).textContent).toBe('Jälgimisnumber SIM123456789012');
    expect(
      row.getByRole('link', { name: 'Jälgi saadetist: tellimus PT-ABC2 (avaneb uuel vahelehel)' }),
    ).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Filtreeri oleku järgi' }) as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Kõik olekud',
      'Ootab makset',
      'Töötlemisel',
      'Ootel',
      'Välja saadetud',
      'Kohale toimetatud',
      'Tühistatud/ebaõnnestunud',
    ]);
  });

  it('shows an opened order in Estonian: its items, where it goes and its way so far', async () => {
    renderWithShop(<OrderHistoryPage />);
    await screen.findByText('PT-ABC2');
    fireEvent.click(screen.getByRole('button', { name: 'Näita tellimuse PT-ABC2 üksikasju' }));

    // The order keeps the English names; the catalogue's Estonian ones are shown.
    expect(
      await screen.findByText('Värv: Must · Suurus: Suur (L) · Trükk: esikülg & tagakülg'),
    ).toBeInTheDocument();
    expect(screen.getByText('Klassikaline unisex T-särk')).toBeInTheDocument();
    expect(screen.getByText('Kogus: 2')).toBeInTheDocument();
    expect(screen.getByText('139,50 SEK').textContent).toBe(nbsp('139,50 SEK'));
    expect(
      screen.getByRole('img', { name: 'Toote Klassikaline unisex T-särk kujundus' }),
    ).toBeInTheDocument();

    const address = await screen.findByRole('region', { name: 'Tarneaadress' });
    expect(within(address).getByText('Rootsi')).toBeInTheDocument();

    const history = await screen.findByTestId('status-history');
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((li) => li.querySelector('p')!.textContent)).toEqual(['ootab makset', 'teel']);
    expect(entries[1]!.querySelector('time')!.textContent).toMatch(/^23\.11\.2026 \d{2}:\d{2}$/);
  });

  it('says in Estonian that there are no orders yet', async () => {
    api.use(onApi('get', '/v1/orders', ordersResponseSchema, () => ({ orders: [] })));
    renderWithShop(<OrderHistoryPage />);
    expect(await screen.findByText('Sa pole veel ühtegi tellimust esitanud.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ava kujundaja' }).getAttribute('href')).toBe('/design');
  });
});

describe('the invoices page in Estonian', () => {
  it('lists invoices and credit notes as arve and kreeditarve, with Estonian dates and money', async () => {
    const invoice = {
      number: 'INV-2026-000042',
      kind: 'invoice' as const,
      order_id: ORDER.order_id,
      display_order_id: 'PT-ABC2',
      issued_at: '2026-11-20T09:00:00.000Z',
      gross: 2499,
      currency: 'EUR' as const,
      url: `/v1/orders/${ORDER.order_id}/invoice`,
    };
    const credit = {
      ...invoice,
      number: 'CN-2026-000003',
      kind: 'credit_note' as const,
      issued_at: '2026-11-24T09:00:00.000Z',
    };
    api.use(onApi('get', '/v1/invoices', invoicesResponseSchema, () => ({ invoices: [credit, invoice] })));
    renderWithShop(<InvoicesPage />);
    expect(screen.getByRole('heading', { name: 'Arved' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CN-2026-000003Kreeditarve · 24.11.2026 · Tellimus PT-ABC2−24,99\u00a0€PDF',
      'INV-2026-000042Arve · 20.11.2026 · Tellimus PT-ABC224,99\u00a0€PDF',
    ]);
  });
});
