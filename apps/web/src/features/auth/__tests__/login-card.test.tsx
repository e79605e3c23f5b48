import { passwordPolicySchema } from '@prompttee/domain/contracts/password-policy';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, onApi } from '@/test/api-server';
import { renderRoutesWithShop } from '@/test/render-with-shop';

const client = vi.hoisted(() => ({
  signIn: { email: vi.fn(), social: vi.fn() },
  signUp: { email: vi.fn() },
  requestPasswordReset: vi.fn(),
  signOut: vi.fn(),
  getSession: vi.fn(),
  listAccounts: vi.fn(async () => ({ data: [], error: null })),
  token: vi.fn(async () => ({ data: null, error: { status: 401 } })),
}));
vi.mock('@/lib/auth-client', () => ({ authClient: client }));

const { useAuthStore } = await import('@/stores/auth-store');
const { shopConfig } = await import('@/config/shop-config');
const allProviders = { google: true, facebook: true, github: true };
const { LoginPage } = await import('../components/login-page');

const user = {
  id: 'u1',
  email: 'mari@example.com',
  emailVerified: false,
  name: '',
  createdAt: '2026-11-01T00:00:00Z',
};
const fail = (code: string, message: string, status: number) => ({
  data: null,
  error: { code, message, status },
});

const loginRoutes = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>Arrived at the origin page</p> },
];
const renderLogin = (from?: string) =>
  renderRoutesWithShop(loginRoutes, { at: { pathname: '/login', state: from ? { from } : null } });

const api = mockApi();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.use(
    onApi('get', '/api/auth/password-policy', passwordPolicySchema, () => ({
      minPasswordLength: 6,
      maxPasswordLength: 128,
    })),
  );
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
  shopConfig.ssoProviders = allProviders;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the login card (spec sections 2, 4 and 8)', () => {
  it('starts in email mode with the SSO buttons and the sign-up link', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeInTheDocument();
    expect(screen.getByText('Or continue with')).toBeInTheDocument();
    for (const name of ['Google', 'Facebook', 'GitHub']) {
      expect(screen.getByRole('button', { name: `Continue with ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByText(/Don't have an account\?/).textContent).toBe("Don't have an account? Sign up");
  });

  it('shows only the configured single sign-on providers', () => {
    shopConfig.ssoProviders = { google: false, facebook: false, github: true };
    renderLogin();
    expect(screen.getByText('Or continue with')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });

  it("hides the 'Or continue with' block when no provider is configured", () => {
    shopConfig.ssoProviders = { google: false, facebook: false, github: false };
    renderLogin();
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeInTheDocument();
    expect(screen.queryByText('Or continue with')).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue with (Google|Facebook|GitHub)/ })).toBeNull();
  });

  it('logs in from password mode and returns to the origin path', async () => {
    client.signIn.email.mockResolvedValue({ data: { user }, error: null });
    renderLogin('/order-history');
    type('Email', 'mari@example.com');
    click('Continue with Email');
    expect(screen.getByText('Enter the password for')).toBeInTheDocument();
    expect(screen.getByText('mari@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    type('Password', 'correct-horse-1');
    click('Log In');
    await flush();
    expect(await screen.findByText('Arrived at the origin page')).toBeInTheDocument();
    expect(client.signIn.email).toHaveBeenCalledWith({
      email: 'mari@example.com',
      password: 'correct-horse-1',
    });
  });

  it('shows the error banner for 5 seconds, with Retry resubmitting the form', async () => {
    client.signIn.email.mockResolvedValue(
      fail('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401),
    );
    renderLogin();
    type('Email', 'mari@example.com');
    click('Continue with Email');
    type('Password', 'wrong-password');
    click('Log In');
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Error');
    expect(screen.getByRole('alert').textContent).toContain('Invalid email or password');
    click('Retry');
    await flush();
    expect(client.signIn.email).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows Loading... while the log-in runs', async () => {
    let finish: (v: unknown) => void = () => {};
    client.signIn.email.mockReturnValue(new Promise((r) => (finish = r)));
    renderLogin();
    type('Email', 'mari@example.com');
    click('Continue with Email');
    type('Password', 'correct-horse-1');
    click('Log In');
    await flush();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeInTheDocument();
    finish(fail('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401));
    await flush();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('after 30 seconds clears the error and shows the banner anyway', async () => {
    client.signIn.email.mockReturnValue(new Promise(() => {}));
    renderLogin();
    type('Email', 'mari@example.com');
    click('Continue with Email');
    type('Password', 'correct-horse-1');
    click('Log In');
    await act(() => vi.advanceTimersByTimeAsync(29_900));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('alert').textContent).toContain('An error occurred. Please try again later.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  // The server answers a new and a taken address alike; the session tells them apart.
  const signUpAnswer = { data: { token: null, user: null, status: 'CHECK_INBOX' }, error: null };

  it('signs up with email, password and confirmation, checking length and match first', async () => {
    client.signUp.email.mockResolvedValue(signUpAnswer);
    client.getSession.mockResolvedValue({
      data: { user, session: { createdAt: user.createdAt } },
      error: null,
    });
    renderLogin('/design');
    click('Sign up');
    expect(screen.getByText(/Already have an account\?/).textContent).toBe('Already have an account? Log in');
    type('Email', 'mari@example.com');
    type('Password', '12345');
    type('Confirm Password', '12345');
    click('Sign Up');
    expect(await screen.findByText('Password should be at least 6 characters')).toBeInTheDocument();
    type('Password', 'correct-horse-1');
    type('Confirm Password', 'correct-horse-2');
    click('Sign Up');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(client.signUp.email).not.toHaveBeenCalled();
    type('Confirm Password', 'correct-horse-1');
    click('Sign Up');
    expect(await screen.findByText('Arrived at the origin page')).toBeInTheDocument();
  });

  it('asks to check the inbox when the address already has an account, signing nobody in', async () => {
    client.signUp.email.mockResolvedValue(signUpAnswer);
    client.getSession.mockResolvedValue({ data: null, error: null });
    renderLogin('/design');
    click('Sign up');
    type('Email', 'mari@example.com');
    type('Password', 'correct-horse-1');
    type('Confirm Password', 'correct-horse-1');
    click('Sign Up');
    await flush();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Check your inbox');
    expect(notice.textContent).toContain('We sent a message to mari@example.com to finish signing up.');
    expect(screen.queryByText('Arrived at the origin page')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('');
    click('Log in');
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });

  it('sends a reset link, shows the notice for 3 seconds, then returns to email mode', async () => {
    client.requestPasswordReset.mockResolvedValue({ data: { status: true }, error: null });
    renderLogin();
    type('Email', 'mari@example.com');
    click('Continue with Email');
    click('Forgot your password?');
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
    click('Send Reset Link');
    await flush();
    expect(screen.getByText('Check your inbox')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(screen.queryByText('Check your inbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeInTheDocument();
  });

  it('answers an unconfigured SSO provider with its clear message', async () => {
    const message = 'Sign-in with Google is not available yet. Please use your email and password.';
    client.signIn.social.mockResolvedValue(fail('PROVIDER_NOT_CONFIGURED', message, 400));
    renderLogin();
    click('Continue with Google');
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(message);
  });

  it('shows a cancelled SSO coming back as /login?error=access_denied', async () => {
    renderRoutesWithShop(loginRoutes, { at: '/login?error=access_denied' });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Sign in was cancelled');
  });
});
