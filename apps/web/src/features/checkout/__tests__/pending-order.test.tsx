import {
  createOrderResponseSchema,
  ordersResponseSchema,
  resumePaymentResponseSchema,
  shippingAddressListResponseSchema,
  TERMS_CHECKBOX_LABEL,
  type Order,
} from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { mockApi, onApi, type ApiRequest } from '@/test/api-server';
import { cartLine, shippingAddress } from '@/test/fixtures';
import { renderRoutesWithShop } from '@/test/render-with-shop';
import { CheckoutPage } from '../components/checkout-page';

// The main view is a chunk of its own that the page loads beside the addresses: imported here
// first, so transforming its modules does not eat into the first test's time limits.
beforeAll(() => import('../components/checkout-view'));

// A declined card leaves the order awaiting payment with the cart unchanged: coming back to
// checkout must offer that order, never place the same cart a second time.

// The 2-second shipping estimate is held to its length in use-shipping-estimate.test.tsx; here it
// only has to come after the "Calculating..." state, so the page's tests do not wait it out.
vi.mock('../lib/shipping-estimate-delay', () => ({ SHIPPING_ESTIMATE_DELAY_MS: 150 }));
vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));
vi.mock('../components/payment-step', () => ({
  PaymentStep: ({ order }: { order: { client_secret: string; display_order_id: string } }) => (
    <p>
      payment form for {order.display_order_id} {order.client_secret}
    </p>
  ),
}));

const ADDRESS_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '33333333-3333-4333-8333-333333333333';
const listedOrder = (status: string): Order => ({
  order_id: ORDER_ID,
  display_order_id: 'PT-7K3M9Q',
  created_at: '2026-11-22T10:00:00.000Z',
  status,
  total_amount: 2499,
  currency: 'EUR',
  client_secret: null,
  shipping_address_id: ADDRESS_ID,
  tracking_number: null,
  tracking_url: null,
  vat: { country: 'EE', rate_percent: 24, amount: 484 },
  has_invoice: false,
  has_credit_note: false,
});

const api = mockApi();
let calls: { method: string; path: string }[];
let orderStatus: string;
const record = ({ request, url }: ApiRequest) => calls.push({ method: request.method, path: url.pathname });

beforeEach(() => {
  calls = [];
  orderStatus = 'pending_payment';
  localStorage.clear();
  useCartStore.getState().emptyCart();
  act(() => useCartStore.getState().addItem(cartLine()));
  api.use(
    onApi('get', '/v1/shipping-address', shippingAddressListResponseSchema, (call) => {
      record(call);
      return { addresses: [shippingAddress(ADDRESS_ID)] };
    }),
    onApi(
      'post',
      '/v1/orders',
      createOrderResponseSchema,
      (call) => {
        record(call);
        const { order_id, display_order_id, total_amount, currency, vat } = listedOrder('pending_payment');
        const secret = {
          client_secret: 'cs_first',
          payment_provider: 'test' as const,
          publishable_key: null,
        };
        return { order_id, display_order_id, total_amount, currency, vat, ...secret };
      },
      201,
    ),
    onApi('get', '/v1/orders', ordersResponseSchema, (call) => {
      record(call);
      return { orders: [listedOrder(orderStatus)] };
    }),
    onApi('post', `/v1/orders/${ORDER_ID}/resume-payment`, resumePaymentResponseSchema, (call) => {
      record(call);
      return { client_secret: 'cs_resumed', payment_provider: 'test' as const, publishable_key: null };
    }),
  );
});
afterEach(cleanup);

const renderPage = () =>
  renderRoutesWithShop([{ path: '/checkout', element: <CheckoutPage /> }], { at: '/checkout' });

async function placeTheOrder() {
  renderPage();
  fireEvent.click(await screen.findByTestId('address-picker'));
  fireEvent.click(await screen.findByRole('button', { name: /^Mari Tamm/ }));
  const button = screen.getByTestId('place-order') as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2000 });
  fireEvent.click(screen.getByLabelText(TERMS_CHECKBOX_LABEL));
  fireEvent.click(button);
  expect(await screen.findByText('payment form for PT-7K3M9Q cs_first')).toBeInTheDocument();
  // The card is declined; the customer leaves and comes back later with the same cart.
  cleanup();
}

const orderPosts = () => calls.filter((c) => c.method === 'POST' && c.path === '/v1/orders');

describe('checkout with an order of this cart awaiting payment', () => {
  it('offers to resume that order instead of placing the cart again', async () => {
    await placeTheOrder();
    renderPage();
    expect(await screen.findByText('Order PT-7K3M9Q is waiting for payment')).toBeInTheDocument();
    expect(screen.queryByTestId('place-order')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'RESUME PAYMENT' }));
    expect(await screen.findByText('payment form for PT-7K3M9Q cs_resumed')).toBeInTheDocument();
    expect(orderPosts()).toHaveLength(1);
  });

  it('offers an order whose payment session expired too', async () => {
    await placeTheOrder();
    orderStatus = 'payment_expired';
    renderPage();
    expect(await screen.findByText('Order PT-7K3M9Q is waiting for payment')).toBeInTheDocument();
  });

  it('places the cart normally once that order was paid elsewhere, and forgets it', async () => {
    await placeTheOrder();
    orderStatus = 'payment_authorized';
    renderPage();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('checkout-attempt') ?? 'null')).toBeNull());
    expect(screen.getByTestId('place-order')).toBeInTheDocument();
    expect(screen.queryByText(/is waiting for payment/)).toBeNull();
  });

  it('treats a changed cart as a new order and does not ask about the old one', async () => {
    await placeTheOrder();
    act(() => useCartStore.getState().addItem(cartLine()));
    const before = calls.length;
    renderPage();
    expect(await screen.findByTestId('place-order')).toBeInTheDocument();
    expect(calls.slice(before).some((c) => c.method === 'GET' && c.path === '/v1/orders')).toBe(false);
    expect(screen.queryByText(/is waiting for payment/)).toBeNull();
  });
});
