import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEFAULT_PLACEMENT,
  TERMS_CHECKBOX_LABEL,
  type CartItem,
  type CreateDesignBody,
  type CreateDesignResponse,
  type CreateOrderBody,
  type CreateOrderResponse,
  type JobStatusResponse,
  type OrdersResponse,
  type ShippingAddress,
  type ShippingAddressFormValues,
  type TestCheckoutPayBody,
  type TestCheckoutPayResponse,
} from '@prompttee/domain';

// A signed-in customer's shop data made through the real /v1 API (the generator, the address
// book, POST /v1/orders, the built-in test checkout), for journeys about what comes after. The
// bodies and answers are the domain's /v1 contracts, as the web app sends and reads them.

export type ShopApi = {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, data: unknown): Promise<T>;
};
export type ShopOrder = CreateOrderResponse;
/** A completed generation job: its design fields are set. */
export type Design = JobStatusResponse & { design_id: string; thumbnail_url: string };

/** `origin` when the shop is not the one at the configured baseURL. */
export async function shopApi(request: APIRequestContext, origin = ''): Promise<ShopApi> {
  const token = await request.get(`${origin}/api/auth/token`);
  expect(token.ok(), await token.text()).toBe(true);
  const headers = { authorization: `Bearer ${(await token.json()).token}` };
  const read = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get: async <T>(path: string) => read<T>(await request.get(`${origin}/v1${path}`, { headers })),
    post: async <T>(path: string, data: unknown) =>
      read<T>(await request.post(`${origin}/v1${path}`, { headers, data })),
  };
}

export async function createDesign(
  api: ShopApi,
  prompt = 'A lighthouse under a starry sky',
): Promise<Design> {
  const body: CreateDesignBody = { prompt, file: '' };
  const { job_id } = await api.post<CreateDesignResponse>('/designs/create', body);
  let design: Design | null = null;
  await expect
    .poll(
      async () => {
        const job = await api.get<JobStatusResponse>(`/designs/jobs/status?id=${job_id}`);
        if (job.status === 'completed') design = job as Design;
        return job.status;
      },
      { timeout: 20_000 },
    )
    .toBe('completed');
  return design!;
}

export async function createAddress(api: ShopApi): Promise<string> {
  const body: ShippingAddressFormValues = {
    first_name: 'Mari',
    last_name: 'Tamm',
    address1: 'Narva mnt 5',
    city: 'Tallinn',
    county: 'Harju',
    postcode: '10117',
    country: 'EE',
    phone1: '+3725123456',
  };
  const address = await api.post<ShippingAddress>('/shipping-address', body);
  return address.address_id;
}

export async function placeOrder(
  api: ShopApi,
  designId: string,
  addressId: string,
  sku = 'CLS-WHI-M',
  quantity = 1,
) {
  const body: CreateOrderBody = {
    items: [{ product_id: sku, quantity, designs: { front: designId } }],
    shipping_address_id: addressId,
    terms_accepted: true,
  };
  return api.post<ShopOrder>('/orders', body);
}

/** Pays at the built-in test checkout with a card it accepts; a decline fails the journey. */
export async function payOrder(api: ShopApi, order: ShopOrder, card = '4242 4242 4242 4242') {
  const body: TestCheckoutPayBody = {
    client_secret: order.client_secret,
    card_number: card,
    expiry: '12/34',
    cvc: '123',
  };
  const answer = await api.post<TestCheckoutPayResponse>('/test-checkout/pay', body);
  if (answer.status !== 'complete') throw new Error(`The test checkout declined ${card}: ${answer.message}`);
  return answer;
}

/**
 * Waits for the simulated producer (a step a second) to bring the customer's paid orders to
 * `status`, as their order history reads.
 */
export async function untilStatus(api: ShopApi, orders: ShopOrder[], status = 'delivered') {
  await expect
    .poll(
      async () => {
        const { orders: history } = await api.get<OrdersResponse>('/orders');
        return orders.map((order) => history.find((o) => o.order_id === order.order_id)?.status);
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toEqual(orders.map(() => status));
}

/** The line the designer stores for a shirt with the design on the front. */
export function cartLine(
  design: Design,
  {
    sku = 'CLS-WHI-M',
    color = ['WHI', 'White', '#FFFFFF'],
    size = 'M',
    sizeName = size,
    quantity = 1,
  }: { sku?: string; color?: string[]; size?: string; sizeName?: string; quantity?: number } = {},
): CartItem {
  const [colorCode, colorName, colorHex] = color as [string, string, string];
  return {
    id: `${sku}-${design.design_id}-${Date.now()}`,
    price: 24.99,
    quantity,
    name: `Custom (${colorName} / ${size}) - front`,
    productId: 'classic-tee',
    sku,
    sizeCode: size,
    sizeName,
    colorCode,
    colorName,
    colorHex,
    image: `/catalog/mockups/classic-tee/${colorCode}-front.webp`,
    designId: design.design_id,
    designSrc: design.thumbnail_url,
    printLocation: 'front',
    placement: { ...DEFAULT_PLACEMENT },
    stripePriceId: '',
  };
}

export async function seedCart(page: Page, lines: CartItem[]) {
  await page.evaluate(
    (items) => localStorage.setItem('cart', JSON.stringify({ state: { items, metadata: {} }, version: 0 })),
    lines,
  );
}

/** Ticks checkout's Terms checkbox, which PLACE ORDER requires. */
export async function acceptTerms(page: Page) {
  await page.getByLabel(TERMS_CHECKBOX_LABEL).check();
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme);
}

/** Types a Tartu address (Kadri Mets's, unless named) into checkout's new-address form and saves it. */
export async function fillNewAddress(
  page: Page,
  save: 'click' | 'keyboard' = 'click',
  { first = 'Kadri', last = 'Mets' } = {},
) {
  const form = page.getByRole('form', { name: 'New shipping address' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Address', { exact: true }).fill('Rüütli 12');
  await form.getByLabel('City').fill('Tartu');
  await form.getByLabel('State / County').fill('Tartumaa');
  await form.getByLabel('Postal code').fill('51007');
  await form.getByLabel('Country').selectOption({ label: 'Estonia (EE)' });
  await form.getByLabel('Phone').fill('+372 5555 0101');
  const button = form.getByRole('button', { name: 'Save address' });
  if (save === 'click') return button.click();
  await button.focus();
  await page.keyboard.press('Enter');
}
