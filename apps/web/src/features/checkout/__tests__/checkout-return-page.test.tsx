import {
  checkoutSessionResponseSchema,
  ordersResponseSchema,
  type CheckoutSessionResponse,
} from '@prompttee/domain';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopConfig } from '@/config/shop-config';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { mockApi, onApi } from '@/test/api-server';
import { cartLine, identityUser } from '@/test/fixtures';
import { renderRoutesWithShop } from '@/test/render-with-shop';
import { CheckoutReturnPage } from '../components/checkout-return-page';

// Only the token is faked; the rest of the module stays real.
vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
let requested: string[];
let answer: () => CheckoutSessionResponse | Response;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  requested = [];
  localStorage.setItem(
    'checkout-attempt',
    JSON.stringify({ items: 'i', signature: 'x', key: 'k', order: null }),
  );
  useCartStore.getState().emptyCart();
  useCartStore.getState().addItem(cartLine());
  useAuthStore.setState({
    user: identityUser(),
    isAuthenticated: true,
  });
  api.use(
    onApi('get', '/v1/checkout-session', checkoutSessionResponseSchema, ({ url }) => {
      requested.push(url.pathname + url.search);
      return answer();
    }),
    onApi('get', '/v1/orders', ordersResponseSchema, () => ({
      orders: [
        {
          order_id: '33333333-3333-4333-8333-333333333333',
          display_order_id: 'PT-7K3M9Q',
          created_at: '2026-11-26T10:00:00.000Z',
          status: 'paid',
          total_amount: 2499,
          currency: 'EUR' as const,
          client_secret: null,
          shipping_address_id: '11111111-1111-4111-8111-111111111111',
          tracking_number: null,
          tracking_url: null,
          vat: { country: 'DE', rate_percent: 19, amount: 399 },
          has_invoice: true,
          has_credit_note: false,
        },
      ],
    })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const session = (status: CheckoutSessionResponse['status']) => (): CheckoutSessionResponse => ({
  status,
  customer_email: 'mari@example.com',
  display_order_id: 'PT-7K3M9Q',
});

const renderAt = (path: string) =>
  renderRoutesWithShop(
    [
      { path: '/return', element: <CheckoutReturnPage /> },
      { path: '/checkout', element: <p>checkout page</p> },
    ],
    { at: path },
  ).router;

const waitTwoSeconds = () => act(() => vi.advanceTimersByTimeAsync(2000));

describe('checkout result page', () => {
  it('waits 2 seconds with a spinner, then thanks the customer and empties the cart', async () => {
    answer = session('complete');
    renderAt('/return?session_id=cs_test_123');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(requested).toEqual([]);
    expect(useCartStore.getState().totalItems).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requested).toEqual(['/v1/checkout-session?session_id=cs_test_123']);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText('Your order has been successfully placed.')).toBeInTheDocument();
    expect(screen.getByText('mari@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('order-number').textContent).toBe('PT-7K3M9Q');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/design');
    expect(useCartStore.getState().isEmpty).toBe(true);
    // The total and the VAT the server fixed on the order.
    await vi.waitFor(() =>
      expect(screen.getByTestId('paid-total').textContent).toBe('Total paid €24.99incl. 19 % VAT €3.99'),
    );
    // The attempt is over: ordering the same shirt again is a new order with a new key.
    expect(localStorage.getItem('checkout-attempt')).toBeNull();
  });

  it('goes back to /checkout while the session is still open, keeping the cart', async () => {
    answer = session('open');
    const router = renderAt('/return?session_id=cs_test_123');
    await waitTwoSeconds();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByText('checkout page')).toBeInTheDocument();
    expect(useCartStore.getState().totalItems).toBe(1);
    // Still paying: back at checkout, PLACE ORDER returns the same order.
    expect(localStorage.getItem('checkout-attempt')).not.toBeNull();
  });

  it.each([
    ['an expired session', session('expired')],
    ['a server error', () => new Response('{}', { status: 500 })],
    ['an unexpected answer', () => new Response('{"status":"weird"}', { status: 200 })],
  ])('shows Oops! for %s and empties the cart', async (_name, reply) => {
    answer = reply;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/return?session_id=cs_test_123');
    await waitTwoSeconds();
    // An error's body is read by a module loaded when one comes: a moment after the answer.
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('There was an issue processing your order.')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again or contact our support team for assistance.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/design');
    expect(useCartStore.getState().isEmpty).toBe(true);
  });

  it('names the unpaid order and where to pay for it when the session expired', async () => {
    answer = session('expired');
    renderAt('/return?session_id=cs_test_123');
    await waitTwoSeconds();
    expect(screen.getByText('PT-7K3M9Q')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'order history' }).getAttribute('href')).toBe('/order-history');
  });

  it('shows the support e-mail link', async () => {
    answer = session('complete');
    renderAt('/return?session_id=cs_test_123');
    await waitTwoSeconds();
    const link = screen.getByRole('link', { name: shopConfig.supportEmail });
    expect(link.getAttribute('href')).toBe(`mailto:${shopConfig.supportEmail}`);
  });

  it('fails at once without a session_id, asking nothing and keeping the cart', async () => {
    answer = session('complete');
    renderAt('/return');
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    await waitTwoSeconds();
    expect(requested).toEqual([]);
    expect(useCartStore.getState().totalItems).toBe(1);
  });
});
