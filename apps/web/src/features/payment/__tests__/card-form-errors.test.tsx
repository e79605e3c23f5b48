import {
  testCheckoutSessionResponseSchema,
  type ErrorCode,
  type TestCheckoutSessionResponse,
} from '@prompttee/domain';
import { HttpResponse, http } from 'msw';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { PaymentForm } from '..';

vi.mock('@/lib/id-token', () => ({ getIdToken: async () => 'test-token', clearIdToken() {} }));

const SECRET = 'cs_test_abc_secret_xyz';
const session: TestCheckoutSessionResponse = {
  status: 'open',
  amount_total: 4998,
  currency: 'EUR',
  display_order_id: 'PT-7K3M9Q',
  customer_email: 'mari@example.com',
  expires_at: '2026-11-22T12:00:00.000Z',
  return_url: 'http://localhost:3000/return?session_id=cs_test_abc',
};

// What POST /v1/test-checkout/pay answers: our error body, or no connection at all.
let pay: Response | 'offline';

const api = mockApi();
beforeEach(() => {
  api.use(
    onApi('get', '/v1/test-checkout/session', testCheckoutSessionResponseSchema, () => session),
    http.post('*/v1/test-checkout/pay', () => (pay === 'offline' ? HttpResponse.error() : pay)),
  );
});
afterEach(cleanup);

const error = (
  status: number,
  code: ErrorCode,
  message: string,
  details?: { fields: Record<string, string> },
) => apiError(status, code, message, details);

async function payWithAGoodCard() {
  renderWithShop(<PaymentForm clientSecret={SECRET} provider="test" publishableKey={null} />);
  const button = await screen.findByRole('button', { name: 'Pay €49.98' });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(button);
}

describe('the card form, when the server refuses', () => {
  it("shows a refused field's message under that field, from the details, not the message text", async () => {
    pay = error(400, 'BAD_REQUEST', 'some wording that names no field', {
      fields: { cvc: "Your card's security code is invalid." },
    });
    await payWithAGoodCard();
    expect(await screen.findByText("Your card's security code is invalid.")).toBeInTheDocument();
    expect(screen.getByLabelText('CVC').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The payment could not be completed. Please try again.')).toBeNull();
  });

  it('a 400 that names no card field is a general failure, whatever its text says', async () => {
    pay = error(400, 'BAD_REQUEST', "cvc: Your card's security code is invalid.");
    await payWithAGoodCard();
    expect(
      await screen.findByText('The payment could not be completed. Please try again.'),
    ).toBeInTheDocument();
  });

  it("an expired session (GONE) shows the server's sentence", async () => {
    pay = error(
      410,
      'GONE',
      'This payment session has expired. You can pay for the order from your order history.',
    );
    await payWithAGoodCard();
    expect(await screen.findByText(/You can pay for the order from your order history/)).toBeInTheDocument();
  });

  it('an unknown session (NOT_FOUND) and no connection have their own texts', async () => {
    pay = error(404, 'NOT_FOUND', 'Checkout session not found');
    await payWithAGoodCard();
    expect(await screen.findByText('This payment session was not found.')).toBeInTheDocument();
    cleanup();
    pay = 'offline';
    await payWithAGoodCard();
    expect(
      await screen.findByText('We could not reach the payment service. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
