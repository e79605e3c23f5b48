import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFocus } from '../route-focus';

afterEach(cleanup);

function renderRoutes(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RouteFocus />,
        children: [
          { path: '/profile', element: <h1>User Profile</h1> },
          { path: '/order-history', element: <h1>Order History</h1> },
          { path: '/return', element: <p>Checking your payment...</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route changes', () => {
  it('leave focus alone on the first page, but name it in the title', () => {
    renderRoutes('/profile');
    expect(document.title).toBe('User Profile · PromptTee');
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer').textContent).toBe('');
  });

  it('name, announce and focus the new page heading', async () => {
    const router = renderRoutes('/profile');
    await act(() => router.navigate('/order-history'));
    const heading = screen.getByRole('heading', { name: 'Order History' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('Order History · PromptTee');
    expect(screen.getByTestId('route-announcer').textContent).toBe('Order History, page loaded');
  });

  it('wait for a heading that appears after a spinner', async () => {
    const router = renderRoutes('/profile');
    await act(() => router.navigate('/return'));
    expect(screen.getByTestId('route-announcer').textContent).toBe('Checkout result, page loaded');
    const late = document.createElement('h1');
    late.textContent = 'Thank You!';
    act(() => document.querySelector('p')!.after(late));
    await waitFor(() => expect(document.activeElement).toBe(late));
  });
});
