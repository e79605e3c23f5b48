import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';

/** The shop's query client for a test: nothing cached from another test, a failed read not retried. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

type ShopRenderOptions = {
  /** Where the router starts: a path, or a location with state. */
  at?: InitialEntry;
  queryClient?: QueryClient;
};

/**
 * Renders `ui` the way the shop mounts a page: inside a query client and a router at `at`.
 * Returns the Testing Library result and the query client (to seed or inspect the cache).
 */
export function renderWithShop(
  ui: ReactNode,
  { at = '/', queryClient = testQueryClient() }: ShopRenderOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** Renders a route table (for tests that follow a navigation), with the router to inspect. */
export function renderRoutesWithShop(
  routes: RouteObject[],
  { at = '/', queryClient = testQueryClient() }: ShopRenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
