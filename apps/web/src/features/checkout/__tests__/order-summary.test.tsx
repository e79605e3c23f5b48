import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSummary } from '../components/order-summary';

afterEach(cleanup);

const NO_PENDING_ORDER = { order: null, checking: false, resuming: false, resumeFailed: false, resume() {} };

function renderSummary(shipping: { status: 'idle' | 'calculating' | 'ready' | 'error'; cents: number }) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <OrderSummary
          items={[]}
          totalItems={0}
          subtotalCents={4998}
          shipping={shipping}
          hasAddress
          processing={false}
          orderFailed={false}
          vat={null}
          onPlaceOrder={() => {}}
          pending={NO_PENDING_ORDER}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('order summary', () => {
  it('shows the shipping error in an Error alert, shipping at 0, and waits', () => {
    renderSummary({ status: 'error', cents: 0 });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(
      within(alert).getByText('Unable to calculate shipping cost. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('shipping-line').textContent).toContain('€0.00');
    expect(screen.getByTestId('place-order').textContent).toBe('COMPLETE SHIPPING INFO');
    expect(screen.getByTestId('total-to-pay').textContent).toBe('€49.98');
  });

  it('has a Back to Designer link', () => {
    renderSummary({ status: 'ready', cents: 399 });
    expect(screen.getByRole('link', { name: /Back to Designer/ }).getAttribute('href')).toBe('/design');
  });
});
