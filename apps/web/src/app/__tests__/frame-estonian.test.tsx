import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { Sidebar } from '../layout/sidebar';
import { SkipLink } from '../layout/skip-link';
import { RouteError } from '../route-error';
import { RouteFocus } from '../route-focus';
import { documentTitle } from '../route-titles';

beforeAll(() => loadCatalogues('et', ['common']));

afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

const inEstonian = () => act(() => switchLocale('et'));

describe('the page frame in Estonian', () => {
  it('names the menu, the header’s buttons and the skip link in Estonian', async () => {
    await inEstonian();
    render(
      <ThemeProvider>
        <MemoryRouter>
          <SkipLink />
          <Sidebar />
          <Header onOpenMenu={() => {}} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Liigu põhisisu juurde' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Peamenüü' });
    expect([...menu.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Kujundaja',
      'Tellimused',
      'Profiil',
      'Logi välja',
    ]);
    expect(screen.getByRole('button', { name: 'Ava menüü' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vaheta teemat' }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Hele',
      'Tume',
      'Süsteemi järgi•',
    ]);
    expect(screen.getByRole('combobox', { name: 'Keel' })).toHaveValue('et');
  });

  it('words the footer in Estonian, the networks keeping their names', async () => {
    await inEstonian();
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Meist',
      'Klienditeenindus',
      'Õigusteave',
      'Jälgi meid',
    ]);
    expect(screen.getByRole('link', { name: 'Müügitingimused' })).toHaveAttribute('href', '/support#terms');
    expect(screen.getByRole('link', { name: 'Instagram (avaneb uuel vahelehel)' })).toBeInTheDocument();
    expect(
      screen.getByText('Ühendame loovuse ja tehisintellekti, et luua ainulaadseid T-särgikujundusi.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Kõik õigused kaitstud\.$/)).toBeInTheDocument();
  });

  it('titles and announces pages in Estonian, and follows a change of language', async () => {
    await inEstonian();
    expect(documentTitle('/admin/orders', 'PromptTee')).toBe('Tellimused · Halduskonsool · PromptTee');
    expect(documentTitle('/', 'PromptTee')).toBe('PromptTee');
    const router = createMemoryRouter(
      [
        {
          element: <RouteFocus />,
          children: [
            { path: '/profile', element: <h1>Kasutajaprofiil</h1> },
            { path: '/order-history', element: <h1>Tellimuste ajalugu</h1> },
          ],
        },
      ],
      { initialEntries: ['/profile'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Kasutajaprofiil · PromptTee');
    await act(() => router.navigate('/order-history'));
    expect(screen.getByTestId('route-announcer').textContent).toBe('Tellimuste ajalugu, leht laaditud');
    await act(() => switchLocale('en'));
    expect(document.title).toBe('Order History · PromptTee');
  });

  it('says in Estonian that a page failed', async () => {
    await inEstonian();
    render(
      <MemoryRouter>
        <RouteError />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Midagi läks valesti' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tagasi avalehele' })).toBeInTheDocument();
  });
});
