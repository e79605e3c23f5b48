import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityUser } from '@/test/fixtures';

const client = vi.hoisted(() => ({
  signIn: { email: vi.fn(), social: vi.fn() },
  signUp: { email: vi.fn() },
  requestPasswordReset: vi.fn(),
  signOut: vi.fn(),
  getSession: vi.fn(),
  listAccounts: vi.fn(),
  token: vi.fn(),
}));
vi.mock('@/lib/auth-client', () => ({ authClient: client }));

const { useAuthStore } = await import('../auth-store');
const { getIdToken } = await import('@/lib/id-token');

const serverUser = {
  id: 'u1',
  email: 'mari@example.com',
  emailVerified: false,
  name: '',
  image: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const jwt = (expSeconds: number) => `h.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.s`;
const fail = (code: string, message: string, status: number) => ({
  data: null,
  error: { code, message, status },
});
const initial = useAuthStore.getState();

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ ...initial, user: null, isAuthenticated: false, isLoading: true, error: null });
  for (const fn of [
    client.signIn.email,
    client.signIn.social,
    client.signUp.email,
    client.requestPasswordReset,
    client.getSession,
  ]) {
    fn.mockReset();
  }
  client.token.mockResolvedValue({ data: { token: jwt(Date.now() / 1000 + 900) }, error: null });
  client.listAccounts.mockResolvedValue({ data: [{ providerId: 'credential' }], error: null });
});
afterEach(() => vi.restoreAllMocks());

