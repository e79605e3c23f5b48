import { expect, type APIRequestContext, type Page } from '@playwright/test';

// A signed-in customer's shop data made through the real /v1 API (the generator, the address
// book, POST /v1/orders, the built-in test checkout), for journeys about what comes after.

export type ShopApi = {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, data: unknown): Promise<T>;
};
export type ShopOrder = { order_id: string; display_order_id: string; client_secret: string };
export type Design = { design_id: string; thumbnail_url: string };

/** `origin` when the shop is not the one at the configured baseURL. */
export async function shopApi(request: APIRequestContext, origin = ''): Promise<ShopApi> {
  const token = await request.get(`${origin}/api/auth/token`);
  expect(token.ok(), await token.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${(await token.json()).token}` };
  const read = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBeTruthy();
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
  const { job_id } = await api.post<{ job_id: string }>('/designs/create', { prompt, file: '' });
  let design: Design | null = null;
  await expect
    .poll(
      async () => {
        const job = await api.get<Design & { status: string }>(`/designs/jobs/status?id=${job_id}`);
        if (job.status === 'completed') design = job;
        return job.status;
      },
      { timeout: 20_000 },
    )
    .toBe('completed');
  return design!;
}

export async function createAddress(api: ShopApi): Promise<string> {
  const address = await api.post<{ address_id: string }>('/shipping-address', {
    first_name: 'Mari',
    last_name: 'Tamm',
    address1: 'Narva mnt 5',
    city: 'Tallinn',
    county: 'Harju',
    postcode: '10117',
    country: 'EE',
    phone1: '+3725123456',
  });
  return address.address_id;
}

export async function placeOrder(
  api: ShopApi,
  designId: string,
  addressId: string,
  sku = 'CLS-WHI-M',
  quantity = 1,
) {
  return api.post<ShopOrder>('/orders', {
    items: [{ product_id: sku, quantity, designs: { front: designId } }],
    shipping_address_id: addressId,
    terms_accepted: true,
  });
}

export async function payOrder(api: ShopApi, order: ShopOrder, card = '4242 4242 4242 4242') {
  return api.post<{ status: string; return_url?: string }>('/test-checkout/pay', {
    client_secret: order.client_secret,
    card_number: card,
    expiry: '12/34',
    cvc: '123',
  });
}

/** The line the designer stores for a shirt with the design on the front. */
export function cartLine(
  design: Design,
  { sku = 'CLS-WHI-M', color = ['WHI', 'White', '#FFFFFF'], size = 'M', quantity = 1 } = {},
) {
  const [colorCode, colorName, colorHex] = color as [string, string, string];
  return {
    id: `${sku}-${design.design_id}-${Date.now()}`,
    price: 24.99,
    quantity,
    name: `Custom (${colorName} / ${size}) - front`,
    productId: 'classic-tee',
    sku,
    sizeCode: size,
    sizeName: size,
    colorCode,
    colorName,
    colorHex,
    image: `/catalog/mockups/classic-tee/${colorCode}-front.webp`,
    designId: design.design_id,
    designSrc: design.thumbnail_url,
    printLocation: 'front',
    stripePriceId: '',
  };
}

export async function seedCart(page: Page, lines: unknown[]) {
  await page.evaluate(
    (items) => localStorage.setItem('cart', JSON.stringify({ state: { items, metadata: {} }, version: 0 })),
    lines,
  );
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme);
}

/** Types Kadri Mets's Tartu address into checkout's new-address form and saves it. */
export async function fillNewAddress(page: Page, save: 'click' | 'keyboard' = 'click') {
  const form = page.getByRole('form', { name: 'New shipping address' });
  await form.getByLabel('First name').fill('Kadri');
  await form.getByLabel('Last name').fill('Mets');
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
