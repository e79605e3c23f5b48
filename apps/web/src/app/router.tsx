import { createBrowserRouter, Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { RouteFocus } from './route-focus';

export { treatFirstRenderAsNavigation } from './route-focus';

// Every screen is its own lazily loaded chunk (DESIGN.md budgets); the landing page loads nothing
// it does not show.
export const router = createBrowserRouter([
  {
    element: <RouteFocus />,
    errorElement: <RouteError />,
    // Shown while the first screen's lazy chunks load on a direct visit.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: paths.landing, lazy: () => import('./routes/landing') },
      {
        lazy: () => import('./layout/app-shell'),
        children: [
          { path: paths.login, lazy: () => import('./routes/login') },
          { path: paths.logout, lazy: () => import('./routes/logout') },
          { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
          {
            lazy: () => import('./layout/page-frame-route'),
            children: [
              { path: paths.support, lazy: () => import('./routes/support') },
              { path: paths.forbidden, lazy: () => import('./routes/forbidden') },
              { path: paths.about, lazy: () => import('./routes/about') },
            ],
          },
          {
            // The guard wraps the frame, not the other way round: a visitor who is not signed in
            // must never see the customer's sidebar (Orders, Profile, Logout) before the redirect.
            element: <RequireAuth />,
            children: [
              {
                lazy: () => import('./layout/page-frame-route'),
                children: [
                  { path: paths.design, lazy: () => import('./routes/design') },
                  { path: paths.checkout, lazy: () => import('./routes/checkout') },
                  { path: paths.checkoutReturn, lazy: () => import('./routes/checkout-return') },
                  { path: paths.orderHistory, lazy: () => import('./routes/order-history') },
                  { path: paths.invoices, lazy: () => import('./routes/invoices') },
                  { path: paths.profile, lazy: () => import('./routes/profile') },
                  {
                    // The operator console: its own chunks, fetched only when /admin is opened.
                    path: paths.admin,
                    lazy: () => import('./routes/admin'),
                    children: [
                      { index: true, lazy: () => import('./routes/admin-overview') },
                      { path: 'orders', lazy: () => import('./routes/admin-orders') },
                      { path: 'orders/:orderId', lazy: () => import('./routes/admin-order') },
                      { path: 'customers', lazy: () => import('./routes/admin-customers') },
                      { path: 'customers/:customerId', lazy: () => import('./routes/admin-customer') },
                      { path: 'designs', lazy: () => import('./routes/admin-designs') },
                      { path: 'audit-log', lazy: () => import('./routes/admin-audit-log') },
                      { path: 'vat-report', lazy: () => import('./routes/admin-vat-report') },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.forbidden} replace /> },
    ],
  },
]);
