import {
  createOrderResponseSchema,
  shippingAddressListResponseSchema,
  shippingAddressSchema,
  TERMS_CHECKBOX_LABEL,
  TERMS_REQUIRED_MESSAGE,
  type ShippingAddress,
} from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { useCartStore } from '@/stores/cart-store';
import { checkContract, mockApi } from '@/test/api-server';
import { cartLine, shippingAddress } from '@/test/fixtures';
import { renderRoutesWithShop } from '@/test/render-with-shop';
import { CheckoutPage } from '../components/checkout-page';

// The main view is a chunk of its own that the page loads beside the addresses: imported here
// first, so transforming its modules does not eat into the first test's time limits.
beforeAll(() => import('../components/checkout-view'));

// The 2-second shipping estimate is held to its length in use-shipping-estimate.test.tsx; here it
// only has to come after the "Calculating..." state, so the page's tests do not wait it out.
vi.mock('../lib/shipping-estimate-delay', () => ({ SHIPPING_ESTIMATE_DELAY_MS: 150 }));
// Only the token is faked; the rest of the module stays real.
vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));
// The payment form belongs to the payments feature; here it is enough to see what it was given.
vi.mock('../components/payment-step', () => ({
  PaymentStep: (props: {
    order: { client_secret: string };
    items: unknown[];
    address: { city: string } | null;
  }) => (
    <>
      <p>payment form for {props.order.client_secret}</p>
      <p>
        {props.items.length} line(s) to {props.address?.city}
      </p>
    </>
  ),
}));

const ADDRESS_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';

type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Handler = (call: Call) => Response | Promise<Response>;

let calls: Call[];
let handler: Handler;
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Types Mari Tamm's Tallinn address into the new-address form, the phone as given. */
async function fillNewAddress(phone: string) {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await screen.findByRole('button', { name: 'Save address' });
  fill('First name', 'Mari');
  fill('Last name', 'Tamm');
  fill('Address', 'Narva mnt 5');
  fill('City', 'Tallinn');
  fill('State / County', 'Harju');
  fill('Postal code', '10117');
  fill('Country', 'EE');
  fill('Phone', phone);
}

// Each test answers every call with its own `handler`; a success it gives is checked against the
// route's contract.
const contracts: Record<string, z.ZodMiniType> = {
  'GET /v1/shipping-address': shippingAddressListResponseSchema,
  'POST /v1/shipping-address': shippingAddressSchema,
  'POST /v1/orders': createOrderResponseSchema,
};
const api = mockApi();

