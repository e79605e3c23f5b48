import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useCartButtonShown } from '../hooks/use-cart-button-shown';

afterEach(() => useAuthStore.setState({ isAuthenticated: false }));

const shownAt = (path: string) =>
  renderHook(useCartButtonShown, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    ),
  }).result.current;

describe('the cart button', () => {
  it('shows for a signed-in customer in the shop', () => {
    useAuthStore.setState({ isAuthenticated: true });
    for (const path of ['/design', '/order-history', '/profile', '/support'])
      expect(shownAt(path), path).toBe(true);
  });

  it('hides at checkout, its result and everywhere in the operator console', () => {
    useAuthStore.setState({ isAuthenticated: true });
    for (const path of ['/checkout', '/return', '/admin', '/admin/orders', '/admin/audit-log']) {
      expect(shownAt(path), path).toBe(false);
    }
  });
});
