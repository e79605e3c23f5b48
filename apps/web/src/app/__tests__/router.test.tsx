import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { AppRoutes, preloadScreens } from '../router';

const app = (path: string) => (
  <ThemeProvider defaultTheme="light" storageKey="router-test-theme">
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  </ThemeProvider>
);

afterEach(cleanup);

describe('the app handed a destination by the landing or login page', () => {
  it('shows a preloaded page in its first render, with no spinner in between', async () => {
    await preloadScreens('/support');
    render(app('/support'));
    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows the spinner on a direct visit until the page chunk is in, then the page', async () => {
    render(app('/forbidden'));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const heading = screen.findByRole('heading', { level: 1, name: '403 Forbidden' }, { timeout: 5000 });
    expect(await heading).toBeInTheDocument();
  });
});
