import { designMockupResponseSchema } from '@prompttee/domain/contracts/mockups';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { apiError, mockApi, onApi } from '@/test/api-server';
import { cartLine } from '@/test/fixtures';
import { renderRoutesWithShop } from '@/test/render-with-shop';
import { CartButton } from '../components/cart-button';

const api = mockApi();

const openCart = async () => {
  renderRoutesWithShop([{ path: '/design', element: <CartButton /> }], { at: '/design' });
  fireEvent.click(screen.getByRole('button', { name: /^Ava ostukorv/ }));
  return screen.findByRole('dialog');
};

beforeEach(async () => {
  // The lines' previews stay the browser's own: no mockup from the server.
  api.use(
    onApi('get', '/v1/designs/:id/mockup', designMockupResponseSchema, () =>
      apiError(404, 'NOT_FOUND', 'No mockup'),
    ),
  );
  useCartStore.getState().emptyCart();
  useAuthStore.setState({ isAuthenticated: true });
  await loadCatalogues('et', ['common']);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

describe('the cart in Estonian', () => {
  it('says the cart is empty, with the total in Estonian money', async () => {
    const dialog = await openCart();
    expect(within(dialog).getByRole('heading', { name: 'Sinu ostukorv on tühi' })).toBeInTheDocument();
    expect(within(dialog).getByText('Alustamiseks lisa kujundajas mõni kujundus.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total').textContent).toBe('Kokku: 0,00\u00a0€');
    expect(within(dialog).getByRole('button', { name: 'Vormista tellimus' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Sulge ostukorv' })).toBeInTheDocument();
  });

  it('counts the shirts and words each line’s controls in Estonian', async () => {
    useCartStore.getState().addItem(cartLine(), 2);
    renderRoutesWithShop([{ path: '/design', element: <CartButton /> }], { at: '/design' });
    fireEvent.click(screen.getByRole('button', { name: 'Ava ostukorv, 2 toodet' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Ostukorv (2)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Suurus: Medium, värv: White')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-total').textContent).toBe('Kokku: 49,98\u00a0€');
    // The stored English name reads in Estonian around the colour and size.
    const name = 'Oma kujundus (White / M) – esikülg';
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: `Vähenda toote ${name} kogust` })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: `Suurenda toote ${name} kogust` })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: `Eemalda ${name}` })).toBeInTheDocument();
  });
});