describe('the auth store (spec sections 3 and 4)', () => {
  it('starts signed out and loading', () => {
    expect(initial).toMatchObject({ user: null, isAuthenticated: false, isLoading: true, error: null });
  });

  it('login: loading with no error while it runs, then the user, authenticated, not loading', async () => {
    let seen: object = {};
    client.signIn.email.mockImplementation(async () => {
      seen = { isLoading: useAuthStore.getState().isLoading, error: useAuthStore.getState().error };
      return { data: { user: serverUser }, error: null };
    });
    useAuthStore.setState({ error: 'old error', isLoading: false });
    expect(await useAuthStore.getState().login('mari@example.com', 'secret-1')).toBe(true);
    expect(seen).toEqual({ isLoading: true, error: null });
    expect(client.signIn.email).toHaveBeenCalledWith({ email: 'mari@example.com', password: 'secret-1' });
    const s = useAuthStore.getState();
    expect(s).toMatchObject({ isAuthenticated: true, isLoading: false, error: null });
    expect(s.user).toMatchObject({
      uid: 'u1',
      email: 'mari@example.com',
      emailVerified: false,
      displayName: null,
      photoURL: null,
      isAnonymous: false,
      providerData: [{ providerId: 'password' }],
      metadata: { creationTime: '2026-11-01T10:00:00.000Z' },
    });
  });

  it('login failure: a friendly error, not loading, still signed out', async () => {
    client.signIn.email.mockResolvedValue(
      fail('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401),
    );
    expect(await useAuthStore.getState().login('mari@example.com', 'nope')).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      error: 'Invalid email or password',
      isLoading: false,
      isAuthenticated: false,
      user: null,
    });
  });

  it('login while offline: the network message', async () => {
    client.signIn.email.mockRejectedValue(new TypeError('Failed to fetch'));
    await useAuthStore.getState().login('mari@example.com', 'secret-1');
    expect(useAuthStore.getState().error).toBe('Network error. Please check your internet connection');
  });

  it('signup: creates the account without a name and signs in; a taken address signs nobody in', async () => {
    // The server answers a new and a taken address alike; only the new account has a session.
    const answer = { data: { token: null, user: null, status: 'CHECK_INBOX' }, error: null };
    client.signUp.email.mockResolvedValueOnce(answer);
    client.getSession.mockResolvedValueOnce({
      data: { user: serverUser, session: { createdAt: '2026-11-01T10:00:00.000Z' } },
      error: null,
    });
    expect(await useAuthStore.getState().signup('mari@example.com', 'secret-1')).toBe('signed-in');
    expect(client.signUp.email).toHaveBeenCalledWith({
      email: 'mari@example.com',
      password: 'secret-1',
      name: '',
    });
    expect(useAuthStore.getState()).toMatchObject({
      user: { uid: 'u1', email: 'mari@example.com' },
      isAuthenticated: true,
      isLoading: false,
    });

    useAuthStore.setState({ user: null, isAuthenticated: false });
    // A taken address: the same answer without a session, and the owner is mailed. Nobody is signed in.
    client.signUp.email.mockResolvedValueOnce(answer);
    client.getSession.mockResolvedValueOnce({ data: null, error: null });
    expect(await useAuthStore.getState().signup('mari@example.com', 'secret-1')).toBe('check-inbox');
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
    });

    // A server of before still answering 422 is explained.
    client.signUp.email.mockResolvedValueOnce(
      fail('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists. Use another email.', 422),
    );
    expect(await useAuthStore.getState().signup('mari@example.com', 'secret-1')).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      error: 'An account with this email already exists',
      isLoading: false,
      isAuthenticated: false,
    });
  });

  it('loginWithSSO: asks the server for the provider, returning to the origin path', async () => {
    client.signIn.social.mockResolvedValue({
      data: { url: 'https://github.com/login', redirect: true },
      error: null,
    });
    expect(await useAuthStore.getState().loginWithSSO('github', '/design')).toBe(true);
    expect(client.signIn.social).toHaveBeenCalledWith({
      provider: 'github',
      callbackURL: '/design',
      newUserCallbackURL: '/design',
      errorCallbackURL: '/login',
    });
    // The browser is leaving for the provider.
    expect(useAuthStore.getState().isLoading).toBe(true);
  });

  it('loginWithSSO: an unconfigured provider gets the server’s clear message', async () => {
    const message = 'Sign-in with Facebook is not available yet. Please use your email and password.';
    client.signIn.social.mockResolvedValue(fail('PROVIDER_NOT_CONFIGURED', message, 400));
    expect(await useAuthStore.getState().loginWithSSO('facebook')).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ error: message, isLoading: false });
  });

  it('loginWithSSO: refused in embedded browsers, and for unknown providers, without calling the server', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; wv) Chrome/140');
    await useAuthStore.getState().loginWithSSO('google');
    expect(useAuthStore.getState().error).toBe(
      "This login method doesn't work in this type of browser. Please open this website in Chrome, Firefox, or Safari instead.",
    );
    vi.restoreAllMocks();
    await useAuthStore.getState().loginWithSSO('myspace');
    expect(useAuthStore.getState()).toMatchObject({
      error: 'An error occurred. Please try again later.',
      isLoading: false,
    });
    expect(client.signIn.social).not.toHaveBeenCalled();
  });

  it('resetPassword: clears loading on success; a failure is only logged', async () => {
    client.requestPasswordReset.mockResolvedValueOnce({ data: { status: true }, error: null });
    expect(await useAuthStore.getState().resetPassword('mari@example.com')).toBe(true);
    expect(client.requestPasswordReset).toHaveBeenCalledWith({ email: 'mari@example.com' });
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, error: null });

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    client.requestPasswordReset.mockResolvedValueOnce(fail('TOO_MANY_REQUESTS', 'Too many attempts.', 429));
    expect(await useAuthStore.getState().resetPassword('mari@example.com')).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(useAuthStore.getState().error).toBeNull();
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it('logout: signs out on the server and forgets user and token', async () => {
    client.signOut.mockResolvedValue({ data: { success: true }, error: null });
    useAuthStore.getState().setUser(identityUser());
    await useAuthStore.getState().logout();
    expect(client.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('setUser sets isAuthenticated from the user and stops loading; clearError empties the error', () => {
    useAuthStore.getState().setUser(identityUser());
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
    useAuthStore.getState().setUser(null);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    useAuthStore.setState({ error: 'x' });
    useAuthStore.getState().clearError();
    expect(useAuthStore.getState().error).toBeNull();
  });

  it('persists only user and isAuthenticated, under auth-storage', () => {
    useAuthStore.setState({ user: identityUser(), isAuthenticated: true, isLoading: false, error: 'shown' });
    const saved = JSON.parse(localStorage.getItem('auth-storage')!);
    expect(Object.keys(saved.state).sort()).toEqual(['isAuthenticated', 'user']);
  });

  it('syncSession: reads the session and the linked providers; no session signs out', async () => {
    client.getSession.mockResolvedValueOnce({
      data: {
        user: { ...serverUser, name: 'Mari Tamm' },
        session: { createdAt: '2026-11-20T08:00:00.000Z' },
      },
      error: null,
    });
    client.listAccounts.mockResolvedValueOnce({ data: [{ providerId: 'github' }], error: null });
    await useAuthStore.getState().syncSession();
    await vi.waitFor(() =>
      expect(useAuthStore.getState().user?.providerData).toEqual([{ providerId: 'github' }]),
    );
    expect(useAuthStore.getState().user).toMatchObject({
      displayName: 'Mari Tamm',
      metadata: { lastSignInTime: '2026-11-20T08:00:00.000Z' },
    });

    client.getSession.mockResolvedValueOnce({ data: null, error: null });
    await useAuthStore.getState().syncSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
  });

  it('syncSession: a disabled user is signed out; offline keeps the remembered user', async () => {
    useAuthStore.getState().setUser(identityUser());
    client.getSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await useAuthStore.getState().syncSession();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    client.getSession.mockResolvedValueOnce(fail('USER_DISABLED', 'This account has been disabled.', 403));
    await useAuthStore.getState().syncSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('signs out when the token endpoint says the session is over (revoked elsewhere)', async () => {
    useAuthStore.getState().setUser(identityUser());
    client.token.mockResolvedValueOnce(fail('UNAUTHORIZED', 'Unauthorized', 401));
    expect(await getIdToken(true)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });
});
