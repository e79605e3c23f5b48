import {
  testCheckoutPayResponseSchema,
  testCheckoutSessionResponseSchema,
  type TestCheckoutPayResponse,
  type TestCheckoutSessionResponse,
} from '@prompttee/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonOf, mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { PaymentForm } from '..';

vi.mock('@/lib/id-token', () => ({ getIdToken: async () => 'test-token', clearIdToken() {} }));

const SECRET = 'cs_test_abc_secret_xyz';
const RETURN_URL = 'http://localhost:3000/return?session_id=cs_test_abc';
const session = (status: TestCheckoutSessionResponse['status'] = 'open'): TestCheckoutSessionResponse => ({
  status,
  amount_total: 4998,
  currency: 'EUR',
  display_order_id: 'PT-7K3M9Q',
  customer_email: 'mari@example.com',
  expires_at: '2026-11-22T12:00:00.000Z',
  return_url: RETURN_URL,
});

const api = mockApi();
let payAnswer: TestCheckoutPayResponse;
let sessionAnswer: TestCheckoutSessionResponse;
const paid: unknown[] = [];
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

function renderForm(props: Partial<Parameters<typeof PaymentForm>[0]> = {}) {
  return renderWithShop(
    <PaymentForm clientSecret={SECRET} provider="test" publishableKey={null} {...props} />,
  );
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  payAnswer = { status: 'complete', return_url: RETURN_URL };
  sessionAnswer = session();
  paid.length = 0;
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  api.use(
    onApi('get', '/v1/test-checkout/session', testCheckoutSessionResponseSchema, () => sessionAnswer),
    onApi('post', '/v1/test-checkout/pay', testCheckoutPayResponseSchema, async ({ request }) => {
      paid.push(await jsonOf(request));
      return payAnswer;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PaymentForm, built-in test checkout', () => {
  it('shows the test mode notice, the labelled fields and the amount on the button', async () => {
    renderForm();
    expect(await screen.findByRole('button', { name: 'Pay €49.98' })).toBeInTheDocument();
    expect(screen.getByText('Test mode: no real payment')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry')).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).toBeInTheDocument();
    expect(screen.getByText('Order PT-7K3M9Q')).toBeInTheDocument();
  });

  it('checks the fields before paying and names what is wrong', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay €49.98' }));
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    type('Card number', '4242424242424241');
    type('Expiry', '0120');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €49.98' }));
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(paid).toEqual([]);
  });

  it('pays with a test card and goes to the return page on the origin the customer is at', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Pay €49.98' });
    type('Card number', '4242424242424242');
    type('Expiry', '1234');
    type('CVC', '123');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('12 / 34');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €49.98' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/return?session_id=cs_test_abc'));
    expect(paid).toEqual([
      { client_secret: SECRET, card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    ]);
  });

  it('shows the decline message and lets the customer try again', async () => {
    payAnswer = { status: 'declined', message: 'Your card was declined.' };
    renderForm();
    await screen.findByRole('button', { name: 'Pay €49.98' });
    type('Card number', '4000000000000002');
    type('Expiry', '1234');
    type('CVC', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €49.98' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Pay €49.98' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the session has expired', async () => {
    sessionAnswer = session('expired');
    renderForm();
    expect(await screen.findByText('This payment session has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('PaymentForm, Stripe', () => {
  it('refuses to start without a publishable key, with the spec’s message', () => {
    renderForm({ provider: 'stripe', publishableKey: null });
    expect(
      screen.getByText('Error: Stripe is not configured correctly. Cannot proceed with payment.'),
    ).toBeInTheDocument();
  });
});
