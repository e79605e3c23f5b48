import { addCustomItemToCart } from '@prompttee/domain';
import type { LayersMockupBody } from '@prompttee/domain/contracts/mockups';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { mockApi } from '@/test/api-server';
import { identityUser } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { composedMockups, twoSidedLine } from '@/test/two-sided-line';
import { CartButton } from '../components/cart-button';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
let asked: LayersMockupBody[];

beforeEach(() => {
  asked = [];
  api.use(composedMockups(asked));
  useCartStore.getState().emptyCart();
  useAuthStore.setState({ user: identityUser(), isAuthenticated: true });
});
afterEach(() => {
  cleanup();
  useCartStore.getState().emptyCart();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('a shirt printed front and back, in the cart panel', () => {
  it('is one line naming both sides, each side composed by the server', async () => {
    act(() => useCartStore.getState().update((cart) => addCustomItemToCart(cart, twoSidedLine())));
    renderWithShop(<CartButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));
    const dialog = await screen.findByRole('dialog');
    const [line, ...others] = within(dialog).getAllByTestId('cart-line');
    expect(others).toHaveLength(0);
    expect(within(line!).getByText('Custom (White / M) - front + back')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total').textContent).toBe('Total: €24.99');
    const sides = within(line!).getAllByRole('figure');
    expect(sides.map((side) => side.textContent)).toEqual(['Front', 'Back']);
    for (const [at, side] of ['front', 'back'].entries()) {
      await vi.waitFor(() => {
        if (!sides[at]!.querySelector(`img[src="/media/composed/${side}-thumb.webp"]`)) throw new Error(side);
      });
    }
    expect(asked.map((body) => body.side)).toEqual(['front', 'back']);
  });
});
