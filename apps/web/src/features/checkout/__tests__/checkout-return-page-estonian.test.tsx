import {
  checkoutSessionResponseSchema,
  ordersResponseSchema,
  type CheckoutSessionResponse,
  type Order,
} from '@prompttee/domain';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi, onApi } from '@/test/api-server';
import { identityUser } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { CheckoutReturnPage } from '../components/checkout-return-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
let status: CheckoutSessionResponse['status'];

const order: Order = {
  order_id: '33333333-3333-4333-8333-333333333333',
  display_order_id: 'PT-7K3M9Q',
  created_at: '2026-11-26T10:00:00.000Z',
  status: 'paid',
  total_amount: 2499,
  currency: 'EUR',
  client_secret: null,
  shipping_address_id: '11111111-1111-4111-8111-111111111111',
  tracking_number: null,
  tracking_url: null,
  vat: { country: 'EE', rate_percent: 24, amount: 484 },
  has_invoice: true,
  has_credit_note: false,
};

beforeEach(async () => {
  useAuthStore.setState({ user: identityUser(), isAuthenticated: true });
  api.use(
    onApi('get', '/v1/checkout-session', checkoutSessionResponseSchema, () => ({
      status,
      customer_email: 'mari@example.com',
      display_order_id: 'PT-7K3M9Q',
    })),
    onApi('get', '/v1/orders', ordersResponseSchema, () => ({ orders: [order] })),
  );
  await loadCatalogues('et', ['common', 'checkout']);
  await act(() => switchLocale('et'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await act(() => switchLocale('en'));
});

const showResult = () => act(() => vi.advanceTimersByTimeAsync(2000));

describe('the payment result in Estonian', () => {
  it('thanks the customer in Estonian, with the total paid as 24,99 €', async () => {
    status = 'complete';
    renderWithShop(<CheckoutReturnPage />, { at: '/return?session_id=cs_test_123' });
    await showResult();
    expect(screen.getByRole('heading', { name: 'Aitäh!' })).toBeInTheDocument();
    expect(screen.getByText('Sinu tellimus on edukalt esitatud.')).toBeInTheDocument();
    expect(screen.getByTestId('order-number').parentElement?.textContent).toBe('Tellimuse number PT-7K3M9Q');
    expect(screen.getByText('mari@example.com').parentElement?.textContent).toBe(
      'Saadame tellimuse kinnituse aadressile mari@example.com.',
    );
    expect(screen.getByRole('link', { name: 'Jätka ostlemist' }).getAttribute('href')).toBe('/design');
    await vi.waitFor(() =>
      expect(screen.getByTestId('paid-total').firstElementChild?.textContent).toBe(
        'Makstud kokku 24,99\u00a0€',
      ),
    );
    expect(screen.getByTestId('vat-line').textContent).toBe('sisaldab käibemaksu 24 % (4,84\u00a0€)');
  });

  it('says in Estonian that nothing was charged when the payment failed', async () => {
    status = 'expired';
    renderWithShop(<CheckoutReturnPage />, { at: '/return?session_id=cs_test_123' });
    await showResult();
    expect(screen.getByRole('heading', { name: 'Oih!' })).toBeInTheDocument();
    expect(screen.getByText('Tellimuse töötlemisel tekkis probleem.')).toBeInTheDocument();
    const history = screen.getByRole('link', { name: 'tellimuste ajaloos' });
    expect(history.parentElement?.textContent).toBe(
      'Tellimus PT-7K3M9Q on salvestatud ja raha ei võetud: selle eest saad tasuda oma tellimuste ajaloos.',
    );
    expect(screen.getByRole('link', { name: 'Proovi uuesti' }).getAttribute('href')).toBe('/design');
  });
});
