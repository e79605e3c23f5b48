import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { ItemsCarousel } from '../components/items-carousel';
import { PaymentStep } from '../components/payment-step';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));
// The card form belongs to the payments feature; its own tests cover it.
vi.mock('@/features/payment', () => ({ PaymentForm: () => <p>card form</p> }));

afterEach(cleanup);

const order = {
  order_id: '33333333-3333-4333-8333-333333333333',
  display_order_id: 'PT-7K3M9Q',
  client_secret: 'cs_test_secret',
  payment_provider: 'test' as const,
  publishable_key: null,
  total_amount: 7497,
  currency: 'EUR' as const,
  vat: { country: 'EE', rate_percent: 24, amount: 1451 },
};
const wrap = (node: ReactNode) => renderWithShop(node);

describe('the payment step', () => {
  it('shows the shirts being paid for and the address they go to, beside the card form', () => {
    const items = [
      cartLine(),
      cartLine({
        id: 'b',
        name: 'Custom (Black / L) - front',
        colorName: 'Black',
        sizeCode: 'L',
        quantity: 2,
      }),
    ];
    wrap(<PaymentStep order={order} items={items} address={shippingAddress('a1')} />);
    expect(screen.getByText('card form')).toBeInTheDocument();
    const lines = within(screen.getByTestId('payment-items')).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Custom (White / M) - frontWhite · M · Qty 1€24.99',
      'Custom (Black / L) - frontBlack · L · Qty 2€49.98',
    ]);
    const address = screen.getByTestId('payment-address').textContent;
    expect(address).toContain('Mari Tamm');
    expect(address).toContain('Tallinn');
    // The VAT the server fixed on the order, not one worked out again here.
    expect(screen.getByTestId('payment-total').textContent).toBe('Total€74.97incl. 24 % VAT €14.51');
  });
});

describe('the checkout carousel', () => {
  it('shows no arrows and no "1 / 1" for a single shirt', () => {
    wrap(<ItemsCarousel items={[cartLine()]} />);
    expect(screen.queryByRole('button', { name: 'Previous item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next item' })).toBeNull();
    expect(screen.getByTestId('carousel-caption').textContent).toBe('Custom (White / M) - front');
  });

  it('pages through two shirts with arrows and "1 / 2"', () => {
    wrap(<ItemsCarousel items={[cartLine(), cartLine({ id: 'b' })]} />);
    expect(screen.getByRole('button', { name: 'Previous item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next item' })).toBeInTheDocument();
    expect(screen.getByTestId('carousel-caption').textContent).toContain('1 / 2');
  });
});
