import { profilePatchBodySchema, profileResponseSchema } from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { currentLocale, switchLocale } from '@/i18n/locale';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi, onApi } from '@/test/api-server';
import { identityUser } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { ProfilePage } from '../components/profile-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();

beforeEach(async () => {
  useAuthStore.setState({
    user: identityUser({ uid: 'user-123', emailVerified: false, providerData: [{ providerId: 'password' }] }),
    isAuthenticated: true,
  });
  await loadCatalogues('et', ['common']);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  useAuthStore.setState({ user: null, isAuthenticated: false });
  await act(() => switchLocale('en'));
});

describe('the profile page in Estonian', () => {
  it('shows the account in Estonian', () => {
    renderWithShop(<ProfilePage />, { at: '/profile?verified=1&error=TOKEN_EXPIRED' });
    expect(screen.getByRole('heading', { name: 'Kasutajaprofiil' })).toBeInTheDocument();
    expect(screen.getByText('Anonüümne kasutaja')).toBeInTheDocument();
    expect(screen.getByText('Kasutaja ID')).toBeInTheDocument();
    expect(screen.getByText('Kinnitamata')).toBeInTheDocument();
    expect(screen.getByText('Sisselogimisviis')).toBeInTheDocument();
    expect(screen.getByText('E-post ja parool')).toBeInTheDocument();
    expect(screen.getByText('Kinnitamine ebaõnnestus')).toBeInTheDocument();
    expect(
      screen.getByText('Kinnita oma e-posti aadress, et saaksime sulle tellimuse kohta teateid saata.'),
    ).toBeInTheDocument();
  });

  it('offers the language, and saves the one chosen on the account as the page switches to it', async () => {
    const saved: unknown[] = [];
    api.use(
      onApi('patch', '/v1/profile', profileResponseSchema, async ({ request }) => {
        const body = profilePatchBodySchema.parse(await request.json());
        saved.push(body);
        return { email: 'mari@example.com', name: '', locale: body.locale };
      }),
    );
    renderWithShop(<ProfilePage />, { at: '/profile' });
    const language = screen.getByRole('combobox', { name: 'Keel' });
    expect(language).toHaveValue('et');
    expect(screen.getByText('Selles keeles saadame sulle e-kirjad ja arved.')).toBeInTheDocument();
    expect([...language.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'English',
      'Eesti',
    ]);

    fireEvent.change(language, { target: { value: 'en' } });

    expect(await screen.findByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ locale: 'en' }]));
    expect(currentLocale()).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByText('Email and password')).toBeInTheDocument();
  });
});
