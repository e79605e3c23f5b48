import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useCartStore } from '@/stores/cart-store';
import { DesignerPage } from '../components/designer-page';
import { toClientDesign } from '../lib/client-design';
import { initialGeneration, useDesignerStore } from '../stores/designer-store';
import { catalog, designItem } from './fixtures';

vi.mock('@/lib/id-token', () => ({ getIdToken: async () => 'test-token', clearIdToken: () => {} }));

type Answers = { catalog?: unknown; catalogStatus?: number; quota?: unknown };

function mockServer(answers: Answers = {}) {
  const quota = answers.quota ?? { used: 0, total: 20, remaining: 20, reset_at: '2026-12-01T00:00:00.000Z' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/catalog/catalog.json')
        return json(answers.catalog ?? catalog, answers.catalogStatus);
      if (url.pathname === '/v1/designs/jobs/quota') return json(quota);
      if (url.pathname === '/v1/designs') return json({ designs: [] });
      return json({ message: 'not found' }, 404);
    }),
  );
}

function renderDesigner(path = '/design') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/design', element: <DesignerPage /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
const design = toClientDesign(designItem(1, 86_400));

beforeEach(() => {
  useDesignerStore.setState({
    productId: null,
    colorCode: null,
    sizeCode: null,
    printLocation: 'front',
    design: null,
    generation: initialGeneration,
  });
  useCartStore.getState().emptyCart();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the designer', () => {
  it('loads the catalog and starts on the first product in White and M, front, with the placeholder', async () => {
    mockServer();
    renderDesigner();
    expect(screen.getByText('Loading products...')).toBeTruthy();
    await screen.findByTestId('product-image');
    expect(pressed('White')).toBe('true');
    expect(pressed('M')).toBe('true');
    expect(pressed('Front')).toBe('true');
    expect(screen.getByTestId('product-image').getAttribute('src')).toBe('/m/classic-tee/WHI-front.webp');
    expect(screen.getByText('Your design will appear here')).toBeTruthy();
    const select = screen.getByTestId('product-select') as HTMLSelectElement;
    expect(select.hidden).toBe(true);
    expect(select.options[0]!.textContent).toBe('-- Select a Product --');
    expect(select.value).toBe('classic-tee');
    expect(addToCart().disabled).toBe(true);
  });

  it('shows the quota as remaining/total, designs left and the reset date', async () => {
    mockServer({ quota: { used: 3, total: 20, remaining: 17, reset_at: '2026-12-01T00:00:00.000Z' } });
    renderDesigner();
    expect(await screen.findByText('17/20')).toBeTruthy();
    expect(screen.getByText('17 designs left this period')).toBeTruthy();
    expect(screen.getByText('Resets on Dec 1, 2026')).toBeTruthy();
    expect(screen.getByPlaceholderText('Describe your ideal t-shirt design')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GENERATE DESIGN' })).toBeTruthy();
  });

  it('says QUOTA EXHAUSTED and disables the prompt at zero remaining', async () => {
    mockServer({ quota: { used: 20, total: 20, remaining: 0, reset_at: '2026-12-01T00:00:00.000Z' } });
    renderDesigner();
    const button = (await screen.findByRole('button', { name: 'QUOTA EXHAUSTED' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(
      (screen.getByPlaceholderText('Describe your ideal t-shirt design') as HTMLTextAreaElement).disabled,
    ).toBe(true);
  });

  it('says GENERATING... and disables generating and Add to Cart while a job runs', async () => {
    mockServer();
    useDesignerStore.setState({ design, generation: { status: 'pending', jobId: null, error: null } });
    renderDesigner();
    await screen.findByTestId('product-image');
    expect((screen.getByRole('button', { name: 'GENERATING...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Warming up the pixels...')).toBeTruthy();
    expect(addToCart().disabled).toBe(true);
  });

  it('checks the prompt before sending it', async () => {
    mockServer();
    renderDesigner();
    await screen.findByTestId('product-image');
    fireEvent.click(screen.getByRole('button', { name: 'GENERATE DESIGN' }));
    expect(screen.getByText('Please describe your design')).toBeTruthy();
    expect(useDesignerStore.getState().generation.status).toBe('idle');
  });

  it('changes the picture with colour and side, and adds the shirt to the cart', async () => {
    mockServer();
    useDesignerStore.setState({ design });
    renderDesigner();
    await screen.findByTestId('product-image');
    expect(screen.getByTestId('design-overlay').getAttribute('src')).toBe(design.src);

    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    fireEvent.click(screen.getByRole('button', { name: 'L' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('product-image').getAttribute('src')).toBe('/m/classic-tee/BLK-back.webp');
    expect(screen.getByTestId('design-overlay')).toBeTruthy();

    expect(addToCart().disabled).toBe(false);
    fireEvent.click(addToCart());
    fireEvent.click(addToCart());
    let items = useCartStore.getState().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      sku: 'classic-tee-BLK-L',
      quantity: 2,
      designId: design.id,
      printLocation: 'back',
      name: 'Custom (Black / L) - back',
      image: '/m/classic-tee/BLK-back.webp',
      price: 24.99,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Front' }));
    fireEvent.click(addToCart());
    items = useCartStore.getState().items;
    expect(items.map((i) => [i.printLocation, i.quantity])).toEqual([
      ['back', 2],
      ['front', 1],
    ]);
  });

  it('hides a product picture that fails to load', async () => {
    mockServer();
    renderDesigner();
    const image = await screen.findByTestId('product-image');
    fireEvent.error(image);
    expect(screen.queryByTestId('product-image')).toBeNull();
  });

  it("shows 'Failed to load product catalog' and keeps Add to Cart disabled when the catalog fails", async () => {
    mockServer({ catalogStatus: 500, catalog: { message: 'down' } });
    useDesignerStore.setState({ design });
    renderDesigner();
    // The catalog is asked for twice (one retry) before the banner shows.
    expect(await screen.findByText('Failed to load product catalog', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
    expect(addToCart().disabled).toBe(true);
  });

  it('treats a file without products as a failed catalog', async () => {
    mockServer({ catalog: { items: [] } });
    renderDesigner();
    expect(await screen.findByText('Failed to load product catalog', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('names a product asked for that is not in the catalog, and an empty catalog', async () => {
    mockServer();
    renderDesigner('/design?product=hoodie');
    expect(await screen.findByText('Product with ID hoodie not found.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'GENERATE DESIGN' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    mockServer({ catalog: { products: [] } });
    renderDesigner();
    expect(await screen.findByText('No products found in the catalog.')).toBeTruthy();
  });

  it('picks another product through the hidden selector', async () => {
    mockServer();
    renderDesigner();
    await screen.findByTestId('product-image');
    fireEvent.change(screen.getByTestId('product-select'), { target: { value: 'organic-tee' } });
    await waitFor(() => expect(pressed('Sage')).toBe('true'));
    expect(pressed('XS')).toBe('true');
  });
});
