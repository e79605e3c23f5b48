import { testCheckoutSessionResponseSchema, type TestCheckoutSessionResponse } from '@prompttee/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { PaymentForm } from '..';

vi.mock('@/lib/id-token', () => ({ getIdToken: async () => 'test-token', clearIdToken() {} }));

const SECRET = 'cs_test_abc_secret_xyz';
const api = mockApi();
let session: TestCheckoutSessionResponse;

beforeEach(async () => {
  session = {
    status: 'open',
    amount_total: 4998,
    currency: 'EUR',
    display_order_id: 'PT-7K3M9Q',
    customer_email: 'mari@example.com',
    expires_at: '2026-11-22T12:00:00.000Z',
    return_url: 'http://localhost:3000/return?session_id=cs_test_abc',
  };
  api.use(onApi('get', '/v1/test-checkout/session', testCheckoutSessionResponseSchema, () => session));
  await loadCatalogues('et', ['common', 'checkout']);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

const renderForm = () =>
  renderWithShop(<PaymentForm clientSecret={SECRET} provider="test" publishableKey={null} />);

describe('the test card form in Estonian', () => {
  it('words the form, the amount and the card messages in Estonian', async () => {
    renderForm();
    const pay = await screen.findByRole('button', { name: 'Maksa 49,98\u00a0€' });
    expect(pay.textContent).toBe('Maksa 49,98\u00a0€');
    expect(screen.getByText('Testrežiim: päris makset ei tehta')).toBeInTheDocument();
    expect(screen.getByText('Tellimus PT-7K3M9Q')).toBeInTheDocument();
    expect(screen.getByText('Kviitung saadetakse aadressile mari@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Kehtiv kuni').getAttribute('placeholder')).toBe('KK / AA');

    fireEvent.click(pay);
    expect(screen.getByText('Kaardi number on puudulik.')).toBeInTheDocument();
    expect(screen.getByText('Kaardi kehtivusaeg on puudulik.')).toBeInTheDocument();
    expect(screen.getByText('Kaardi turvakood on puudulik.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kaardi number').getAttribute('aria-invalid')).toBe('true');

    // A message already shown follows a change of language.
    await act(() => switchLocale('en'));
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
  });

  it('prices a forint order in whole forints', async () => {
    session = { ...session, amount_total: 9990, currency: 'HUF' };
    renderForm();
    const pay = await screen.findByRole('button', { name: 'Maksa 9990\u00a0HUF' });
    expect(pay.textContent).toBe('Maksa 9990\u00a0HUF');
  });

  it('says in Estonian that an expired session charged nothing', async () => {
    session = { ...session, status: 'expired' };
    renderForm();
    expect(await screen.findByText('Makseseanss on aegunud.')).toBeInTheDocument();
    expect(
      screen.getByText('Raha ei võetud. Tellimuse eest saad tasuda oma tellimuste ajaloos.'),
    ).toBeInTheDocument();
  });
});
