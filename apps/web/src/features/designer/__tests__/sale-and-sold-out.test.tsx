import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Catalog } from '@prompttee/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-server';
import { toClientDesign } from '../lib/client-design';
import { useDesignerStore } from '../stores/designer-store';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';
import { classic, designItem, organic } from './fixtures';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));
mockApi();

// White M on sale (usual 24.99, at its lowest 22.99 in the 30 days before); black M off; all Clay off.
const catalog: Catalog = {
  products: [
    {
      ...classic,
      variants: classic.variants.map((v) => {
        if (v.sku === 'classic-tee-WHI-M') {
          return {
            ...v,
            price: 19.99,
            sale: {
              regular_prices: { EUR: 24.99 },
              lowest_prior_prices: { EUR: 22.99 },
              starts_at: '2026-11-28T00:00:00.000Z',
              ends_at: '2026-12-05T00:00:00.000Z',
            },
          };
        }
        return v.sku === 'classic-tee-BLK-M' ? { ...v, available: false } : v;
      }),
    },
    {
      ...organic,
      // Clay has one size, turned off: the whole colour is gone.
      variants: organic.variants.map((v) => (v.attributes.color === 'CLY' ? { ...v, available: false } : v)),
    },
  ],
};
describe('the designer shows sales and sold-out variants', () => {
  beforeEach(resetDesigner);
  afterEach(() => {
    cleanup();
    resetDesigner();
  });

  it('shows the sale price, the usual price struck through and the lowest price of the 30 days before', async () => {
    mockServer({ catalog });
    useDesignerStore.setState({ design: toClientDesign(designItem(1, 86_400)) });
    renderDesigner();
    fireEvent.click(await screen.findByRole('button', { name: 'M' }));
    expect((await screen.findByTestId('variant-price')).textContent).toBe('€19.99');
    expect(screen.getByTestId('usual-price').textContent).toBe('Usual price €24.99');
    expect(screen.getByTestId('lowest-prior-price').textContent).toBe(
      'Lowest price in the 30 days before the sale: €22.99',
    );
  });

  it('marks a sold-out size and will not add it to the cart', async () => {
    mockServer({ catalog });
    useDesignerStore.setState({ design: toClientDesign(designItem(1, 86_400)) });
    renderDesigner();
    fireEvent.click(await screen.findByRole('button', { name: 'Black' }));
    fireEvent.click(await screen.findByRole('button', { name: 'M, sold out' }));
    const button = await screen.findByRole('button', { name: 'Sold out' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByTestId('usual-price')).toBeNull();
  });

  it('marks a colour whose every size is sold out', async () => {
    mockServer({ catalog });
    renderDesigner();
    fireEvent.click(await screen.findByRole('button', { name: /Premium Organic/ }));
    expect(await screen.findByRole('button', { name: 'Clay, sold out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sage' })).toBeInTheDocument();
  });
});