beforeEach(() => {
  calls = [];
  localStorage.clear();
  useCartStore.getState().emptyCart();
  api.use(
    http.all('*/v1/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call: Call = {
        method: request.method,
        path: url.pathname + url.search,
        body: text ? JSON.parse(text) : undefined,
        headers: Object.fromEntries(request.headers),
      };
      calls.push(call);
      const response = await handler(call);
      const route = `${call.method} ${url.pathname}`;
      const contract = contracts[route];
      if (contract && response.ok) checkContract(route, contract, await response.clone().json());
      return response;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderRoutesWithShop(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/design', element: <p>designer</p> },
    ],
    { at: '/checkout' },
  );

const placeOrder = () => screen.getByTestId('place-order') as HTMLButtonElement;
const termsCheckbox = () => screen.getByLabelText(TERMS_CHECKBOX_LABEL) as HTMLInputElement;

/** Ticks the Terms (once) and presses PLACE ORDER. */
function clickPlaceOrder() {
  if (!termsCheckbox().checked) fireEvent.click(termsCheckbox());
  fireEvent.click(placeOrder());
}
const SHIPPING_WAIT = { timeout: 2000 };

async function chooseAddress(name: string) {
  fireEvent.click(await screen.findByTestId('address-picker'));
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name} Tamm`) }));
}

describe('checkout page', () => {
  it('shows the empty cart with a way back to the designer', async () => {
    handler = () => json(200, { addresses: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Designer' }).getAttribute('href')).toBe('/design');
  });

  it('shows a loading state until the saved addresses arrive', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    let release!: () => void;
    handler = () => new Promise((resolve) => (release = () => resolve(json(200, { addresses: [] }))));
    renderPage();
    expect(await screen.findByText('Loading checkout...')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('button', { name: 'Save address' })).toBeInTheDocument();
  });

  it('checks the new-address form on submit and shows each message under its field, sending nothing', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    handler = () => json(200, { addresses: [] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save address' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'State is required',
      'Postal code is required',
      'Country is required',
      'Phone is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const firstName = screen.getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe(
      'First name is required',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(placeOrder().textContent).toBe('COMPLETE SHIPPING INFO');
    expect(placeOrder().disabled).toBe(true);
  });

  it('offers the 26 EU countries as Name (CODE), sorted by name', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    handler = () => json(200, { addresses: [] });
    renderPage();
    const country = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    const labels = [...country.options].slice(1).map((o) => o.textContent);
    expect(labels).toHaveLength(26);
    expect(labels[0]).toBe('Austria (AT)');
    expect(labels).toContain('Estonia (EE)');
    expect(labels).not.toContain('Netherlands (NL)');
    expect([...labels].sort((a, b) => a!.localeCompare(b!, 'en'))).toEqual(labels);
  });

  it('saves a new address, selects it, estimates shipping, then allows the order', async () => {
    act(() => useCartStore.getState().addItem(cartLine(), 2));
    let saved: ShippingAddress[] = [];
    handler = (call) => {
      if (call.method === 'POST') {
        saved = [shippingAddress(ADDRESS_ID)];
        return json(201, saved[0]);
      }
      return json(200, { addresses: saved });
    };
    renderPage();
    await fillNewAddress('+372 5123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    const picker = await screen.findByTestId('address-picker');
    expect(picker.textContent).toContain('Mari Tamm');
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ first_name: 'Mari', country: 'EE', phone1: '+37251234567' });

    // Calculating: the button waits and the lines cannot change.
    expect(placeOrder().textContent).toBe('COMPLETE SHIPPING INFO');
    expect(screen.getByText('Calculating...')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: /increase quantity/i }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: /remove/i }) as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(placeOrder().textContent).toBe('PLACE ORDER'), SHIPPING_WAIT);
    const shipping = screen.getByTestId('shipping-line');
    expect(within(shipping).getByText('€4.99').tagName).toBe('S');
    expect(within(shipping).getByText('FREE')).toBeInTheDocument();
    expect(screen.getByTestId('total-to-pay').textContent).toBe('€49.98');
    expect(screen.getByTestId('item-count').textContent).toBe('2 ITEMS');
    expect((screen.getByRole('button', { name: /decrease quantity/i }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('recalculates shipping when the item count changes', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    handler = () => json(200, { addresses: [shippingAddress(ADDRESS_ID)] });
    renderPage();
    await chooseAddress('Mari');
    await waitFor(() => expect(placeOrder().textContent).toBe('PLACE ORDER'), SHIPPING_WAIT);
    expect(screen.getByTestId('shipping-line').textContent).toContain('€3.99');
    expect(screen.getByTestId('item-count').textContent).toBe('1 ITEM');
    expect((screen.getByRole('button', { name: /decrease quantity/i }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: /increase quantity/i }));
    expect(placeOrder().textContent).toBe('COMPLETE SHIPPING INFO');
    await waitFor(
      () => expect(screen.getByTestId('shipping-line').textContent).toContain('€4.99'),
      SHIPPING_WAIT,
    );
  });

  it('deletes an address at once, clears the selection, and restores it with an alert when the server fails', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    let failDelete!: () => void;
    handler = (call) => {
      if (call.method === 'DELETE')
        return new Promise((resolve) => (failDelete = () => resolve(json(500, {}))));
      return json(200, {
        addresses: [shippingAddress(ADDRESS_ID), shippingAddress(OTHER_ID, { first_name: 'Jaan' })],
      });
    };
    renderPage();
    await chooseAddress('Mari');
    expect(screen.getByTestId('address-picker').textContent).toContain('Mari Tamm');
    fireEvent.click(screen.getByTestId('address-picker'));
    fireEvent.click(await screen.findByRole('button', { name: /^Delete address: Mari Tamm/ }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mari Tamm/ })).toBeNull());
    expect(screen.getByTestId('address-picker').textContent).toContain('Select a shipping address');
    expect(placeOrder().textContent).toBe('COMPLETE SHIPPING INFO');
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/v1/shipping-address?id=${ADDRESS_ID}`);

    act(() => failDelete());
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to delete the address. Please try again.'),
    );
    expect(await screen.findByRole('button', { name: /^Mari Tamm/ })).toBeInTheDocument();
  });

  it('shows the Order Error, retries with the same Idempotency-Key, then shows the payment form', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    const later = (response: Response) =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(response), 50));
    let orderAnswers = [json(500, { message: 'boom' })];
    handler = (call) => {
      if (call.path === '/v1/orders') return later(orderAnswers.shift() ?? json(500, {}));
      return json(200, { addresses: [shippingAddress(ADDRESS_ID)] });
    };
    renderPage();
    await chooseAddress('Mari');
    await waitFor(() => expect(placeOrder().disabled).toBe(false), SHIPPING_WAIT);
    clickPlaceOrder();
    await waitFor(() => expect(placeOrder().textContent).toBe('PROCESSING ORDER...'));
    expect(placeOrder().disabled).toBe(true);
    // A second click while the first is on its way sends nothing.
    clickPlaceOrder();
    expect(await screen.findByText('Order Error')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Unable to process your order at this time. Please try again later or contact support if the problem persists.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('boom')).toBeNull();

    orderAnswers = [
      json(201, {
        order_id: '33333333-3333-4333-8333-333333333333',
        display_order_id: 'PT-7K3M9Q',
        client_secret: 'cs_test_secret',
        payment_provider: 'test',
        publishable_key: null,
        total_amount: 2499,
        currency: 'EUR',
        vat: { country: 'EE', rate_percent: 24, amount: 484 },
      }),
    ];
    clickPlaceOrder();
    expect(await screen.findByText('payment form for cs_test_secret')).toBeInTheDocument();
    expect(screen.getByText('1 line(s) to Tallinn')).toBeInTheDocument();

    const posts = calls.filter((c) => c.path === '/v1/orders');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({
      items: [
        {
          product_id: 'TEE-WHI-M',
          quantity: 1,
          designs: { front: cartLine().designId },
          placements: { front: cartLine().placement },
        },
      ],
      shipping_address_id: ADDRESS_ID,
      terms_accepted: true,
    });
    const key = posts[0]!.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers['idempotency-key']).toBe(key);
  });

  it('uses a new Idempotency-Key when the order changed since the failed attempt', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    handler = (call) =>
      call.path === '/v1/orders'
        ? json(409, { code: 'CONFLICT', message: 'A design in your cart has expired.' })
        : json(200, { addresses: [shippingAddress(ADDRESS_ID)] });
    renderPage();
    await chooseAddress('Mari');
    await waitFor(() => expect(placeOrder().disabled).toBe(false), SHIPPING_WAIT);
    clickPlaceOrder();
    // A 4xx reason the customer can act on is shown under the spec's message.
    expect(await screen.findByText('A design in your cart has expired.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /increase quantity/i }));
    await waitFor(() => expect(placeOrder().disabled).toBe(false), SHIPPING_WAIT);
    clickPlaceOrder();
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/orders')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path === '/v1/orders');
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
    expect(second!.body).toMatchObject({ items: [{ quantity: 2 }] });
  });

  it('keeps the Idempotency-Key across a reload of the page for the same order', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    handler = (call) =>
      call.path === '/v1/orders' ? json(502, {}) : json(200, { addresses: [shippingAddress(ADDRESS_ID)] });
    renderPage();
    await chooseAddress('Mari');
    await waitFor(() => expect(placeOrder().disabled).toBe(false), SHIPPING_WAIT);
    clickPlaceOrder();
    await screen.findByText('Order Error');
    cleanup();

    renderPage();
    await chooseAddress('Mari');
    await waitFor(() => expect(placeOrder().disabled).toBe(false), SHIPPING_WAIT);
    clickPlaceOrder();
    await screen.findByText('Order Error');
    const [first, second] = calls.filter((c) => c.path === '/v1/orders');
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('shows a server field error under its field', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    handler = (call) =>
      call.method === 'POST'
        ? json(400, {
            code: 'BAD_REQUEST',
            // The field comes from the details; the message's wording is not read.
            message: 'The address was refused',
            details: { fields: { postcode: 'Invalid postal code format for the selected country' } },
          })
        : json(200, { addresses: [] });
    renderPage();
    await fillNewAddress('+37251234567');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('Invalid postal code format for the selected country'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the VAT the total contains at the chosen address's rate", async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    const germany = { ...shippingAddress(OTHER_ID), first_name: 'Jonas', country: 'DE' };
    handler = () => json(200, { addresses: [shippingAddress(ADDRESS_ID), germany] });
    renderPage();
    await screen.findByTestId('address-picker');
    expect(screen.queryByTestId('vat-line')).toBeNull();
    await chooseAddress('Jonas');
    // €24.99 contains 19 % German VAT: 24.99 x 19 / 119 = 3.99.
    expect((await screen.findByTestId('vat-line')).textContent).toBe('incl. 19 % VAT €3.99');
    await chooseAddress('Mari');
    await waitFor(() => expect(screen.getByTestId('vat-line').textContent).toBe('incl. 24 % VAT €4.84'));
  });

  it('places no order until the Terms are accepted, and shows why on the checkbox', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    handler = () => json(200, { addresses: [shippingAddress(ADDRESS_ID)] });
    renderPage();
    await chooseAddress('Mari');
    await waitFor(() => expect(placeOrder().disabled).toBe(false), SHIPPING_WAIT);
    expect(screen.getByTestId('withdrawal-notice').textContent).toContain('article 16(c)');
    fireEvent.click(placeOrder());
    expect(await screen.findByText(TERMS_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(termsCheckbox().getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path === '/v1/orders')).toHaveLength(0);
  });

  it("shows the server's refusal of the Terms on the checkbox", async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    handler = (call) =>
      call.path === '/v1/orders'
        ? json(400, {
            code: 'BAD_REQUEST',
            message: 'Invalid request',
            details: { fields: { terms_accepted: 'The Terms were refused by the server' } },
          })
        : json(200, { addresses: [shippingAddress(ADDRESS_ID)] });
    renderPage();
    await chooseAddress('Mari');
    await waitFor(() => expect(placeOrder().disabled).toBe(false), SHIPPING_WAIT);
    clickPlaceOrder();
    await waitFor(() => expect(termsCheckbox().getAttribute('aria-invalid')).toBe('true'));
    const describedBy = termsCheckbox().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('The Terms were refused by the server');
  });
});
