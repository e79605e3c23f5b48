import {
  orderEventsResponseSchema,
  orderItemsResponseSchema,
  ordersResponseSchema,
  resumePaymentResponseSchema,
  shippingAddressSchema,
  type Order,
  type OrderItem,
} from '@prompttee/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopConfig } from '@/config/shop-config';
import { useAuthStore } from '@/stores/auth-store';
import { apiError, mockApi, onApi } from '@/test/api-server';
import { identityUser, shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { OrderHistoryPage } from '../components/order-history-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));
vi.mock('@/features/payment', () => ({
  PaymentForm: (props: { clientSecret: string; provider: string }) => (
    <div data-testid="payment-form">
      {props.provider}:{props.clientSecret}
    </div>
  ),
}));

const ADDRESS_ID = '7d5c1f8e-2b7a-4f7e-9c1a-0a1b2c3d4e5f';
const order = (n: number, status: string, created: string, extra: Partial<Order> = {}): Order => ({
  order_id: `00000000-0000-4000-8000-00000000000${n}`,
  display_order_id: `PT-ABC${n}`,
  created_at: created,
  status,
  vat: { country: 'EE', rate_percent: 24, amount: 484 },
  has_invoice: false,
  has_credit_note: false,
  total_amount: 2499 * n,
  currency: 'EUR',
  client_secret: null,
  shipping_address_id: ADDRESS_ID,
  tracking_number: null,
  tracking_url: null,
  ...extra,
});

const ORDERS = [
  order(1, 'pending_payment', '2026-11-01T10:00:00Z', { client_secret: 'cs_old' }),
  order(2, 'in_transit', '2026-11-21T10:00:00Z', { tracking_number: 'SIM123456789012' }),
  order(3, 'sent_to_producer', '2026-10-05T10:00:00Z', { has_invoice: true }),
];
const ADDRESS = shippingAddress(ADDRESS_ID);
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
  price: '24.99',
  print_locations: ['front'],
  thumbnail_urls: { front: '/media/t.webp' },
  placements: { front: { x: 0.5, y: 0.5, width: 0.875, rotation: 0 } },
  print_file_urls: {},
  mockup_urls: { front: '/media/mockups/m-thumb.webp' },
  design_title: 'A lighthouse in the fog',
};

const api = mockApi();
const notFound = () => apiError(404, 'NOT_FOUND', 'Not found');
// A body that breaks the contract on purpose, or an error from something other than the API.
const raw = (method: 'get' | 'post', path: string, body: unknown, status = 200) =>
  http[method](`*${path}`, () => HttpResponse.json(body as never, { status }));
const itemsOf = (n: number) => `/v1/orders/${ORDERS[n]!.order_id}/items` as const;
const resumeOf = (n: number) => `/v1/orders/${ORDERS[n]!.order_id}/resume-payment` as const;

