import {
  createOrderResponseSchema,
  shippingAddressListResponseSchema,
  TERMS_CHECKBOX_LABEL,
} from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { mockApi, onApi } from '@/test/api-server';
import { cartLine, shippingAddress } from '@/test/fixtures';
import { renderRoutesWithShop } from '@/test/render-with-shop';
import { CheckoutPage } from '../components/checkout-page';

vi.mock('../lib/shipping-estimate-delay', () => ({ SHIPPING_ESTIMATE_DELAY_MS: 50 }));
vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));
vi.mock('../components/payment-step', () => ({
  PaymentStep: (props: { order: { currency: string }; items: { price: number }[] }) => (
    <p>
      paying in {props.order.currency} for {props.items.map((item) => item.price).join(', ')}
    </p>
  ),
}));

const SWEDISH = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '33333333-3333-4333-8333-333333333333';
const api = mockApi();
let sent: unknown[];

beforeEach(() => {
  sent = [];
  localStorage.clear();
  useCartStore.getState().emptyCart();
  // The classic tee of the shop's own catalogue (which the test server serves): 279 SEK, 109 PLN.
  act(() => useCartStore.getState().addItem(cartLine({ id: 'CLS-WHI-M-1', sku: 'CLS-WHI-M' }), 2));
  const address = shippingAddress(SWEDISH, { city: 'Stockholm', postcode: '111 22', country: 'SE' });
  api.use(
    onApi('get', '/v1/shipping-address', shippingAddressListResponseSchema, () => ({ addresses: [address] })),
    onApi('post', '/v1/orders', createOrderResponseSchema, async ({ request }) => {
      const body = (await request.json()) as { currency?: string };
      sent.push(body);
      return {
        order_id: ORDER_ID,
        display_order_id: 'PT-7K3M9Q',
        client_secret: 'cs_test_secret',
        payment_provider: 'test' as const,
        publishable_key: null,
        total_amount: 21800,
        currency: 'PLN' as const,
        vat: { country: 'SE', rate_percent: 25, amount: 4360 },
      };
    }),
  );
});
afterEach(() => cleanup());

const text = (id: string) => screen.getByTestId(id).textContent;
const currency = () => screen.getByLabelText('Currency') as HTMLSelectElement;

describe('the currency of checkout', () => {
  it("prices the cart in the shipping country's currency, lets the customer choose another, and orders in it", async () => {
    renderRoutesWithShop([{ path: '/checkout', element: <CheckoutPage /> }], { at: '/checkout' });
    fireEvent.click(await screen.findByTestId('address-picker'));
    fireEvent.click(await screen.findByRole('button', { name: /^Mari Tamm/ }));
    await waitFor(() => expect(currency().value).toBe('SEK'));
    expect(text('subtotal')).toBe('SEK\u00a0558.00');
    expect(text('total-to-pay')).toBe('SEK\u00a0558.00');
    await waitFor(() => expect(text('shipping-line')).toContain('SEK\u00a055.00'));
    expect([...currency().options].map((o) => o.value)).toEqual([
      'EUR',
      'SEK',
      'PLN',
      'CZK',
      'DKK',
      'HUF',
      'RON',
    ]);

    fireEvent.change(currency(), { target: { value: 'HUF' } });
    expect(text('total-to-pay')).toBe('HUF\u00a019,980');
    fireEvent.change(currency(), { target: { value: 'PLN' } });
    expect(text('total-to-pay')).toBe('PLN\u00a0218.00');

    await waitFor(() => expect(screen.getByTestId('place-order').textContent).toBe('PLACE ORDER'));
    fireEvent.click(screen.getByLabelText(TERMS_CHECKBOX_LABEL));
    fireEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('paying in PLN for 109')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ currency: 'PLN', shipping_address_id: SWEDISH })]);
  });
});
