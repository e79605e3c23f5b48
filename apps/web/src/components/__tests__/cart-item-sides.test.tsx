import type { LayersMockupBody } from '@prompttee/domain/contracts/mockups';
import { designMockupResponseSchema } from '@prompttee/domain/contracts/mockups';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi, onApi } from '@/test/api-server';
import { identityUser } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { composedMockups, twoSidedLayers, twoSidedLine } from '@/test/two-sided-line';
import { CartItemSides } from '../cart-item-sides';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
let asked: LayersMockupBody[];
let designMockups: number;

beforeEach(() => {
  asked = [];
  designMockups = 0;
  useAuthStore.setState({ user: identityUser(), isAuthenticated: true });
  api.use(
    composedMockups(asked),
    onApi('get', '/v1/designs/:design_id/mockup', designMockupResponseSchema, () => {
      designMockups += 1;
      return { mockup_url: '/media/mockups/m.webp', thumbnail_url: '/media/mockups/m-thumb.webp' };
    }),
  );
});
afterEach(() => {
  cleanup();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

const composedImage = async (preview: HTMLElement, src: string) =>
  vi.waitFor(() => {
    const img = preview.querySelector(`img[src="${src}"]`);
    if (!img) throw new Error(`no ${src} yet`);
    return img;
  });

describe('the previews of a cart line', () => {
  it('show each side of a layered line as the server composed it, texts included', async () => {
    renderWithShop(<CartItemSides item={twoSidedLine({ colorCode: 'NAV' })} size="full" />);
    const sides = screen.getAllByRole('figure');
    expect(sides.map((side) => side.textContent)).toEqual(['Front', 'Back']);
    const front = within(sides[0]!).getByTestId('cart-item-preview');
    const back = within(sides[1]!).getByTestId('cart-item-preview');
    fireEvent.load(await composedImage(front, '/media/composed/front.webp'));
    fireEvent.load(await composedImage(back, '/media/composed/back.webp'));
    expect([front.dataset.mockup, back.dataset.mockup]).toEqual(['server', 'server']);
    // Only the composed picture shows once there: no browser approximation without the texts.
    expect(front.querySelectorAll('img')).toHaveLength(1);
    expect(asked).toEqual([
      { product_id: 'classic-tee', color: 'NAV', side: 'front', layers: twoSidedLayers.front },
      { product_id: 'classic-tee', color: 'NAV', side: 'back', layers: twoSidedLayers.back },
    ]);
    expect(designMockups).toBe(0);
  });

  it('shows the thumbnails in a line and never the design alone while they come', async () => {
    renderWithShop(<CartItemSides item={twoSidedLine()} />);
    const [front] = screen.getAllByTestId('cart-item-preview');
    expect(front!.querySelector('img[src="/media/d.webp"]')).toBeNull();
    await composedImage(front!, '/media/composed/front-thumb.webp');
  });

  it('keeps the design’s mockup for a line without layers, as one unlabelled picture', async () => {
    renderWithShop(<CartItemSides item={twoSidedLine({ layers: undefined })} />);
    expect(screen.queryByRole('figure')).toBeNull();
    await composedImage(screen.getByTestId('cart-item-preview'), '/media/mockups/m-thumb.webp');
    expect(asked).toHaveLength(0);
  });
});