beforeEach(() => {
  api.use(
    onApi('get', '/v1/orders', ordersResponseSchema, () => ({ orders: ORDERS })),
    onApi('get', '/v1/orders/:order_id/items', orderItemsResponseSchema, ({ params }) =>
      params.order_id === ORDERS[1]!.order_id ? { items: [ITEM] } : notFound(),
    ),
    onApi('get', '/v1/orders/:order_id/events', orderEventsResponseSchema, notFound),
    onApi('get', '/v1/shipping-address/:id', shippingAddressSchema, ({ params }) =>
      params.id === ADDRESS_ID ? ADDRESS : notFound(),
    ),
  );
  useAuthStore.setState({
    user: identityUser(),
    isAuthenticated: true,
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderPage = () => renderWithShop(<OrderHistoryPage />);

const rowOf = (display: string) => document.querySelector<HTMLElement>(`[data-order-id="${display}"]`)!;
const shownIds = () =>
  [...document.querySelectorAll<HTMLElement>('tr[data-order-id]')].map((row) => row.dataset.orderId);

describe('the order history page', () => {
  it('shows the title, the invoices link with the e-mail, and the orders newest first', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Order History' })).toBeInTheDocument();
    const invoices = screen.getByRole('link', { name: /Check All Invoices/ });
    // No invoice service is set: the shop's own list of the customer's invoices.
    expect(shopConfig.invoiceUrl).toBeNull();
    expect(invoices.getAttribute('href')).toBe('/invoices');
    expect(invoices.getAttribute('target')).toBe('_blank');
    await screen.findByText('PT-ABC2');
    expect(shownIds()).toEqual(['PT-ABC2', 'PT-ABC1', 'PT-ABC3']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Details', 'Order ID', 'Date', 'Status', 'Total', 'Actions']);
    const row = within(rowOf('PT-ABC2'));
    expect(row.getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(row.getByText('in transit')).toBeInTheDocument();
    expect(row.getByText('€49.98')).toBeInTheDocument();
    expect(row.getByTestId('vat-line').textContent).toBe('incl. 24 % VAT €4.84');
  });

  it('names a replacement sent at no charge on it and on the order it replaces', async () => {
    api.use(
      onApi('get', '/v1/orders', ordersResponseSchema, () => ({
        orders: [
          order(4, 'paid', '2026-11-25T10:00:00Z', { total_amount: 0, replacement_of: 'PT-ABC5' }),
          order(5, 'delivered', '2026-11-20T10:00:00Z', { replaced_by: 'PT-ABC4' }),
        ],
      })),
    );
    renderPage();
    const replacement = within(await screen.findByRole('rowheader', { name: /^PT-ABC4/ }));
    expect(replacement.getByText('Replacement for PT-ABC5, at no charge')).toBeInTheDocument();
    const original = within(screen.getByRole('rowheader', { name: /^PT-ABC5/ }));
    expect(original.getByText('Replaced by PT-ABC4')).toBeInTheDocument();
    expect(within(rowOf('PT-ABC4')).getByText('€0.00')).toBeInTheDocument();
  });

  it('opens tracking in a new tab once there is a tracking number, and disables it before', async () => {
    renderPage();
    await screen.findByText('PT-ABC2');
    const track = within(rowOf('PT-ABC2')).getByRole('link', { name: /Track order PT-ABC2/ });
    expect(track.getAttribute('href')).toBe(`${shopConfig.trackingUrl}?tracking_number=SIM123456789012`);
    expect(track.getAttribute('target')).toBe('_blank');
    const none = within(rowOf('PT-ABC3')).getByRole('button', { name: 'No Tracking available' });
    expect((none as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the tracking number as text beside the tracking button', async () => {
    renderPage();
    await screen.findByText('PT-ABC2');
    const row = within(rowOf('PT-ABC2'));
    expect(row.getByText(/Tracking number/).textContent).toBe('Tracking number SIM123456789012');
    expect(row.getByTestId('tracking-number').textContent).toBe('SIM123456789012');
    expect(within(rowOf('PT-ABC3')).queryByTestId('tracking-number')).toBeNull();
  });

  it('shows the status history with dates in the expanded row', async () => {
    api.use(
      onApi('get', `/v1/orders/${ORDERS[1]!.order_id}/events`, orderEventsResponseSchema, () => ({
        events: [
          { status: 'pending_payment', at: '2026-11-21T10:00:00.000Z' },
          { status: 'payment_authorized', at: '2026-11-21T10:02:00.000Z' },
          { status: 'in_transit', at: '2026-11-23T08:30:00.000Z' },
        ],
      })),
    );
    renderPage();
    await screen.findByText('PT-ABC2');
    fireEvent.click(screen.getByRole('button', { name: 'Show details of order PT-ABC2' }));
    const history = await screen.findByTestId('status-history');
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((li) => li.querySelector('p')!.textContent)).toEqual([
      'pending payment',
      'payment authorized',
      'in transit',
    ]);
    const times = entries.map((li) => li.querySelector('time')!);
    expect(times.map((t) => t.getAttribute('datetime'))).toEqual([
      '2026-11-21T10:00:00.000Z',
      '2026-11-21T10:02:00.000Z',
      '2026-11-23T08:30:00.000Z',
    ]);
    expect(times[2]!.textContent).toMatch(/^Nov 23, 2026, \d{1,2}:\d{2} (AM|PM)$/);
    expect(screen.getByRole('region', { name: 'Status history' })).toBeInTheDocument();
  });

  it('offers Resume Payment only for orders awaiting payment, an expired session included', async () => {
    api.use(
      onApi('get', '/v1/orders', ordersResponseSchema, () => ({
        orders: [...ORDERS, order(4, 'payment_expired', '2026-09-01T10:00:00Z')],
      })),
    );
    renderPage();
    await screen.findByText('PT-ABC2');
    expect(within(rowOf('PT-ABC1')).getByRole('button', { name: /Resume Payment/ })).toBeInTheDocument();
    expect(within(rowOf('PT-ABC4')).getByRole('button', { name: /Resume Payment/ })).toBeInTheDocument();
    expect(within(rowOf('PT-ABC2')).queryByRole('button', { name: /Resume Payment/ })).toBeNull();
  });

  it('searches the order id case-insensitively and filters by status group', async () => {
    renderPage();
    await screen.findByText('PT-ABC2');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Order ID' }), {
      target: { value: 'pt-abc3' },
    });
    expect(shownIds()).toEqual(['PT-ABC3']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Order ID' }), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by status' }), {
      target: { value: 'Shipped' },
    });
    expect(shownIds()).toEqual(['PT-ABC2']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by status' }), {
      target: { value: 'Delivered' },
    });
    expect(screen.getByText('No orders found matching your criteria.')).toBeInTheDocument();
  });

  it('expands a row to show the shipping address and the items', async () => {
    renderPage();
    await screen.findByText('PT-ABC2');
    fireEvent.click(screen.getByRole('button', { name: 'Show details of order PT-ABC2' }));
    expect(await screen.findByText('Classic Unisex T-Shirt')).toBeInTheDocument();
    expect(screen.getByText(/Color: Black · Size: Large/)).toBeInTheDocument();
    expect(screen.getByText('Qty: 2')).toBeInTheDocument();
    expect(screen.getByTestId('design-title').textContent).toBe('“A lighthouse in the fog”');
    // An ordered design is generated unless its item says otherwise.
    expect(screen.getByTestId('ai-generated').textContent).toBe('AI-generated');
    expect(
      within(screen.getByRole('region', { name: 'Order items' })).getByText('€24.99'),
    ).toBeInTheDocument();
    // The mockup rendered with the order (the design on the shirt as placed), not the bare design.
    expect(screen.getByRole('img', { name: 'Design of Classic Unisex T-Shirt' }).getAttribute('src')).toBe(
      '/media/mockups/m-thumb.webp',
    );
    expect(await screen.findByText('Narva mnt 5')).toBeInTheDocument();
    expect(screen.getByText('Estonia')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide details of order PT-ABC2' }));
    expect(screen.queryByText('Classic Unisex T-Shirt')).toBeNull();
  });

  it('says so when an order has no items, and shows the server’s message when details fail', async () => {
    api.use(
      onApi('get', itemsOf(1), orderItemsResponseSchema, () => ({ items: [] })),
      onApi('get', itemsOf(2), orderItemsResponseSchema, () => apiError(404, 'NOT_FOUND', 'Order not found')),
      raw('get', `/v1/shipping-address/${ADDRESS_ID}`, {}, 500),
    );
    renderPage();
    await screen.findByText('PT-ABC2');
    fireEvent.click(screen.getByRole('button', { name: 'Show details of order PT-ABC2' }));
    expect(await screen.findByText('No items found for this order.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load order details. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show details of order PT-ABC3' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('names a malformed items or address answer', async () => {
    api.use(
      raw('get', itemsOf(1), { items: [{ item_id: 1 }] }),
      raw('get', `/v1/shipping-address/${ADDRESS_ID}`, { city: 5 }),
    );
    renderPage();
    await screen.findByText('PT-ABC2');
    fireEvent.click(screen.getByRole('button', { name: 'Show details of order PT-ABC2' }));
    expect(await screen.findByText('Invalid format for order items response.')).toBeInTheDocument();
    expect(await screen.findByText('Invalid format for shipping address response.')).toBeInTheDocument();
  });

  it.each([
    [
      'a malformed answer',
      { body: { orders: [{ order_id: 'x' }] }, status: 200 },
      'Failed to load orders due to unexpected data format.',
    ],
    [
      'a failed request',
      { status: 500, body: {} },
      'Failed to fetch orders. Please try refreshing the page.',
    ],
  ])('shows the spec’s message for %s', async (_name, reply, message) => {
    api.use(raw('get', '/v1/orders', reply.body, reply.status));
    renderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    api.use(onApi('get', '/v1/orders', ordersResponseSchema, () => ({ orders: [] })));
    renderPage();
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
  });

  it('resumes payment in a dialog with a fresh payment form', async () => {
    api.use(
      onApi('post', resumeOf(0), resumePaymentResponseSchema, () => ({
        client_secret: 'cs_fresh',
        payment_provider: 'test' as const,
        publishable_key: null,
      })),
    );
    renderPage();
    await screen.findByText('PT-ABC1');
    fireEvent.click(within(rowOf('PT-ABC1')).getByRole('button', { name: /Resume Payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume Payment' });
    expect((await within(dialog).findByTestId('payment-form')).textContent).toBe('test:cs_fresh');
  });

  it.each([
    [
      'no client secret',
      // Breaks the contract (an empty secret): the page must still explain it.
      raw('post', resumeOf(0), { client_secret: '', payment_provider: 'test', publishable_key: null }),
      'Cannot resume payment: client secret is missing.',
    ],
    [
      'a failure',
      http.post(`*${resumeOf(0)}`, () => apiError(409, 'CONFLICT', 'paid')),
      'An error occurred while trying to resume payment. Please check your connection or contact support.',
    ],
  ])('explains a resume with %s', async (_name, handler, message) => {
    api.use(handler);
    renderPage();
    await screen.findByText('PT-ABC1');
    fireEvent.click(within(rowOf('PT-ABC1')).getByRole('button', { name: /Resume Payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume Payment' });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('payment-form')).toBeNull();
  });

  it('offers the invoice of a paid order only, and opens its PDF in a new tab', async () => {
    let asked: string | null = null;
    api.use(
      http.get('*/v1/orders/:order_id/invoice', ({ request, params }) => {
        asked = `${String(params.order_id)} ${request.headers.get('authorization')}`;
        return new HttpResponse('%PDF-1.7 invoice', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
    // jsdom has no object URLs: the blob handed to the tab is read back instead.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = () => {};
      },
    );
    renderPage();
    await screen.findByText('PT-ABC3');
    expect(within(rowOf('PT-ABC1')).queryByRole('button', { name: /Invoice/ })).toBeNull();
    expect(within(rowOf('PT-ABC3')).queryByRole('button', { name: /Credit note/ })).toBeNull();
    fireEvent.click(within(rowOf('PT-ABC3')).getByRole('button', { name: /Invoice for order PT-ABC3/ }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(asked).toBe(`${ORDERS[2]!.order_id} Bearer test-token`);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7 invoice');
    vi.unstubAllGlobals();
  });
});
