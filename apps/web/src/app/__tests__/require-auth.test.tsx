import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { identityUser } from '@/test/fixtures';
import { RequireAuth } from '../require-auth';

vi.mock('@/lib/id-token', () => ({
  getIdToken: async () => 'test-token',
  clearIdToken: () => {},
  onSessionEnded: () => {},
}));

afterEach(() => {
  cleanup();
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
});

// The frame stands for the sidebar with the customer's links: it sits inside the guard.
function renderGuarded() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Login</h1> },
      {
        element: <RequireAuth />,
        children: [{ path: '/design', element: <nav aria-label="Customer">Orders Profile Logout</nav> }],
      },
    ],
    { initialEntries: ['/design'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the route guard', () => {
  it('shows a blank splash, not the frame, while the session is being checked', () => {
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
    renderGuarded();
    expect(screen.getByTestId('auth-splash')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a visitor to /login once the check says nobody is signed in', () => {
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
    const router = renderGuarded();
    act(() => useAuthStore.setState({ isLoading: false }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/design' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opens the frame for a signed-in customer', () => {
    useAuthStore.setState({ user: identityUser(), isAuthenticated: true, isLoading: false });
    renderGuarded();
    expect(screen.getByRole('navigation', { name: 'Customer' })).toBeInTheDocument();
  });
});
