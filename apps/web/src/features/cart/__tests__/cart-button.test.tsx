import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { cartLine } from '@/test/fixtures';
import { renderRoutesWithShop } from '@/test/render-with-shop';
import { CartButton } from '../components/cart-button';

function CheckoutProbe() {
  const location = useLocation();
  return <p data-testid="probe">{JSON.stringify(location.state)}</p>;
}

// Cart lines ask the server for their mockups (and show the browser's preview until then).
const renderAt = (path: string) =>
  renderRoutesWithShop(
    [
      { path: '/design', element: <CartButton /> },
      { path: '/checkout', element: <CheckoutProbe /> },
    ],
    { at: path },
  );

beforeEach(() => {
  useCartStore.getState().emptyCart();
  // The button is for signed-in customers.
  useAuthStore.setState({ isAuthenticated: true });
});
afterEach(cleanup);

describe('cart button and panel', () => {
  it('shows no badge and an empty panel for an empty cart', async () => {
    renderAt('/design');
    expect(screen.queryByTestId('cart-count')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /open cart/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(dialog).getByText('Total: €0.00')).toBeInTheDocument();
    expect((within(dialog).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('lists the lines with size, colour and quantity, and the total with 2 decimals', async () => {
    act(() => {
      useCartStore.getState().addItem(cartLine(), 2);
      useCartStore.getState().addItem(
        cartLine({
          id: 'b',
          name: 'Custom (Black / L) - back',
          sizeName: 'Large',
          colorName: 'Black',
          price: 26.5,
        }),
      );
    });
    renderAt('/design');
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: /open cart, 3 items/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Cart (3)' })).toBeInTheDocument();
    const lines = within(dialog).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Custom (White / M) - front')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Size: Medium, Color: White')).toBeInTheDocument();
    expect(within(lines[0]!).getByLabelText('Quantity').textContent).toBe('2');
    expect(within(lines[1]!).getByText('Size: Large, Color: Black')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: €76.48')).toBeInTheDocument();
  });

  it('changes quantities with minus and plus, never below 1, and removes a line', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    renderAt('/design');
    fireEvent.click(screen.getByRole('button', { name: /open cart/i }));
    await screen.findByRole('dialog');
    const minus = screen.getByRole('button', { name: /decrease quantity/i }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /increase quantity/i }));
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
    expect(screen.getByText('Total: €49.98')).toBeInTheDocument();
    fireEvent.click(minus);
    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /remove/i }));
    expect(useCartStore.getState().isEmpty).toBe(true);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('goes to /checkout with the origin path and closes the panel', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    renderAt('/design');
    fireEvent.click(screen.getByRole('button', { name: /open cart/i }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('probe').textContent).toBe(JSON.stringify({ from: '/design' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads the panel on the first click, and gives focus back to the button when it closes', async () => {
    renderAt('/design');
    const button = screen.getByRole('button', { name: /open cart/i });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
