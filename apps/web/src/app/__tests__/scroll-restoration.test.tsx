import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from '../layout/scroll-restoration';

afterEach(cleanup);

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn((_x: number, y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

function renderAt(path: string) {
  const page = (
    <>
      <ScrollRestoration />
      <h1 id="top">Page</h1>
      <section id="faq">FAQ</section>
    </>
  );
  const router = createMemoryRouter(
    ['/a', '/b', '/c'].map((p) => ({ path: p, element: page })),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const scrolledBy = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('scroll position on navigation', () => {
  it('starts a new page at the top and returns to where the visitor was on Back', async () => {
    const router = renderAt('/a');
    scrolledBy(640);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledBy(120);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('goes to the #anchor a link names', async () => {
    const router = renderAt('/a');
    const anchor = document.getElementById('faq')!;
    anchor.scrollIntoView = vi.fn();
    await act(() => router.navigate('/c#faq'));
    expect(document.getElementById('faq')!.scrollIntoView).toHaveBeenCalled();
  });
});
