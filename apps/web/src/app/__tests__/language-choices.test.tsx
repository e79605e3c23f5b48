import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { LanguageLinks } from '@/features/landing/components/language-links';
import { MobileMenu } from '../layout/mobile-menu';

// Where a phone's visitor chooses the language: the menu panel on framed pages, plain links on
// the landing page (the server serves ?lang= and keeps it).

beforeAll(() => loadCatalogues('et', ['common', 'landing']));
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

describe('choosing the language on a phone', () => {
  it('offers the language menu in the menu panel', () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          <MobileMenu open onClose={() => {}} returnFocusTo={createRef()} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const panel = screen.getByTestId('mobile-menu');
    expect(within(panel).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('links the landing page to its other languages, each named in its own', async () => {
    render(<LanguageLinks />);
    const english = screen.getByRole('link', { name: 'Eesti' });
    expect(english).toHaveAttribute('href', '?lang=et');
    expect(english).toHaveAttribute('lang', 'et');
    cleanup();
    await act(() => switchLocale('et'));
    render(<LanguageLinks />);
    expect(screen.getByRole('navigation', { name: 'Keel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '?lang=en');
  });
});
