import { passwordPolicySchema } from '@prompttee/domain/contracts/password-policy';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { mockApi, onApi } from '@/test/api-server';
import { renderRoutesWithShop, renderWithShop } from '@/test/render-with-shop';

const client = vi.hoisted(() => ({
  signIn: { email: vi.fn(), social: vi.fn() },
  signUp: { email: vi.fn() },
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  signOut: vi.fn(async () => ({ data: null, error: null })),
  getSession: vi.fn(async () => ({ data: null, error: null })),
  token: vi.fn(async () => ({ data: null, error: { status: 401 } })),
}));
vi.mock('@/lib/auth-client', () => ({ authClient: client }));

const { useAuthStore } = await import('@/stores/auth-store');
const { shopConfig } = await import('@/config/shop-config');
const { renderLogin: renderServedLogin } = await import('@/entry-server');
const { LoginPage } = await import('../components/login-page');
const { LogoutPage } = await import('../components/logout-page');
const { ResetPasswordPage } = await import('../components/reset-password-page');

const api = mockApi();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(async () => {
  api.use(
    onApi('get', '/api/auth/password-policy', passwordPolicySchema, () => ({
      minPasswordLength: 8,
      maxPasswordLength: 128,
    })),
  );
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
  shopConfig.ssoProviders = { google: true, facebook: false, github: true };
  await loadCatalogues('et', ['common']);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await act(() => switchLocale('en'));
});

const showLogin = () => renderRoutesWithShop([{ path: '/login', element: <LoginPage /> }], { at: '/login' });

describe('the login card in Estonian', () => {
  it('greets, offers the e-mail and the single sign-on in Estonian', () => {
    showLogin();
    expect(screen.getByRole('heading', { name: 'Tere tulemast poodi PromptTee' })).toBeInTheDocument();
    expect(screen.getByText('Kujundamise alustamiseks logi sisse või loo konto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jätka e-postiga' })).toBeInTheDocument();
    expect(screen.getByText('Või jätka teenusega')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jätka teenusega GitHub' })).toBeInTheDocument();
    expect(screen.getByText(/Sul pole veel kontot\?/).textContent).toBe('Sul pole veel kontot? Registreeru');
    expect(screen.getByText(/Jätkates nõustud/).textContent).toBe(
      'Jätkates nõustud meie müügitingimuste ja privaatsuspoliitikaga.',
    );
  });

  it('asks for the password and reports a refused sign-in in Estonian', async () => {
    client.signIn.email.mockResolvedValue({
      data: null,
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 },
    });
    showLogin();
    type('E-post', 'mari@example.com');
    click('Jätka e-postiga');
    expect(screen.getByText('Sisesta parool kontole')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unustasid parooli?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Näita välja „parool” sisu' })).toBeInTheDocument();
    type('Parool', 'wrong-password');
    click('Logi sisse');
    expect(await screen.findByText('Vale e-posti aadress või parool')).toBeInTheDocument();
    expect(screen.getByText('Viga')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proovi uuesti' })).toBeInTheDocument();
  });

  it('checks a new password with the policy’s minimum, in Estonian', async () => {
    showLogin();
    click('Registreeru');
    expect(screen.getByRole('heading', { name: 'Loo endale konto' })).toBeInTheDocument();
    type('E-post', 'mari@example.com');
    type('Parool', 'short');
    type('Korda parooli', 'other');
    await act(async () => {});
    click('Registreeru');
    expect(await screen.findByText('Parool peab olema vähemalt 8 märki pikk')).toBeInTheDocument();
    expect(screen.getByText('Paroolid ei kattu')).toBeInTheDocument();
    expect(client.signUp.email).not.toHaveBeenCalled();
  });

  it('is prerendered in Estonian for the server to send', () => {
    const html = renderServedLogin({ google: false, facebook: false, github: false }, 'et');
    expect(html).toContain('Tere tulemast poodi <!--shop-name-->');
    expect(html).toContain('Jätka e-postiga');
    expect(html).not.toContain('Continue with Email');
  });
});

describe('the logout and password pages in Estonian', () => {
  it('says the customer is logged out', async () => {
    renderWithShop(<LogoutPage />, { at: '/logout' });
    expect(screen.getByRole('heading', { name: 'Välja logitud' })).toBeInTheDocument();
    expect(screen.getByText('Oled oma kontolt edukalt välja logitud.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tagasi avalehele' })).toBeInTheDocument();
    await act(async () => {});
  });

  it('sets a new password, or says the link has expired', async () => {
    renderWithShop(<ResetPasswordPage />, { at: '/reset-password?token=abc' });
    expect(screen.getByRole('heading', { name: 'Määra uus parool' })).toBeInTheDocument();
    expect(await screen.findByText('Vali vähemalt 8 märgi pikkune parool.')).toBeInTheDocument();
    expect(screen.getByLabelText('Uus parool', { exact: true })).toBeInTheDocument();
    cleanup();
    renderWithShop(<ResetPasswordPage />, { at: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'See link on aegunud' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tagasi sisselogimise juurde' })).toBeInTheDocument();
  });
});
