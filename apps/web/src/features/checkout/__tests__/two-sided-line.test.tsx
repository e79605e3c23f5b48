import type { LayersMockupBody } from '@prompttee/domain/contracts/mockups';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi } from '@/test/api-server';
import { identityUser, shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { composedMockups, twoSidedLine } from '@/test/two-sided-line';
import { ItemsCarousel } from '../components/items-carousel';
import { PaymentStep } from '../components/payment-step';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));
// The card form belongs to the payments feature; its own tests cover it.
vi.mock('@/features/payment', () => ({ PaymentForm: () => <p>card form</p> }));

const api = mockApi();
let asked: LayersMockupBody[];

beforeEach(() => {
  asked = [];
  api.use(composedMockups(asked));
  useAuthStore.setState({ user: identityUser(), isAuthenticated: true });
});
afterEach(() => {
  cleanup();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

/** The composed picture of each side, in the order the sides show. */
const composedSources = (within: HTMLElement, size: 'full' | 'thumb') =>
  vi.waitFor(() => {
    const sources = [...within.querySelectorAll('img')]
      .map((img) => img.getAttribute('src'))
      .filter((src) => src?.startsWith('/media/composed/'));
    if (sources.length < 2) throw new Error('not composed yet');
    const suffix = size === 'full' ? '' : '-thumb';
    expect(sources).toEqual([`/media/composed/front${suffix}.webp`, `/media/composed/back${suffix}.webp`]);
  });

const order = {
  order_id: '33333333-3333-4333-8333-333333333333',
  display_order_id: 'PT-7K3M9Q',
  client_secret: 'cs_test_secret',
  payment_provider: 'test' as const,
  publishable_key: null,
  total_amount: 2999,
  currency: 'EUR' as const,
  vat: { country: 'EE', rate_percent: 24, amount: 580 },
};

describe('a shirt printed front and back', () => {
  it('shows both sides composed in its one slide of the checkout carousel', async () => {
    renderWithShop(<ItemsCarousel items={[twoSidedLine()]} />);
    const slide = screen.getByRole('group', { name: '1 of 1: Custom (White / M) - front + back' });
    expect(
      within(slide)
        .getAllByRole('figure')
        .map((side) => side.textContent),
    ).toEqual(['Front', 'Back']);
    await composedSources(slide, 'full');
    expect(screen.getByTestId('carousel-caption').textContent).toBe('Custom (White / M) - front + back');
    expect(asked.map((body) => body.side)).toEqual(['front', 'back']);
  });

  it('shows both sides composed in the payment step’s recap', async () => {
    renderWithShop(<PaymentStep order={order} items={[twoSidedLine()]} address={shippingAddress('a1')} />);
    const [line, ...others] = within(screen.getByTestId('payment-items')).getAllByRole('listitem');
    expect(others).toHaveLength(0);
    expect(within(line!).getByText('Custom (White / M) - front + back')).toBeInTheDocument();
    await composedSources(line!, 'thumb');
  });
});
