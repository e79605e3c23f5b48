import { TERMS_CHECKBOX_LABEL, TERMS_REQUIRED_MESSAGE } from '@prompttee/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithShop } from '@/test/render-with-shop';
import { PlaceOrderForm } from '../components/place-order-form';

const refusal = (message: string) =>
  new ApiError('Request failed with status code 400', 400, 'BAD_REQUEST', 'Invalid request', {
    fields: { terms_accepted: message },
  });

function renderForm() {
  const onPlaceOrder = vi.fn();
  const form = (error: unknown) => (
    <PlaceOrderForm
      buttonText="PLACE ORDER"
      disabled={false}
      orderError={error}
      onPlaceOrder={onPlaceOrder}
    />
  );
  const { rerender } = renderWithShop(form(null));
  return { onPlaceOrder, rerender: (error: unknown) => rerender(form(error)) };
}

const checkbox = () => screen.getByLabelText(TERMS_CHECKBOX_LABEL) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
const required = () => screen.queryByText(TERMS_REQUIRED_MESSAGE);

// The checks wait, as react-hook-form validated asynchronously: the same test held it to this
// behaviour before the form did without it.
describe('PlaceOrderForm', () => {
  afterEach(cleanup);

  it('says nothing before the first submit, then checks the Terms on submit and on every change', async () => {
    const { onPlaceOrder } = renderForm();
    fireEvent.click(checkbox());
    fireEvent.click(checkbox());
    expect(required()).toBeNull();

    submit();
    await waitFor(() => expect(required()).toBeInTheDocument());
    expect(document.activeElement).toBe(checkbox());
    expect(checkbox().getAttribute('aria-invalid')).toBe('true');
    expect(onPlaceOrder).not.toHaveBeenCalled();

    fireEvent.click(checkbox());
    await waitFor(() => expect(required()).toBeNull());
    expect(checkbox().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(checkbox());
    await waitFor(() => expect(required()).toBeInTheDocument());

    fireEvent.click(checkbox());
    submit();
    await waitFor(() => expect(onPlaceOrder).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal on the focused checkbox until the customer changes it", async () => {
    const { onPlaceOrder, rerender } = renderForm();
    fireEvent.click(checkbox());
    submit();
    await waitFor(() => expect(onPlaceOrder).toHaveBeenCalled());
    checkbox().blur();
    rerender(refusal('The Terms were refused by the server'));
    await waitFor(() => expect(document.activeElement).toBe(checkbox()));
    const describedBy = checkbox().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('The Terms were refused by the server');

    // Unticked, the form's own rule speaks; ticked again, nothing.
    fireEvent.click(checkbox());
    await waitFor(() => expect(required()).toBeInTheDocument());
    expect(screen.queryByText('The Terms were refused by the server')).toBeNull();
    fireEvent.click(checkbox());
    await waitFor(() => expect(required()).toBeNull());
    expect(checkbox().getAttribute('aria-invalid')).toBeNull();
  });
});
