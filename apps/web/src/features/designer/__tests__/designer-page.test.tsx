import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toClientDesign } from '../lib/client-design';
import { useCartStore } from '@/stores/cart-store';
import { useDesignerStore } from '../stores/designer-store';
import { apiError, mockApi } from '@/test/api-server';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';
import { designItem } from './fixtures';

// Only the token is faked; the rest of the module stays real (the auth store listens to it).
vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
const design = toClientDesign(designItem(1, 86_400));

const api = mockApi();
beforeEach(() => {
  resetDesigner();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the designer', () => {
  it('loads the catalog and starts on the first product in White and M, front, with the placeholder', async () => {
    mockServer();
    renderDesigner();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    await screen.findByTestId('product-image');
    expect(pressed('White')).toBe('true');
    expect(pressed('M')).toBe('true');
    expect(pressed('Front')).toBe('true');
    expect(screen.getByTestId('product-image').getAttribute('src')).toBe('/m/classic-tee/WHI-front.webp');
    expect(screen.getByText('Your design will appear here')).toBeInTheDocument();
    const select = screen.getByTestId('product-select') as HTMLSelectElement;
    expect(select.hidden).toBe(true);
    expect(select.options[0]!.textContent).toBe('-- Select a Product --');
    expect(select.value).toBe('classic-tee');
    expect(addToCart().disabled).toBe(true);
  });

  it('shows the quota as remaining/total, designs left and the reset date', async () => {
    mockServer({ quota: { used: 3, total: 20, remaining: 17, reset_at: '2026-12-01T00:00:00.000Z' } });
    renderDesigner();
    expect(await screen.findByText('17/20')).toBeInTheDocument();
    expect(screen.getByText('17 designs left this period')).toBeInTheDocument();
    expect(screen.getByText('Resets on Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Describe your ideal t-shirt design')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'GENERATE DESIGN' })).toBeInTheDocument();
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
    expect(screen.getByText('Warming up the pixels...')).toBeInTheDocument();
    expect(addToCart().disabled).toBe(true);
  });

  it('checks the prompt before sending it', async () => {
    mockServer();
    renderDesigner();
    await screen.findByTestId('product-image');
    fireEvent.click(screen.getByRole('button', { name: 'GENERATE DESIGN' }));
    // The prompt's schema is the create call's contract, which loads beside the page.
    expect(await screen.findByText('Please describe your design')).toBeInTheDocument();
    expect(useDesignerStore.getState().generation.status).toBe('idle');
  });

  it('changes the picture with colour and side, and adds the shirt to the cart', async () => {
    mockServer();
    useDesignerStore.setState({ design });
    renderDesigner();
    // The stage's parts come in their own chunks; under load the design may follow the photo.
    expect((await screen.findByTestId('design-overlay')).getAttribute('src')).toBe(design.src);

    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    fireEvent.click(screen.getByRole('button', { name: 'L' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('product-image').getAttribute('src')).toBe('/m/classic-tee/BLK-back.webp');
    expect(screen.getByTestId('design-overlay')).toBeInTheDocument();

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
      designTitle: 'design number 1',
      image: '/m/classic-tee/BLK-back.webp',
      price: 26.99,
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
    expect(
      await screen.findByText('Failed to load product catalog', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error!')).toBeInTheDocument();
    expect(addToCart().disabled).toBe(true);
  });

  it('treats a file without products as a failed catalog', async () => {
    mockServer({ catalog: { items: [] } });
    renderDesigner();
    expect(
      await screen.findByText('Failed to load product catalog', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('names a product asked for that is not in the catalog, and an empty catalog', async () => {
    mockServer();
    renderDesigner('/design?product=hoodie');
    expect(await screen.findByText('Product with ID hoodie not found.')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'GENERATE DESIGN' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    mockServer({ catalog: { products: [] } });
    renderDesigner();
    expect(await screen.findByText('No products found in the catalog.')).toBeInTheDocument();
  });

  it('picks another product through the hidden selector', async () => {
    mockServer();
    renderDesigner();
    await screen.findByTestId('product-image');
    fireEvent.change(screen.getByTestId('product-select'), { target: { value: 'organic-tee' } });
    await waitFor(() => expect(pressed('Sage')).toBe('true'));
    expect(pressed('XS')).toBe('true');
  });

  it("shows the chosen variant's price by Add to Cart, following the size", async () => {
    mockServer();
    renderDesigner();
    await screen.findByTestId('product-image');
    expect(screen.getByTestId('variant-price').textContent).toBe('€24.99');
    fireEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByTestId('variant-price').textContent).toBe('€26.99');
  });

  it('offers every product as a visible choice with its lowest price', async () => {
    mockServer();
    renderDesigner();
    await screen.findByTestId('product-image');
    const products = screen.getByRole('group', { name: 'Product' });
    const choices = [...products.querySelectorAll('button')];
    expect(choices.map((c) => [c.textContent, c.getAttribute('aria-pressed')])).toEqual([
      ['Classic Unisex T-Shirtfrom €24.99', 'true'],
      ['Premium Organic T-Shirtfrom €32.99', 'false'],
    ]);
    fireEvent.click(choices[1]!);
    await waitFor(() => expect(pressed('Sage')).toBe('true'));
    expect(screen.getByTestId('variant-price').textContent).toBe('€32.99');
    expect((screen.getByTestId('product-select') as HTMLSelectElement).value).toBe('organic-tee');
  });

  it('hides a size or colour tooltip on Escape until the control is left', async () => {
    mockServer();
    renderDesigner();
    await screen.findByTestId('product-image');
    const size = screen.getByRole('button', { name: 'L' });
    const tooltip = document.getElementById(size.getAttribute('aria-describedby')!)!;
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.textContent).toBe('Large');
    const wrapper = tooltip.parentElement!;
    size.focus();
    fireEvent.keyDown(size, { key: 'Escape' });
    expect(wrapper.dataset.dismissed).toBe('true');
    fireEvent.blur(size);
    fireEvent.focus(size);
    expect(wrapper.dataset.dismissed).toBeUndefined();
    // Pointed at, the tooltip hears Escape wherever focus is.
    const white = screen.getByRole('button', { name: 'White' });
    const colour = document.getElementById(white.getAttribute('aria-describedby')!)!.parentElement!;
    fireEvent.pointerEnter(colour);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(colour.dataset.dismissed).toBe('true');
    fireEvent.pointerLeave(colour);
    expect(colour.dataset.dismissed).toBeUndefined();
  });

  it('sends focus back to the prompt when a generation fails', async () => {
    mockServer();
    renderDesigner();
    await screen.findByTestId('product-image');
    const prompt = screen.getByPlaceholderText('Describe your ideal t-shirt design');
    fireEvent.change(prompt, { target: { value: 'a fox' } });
    api.use(http.post('*/v1/designs/create', () => apiError(404, 'NOT_FOUND', 'Not found')));
    fireEvent.click(screen.getByRole('button', { name: 'GENERATE DESIGN' }));
    // The create call is refused: the banner shows and the prompt has focus.
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(prompt));
  });
});
