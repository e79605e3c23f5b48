import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutesWithShop } from '@/test/render-with-shop';
import { CheckoutReturnPage } from '..';

describe('the payment result route', () => {
  afterEach(cleanup);

  it("shows the page's own loading state while its chunk loads, then the page", async () => {
    renderRoutesWithShop([{ path: '/return', element: <CheckoutReturnPage /> }], { at: '/return' });
    expect(screen.getByText('Checking your payment...')).toBeInTheDocument();
    // Without a session_id the page fails at once (checkout-return-page.test.tsx).
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  });
});
