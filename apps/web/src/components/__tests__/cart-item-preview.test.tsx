import { designMockupResponseSchema } from '@prompttee/domain/contracts/mockups';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi, onApi } from '@/test/api-server';
import { cartLine, identityUser } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { CartItemPreview } from '../cart-item-preview';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
let requested: URL[];

beforeEach(() => {
  requested = [];
  api.use(
    onApi('get', '/v1/designs/:design_id/mockup', designMockupResponseSchema, ({ url }) => {
      requested.push(url);
      return { mockup_url: '/media/mockups/m.webp', thumbnail_url: '/media/mockups/m-thumb.webp' };
    }),
  );
});
afterEach(() => {
  cleanup();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

const renderPreview = (size?: 'thumbnail' | 'full') => {
  const line = cartLine({ colorCode: 'NAV', placement: { x: 0.3, y: 0.4, width: 0.5, rotation: 10 } });
  return renderWithShop(<CartItemPreview item={line} size={size} />);
};

describe('CartItemPreview', () => {
  it('asks the server for the line’s mockup and shows it once loaded', async () => {
    useAuthStore.setState({ user: identityUser(), isAuthenticated: true });
    renderPreview('full');
    const preview = screen.getByTestId('cart-item-preview');
    expect(preview.dataset.mockup).toBe('browser');
    const mockup = await vi.waitFor(() => {
      const img = preview.querySelector('img[src="/media/mockups/m.webp"]');
      if (!img) throw new Error('no mockup yet');
      return img;
    });
    const url = requested[0]!;
    expect(url.pathname).toBe('/v1/designs/0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10/mockup');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      product_id: 'classic-tee',
      color: 'NAV',
      side: 'front',
      x: '0.3',
      y: '0.4',
      width: '0.5',
      rotation: '10',
    });
    fireEvent.load(mockup);
    expect(preview.dataset.mockup).toBe('server');
    // The browser's composite is gone once the server's picture shows.
    expect(preview.querySelectorAll('img')).toHaveLength(1);
  });

  it('keeps the browser’s composite when signed out, asking nothing', () => {
    renderPreview();
    expect(screen.getByTestId('cart-item-preview').dataset.mockup).toBe('browser');
    expect(requested).toHaveLength(0);
  });
});
