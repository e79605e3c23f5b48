import { i18n } from '@lingui/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearIdToken, getIdToken, onSessionEnded } from '@/lib/id-token';
import { identityCall, loadAuthMessages, type ClientResult } from '@/lib/identity-call';
import { EMBEDDED_BROWSER_MESSAGE, isEmbeddedBrowser, SSO_PROVIDERS, type SsoProvider } from '@/lib/sso';

/** The identity user of spec section 3, filled from our identity service's session. */
export type IdentityUser = {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  isAnonymous: boolean;
  tenantId: string | null;
  providerData: { providerId: string }[];
  metadata: { creationTime: string | null; lastSignInTime: string | null };
};

export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  name?: string | null;
  image?: string | null;
  createdAt?: string | Date;
};

/** better-auth calls the e-mail and password account 'credential'; the spec's identity says 'password'. */
const providerIdOf = (id: string) => (id === 'credential' ? 'password' : id);

export function toIdentityUser(
  user: SessionUser,
  extra: { providers?: string[]; lastSignIn?: string | Date | null } = {},
): IdentityUser {
  const iso = (d: string | Date | null | undefined) => (d ? new Date(d).toISOString() : null);
  return {
    uid: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.name?.trim() ? user.name : null,
    photoURL: user.image ?? null,
    phoneNumber: null,
    isAnonymous: false,
    tenantId: null,
    providerData: (extra.providers ?? []).map((id) => ({ providerId: providerIdOf(id) })),
    metadata: { creationTime: iso(user.createdAt), lastSignInTime: iso(extra.lastSignIn) },
  };
}

/**
 * What sign-up came to: a new account signed in, or an address that already had an account, whose
 * owner the server mailed instead (no session: the customer is asked to check their inbox).
 */
export type SignUpOutcome = 'signed-in' | 'check-inbox';

export type AuthState = {
  user: IdentityUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** Each resolves true on success; on failure the friendly message is in `error`. */
  login(email: string, password: string): Promise<boolean>;
  /** Resolves false on failure, like the others. */
  signup(email: string, password: string): Promise<SignUpOutcome | false>;
  /** Leaves the page for the provider; `returnTo` is where the customer lands afterwards. */
  loginWithSSO(provider: string, returnTo?: string): Promise<boolean>;
  /** Failures are only logged (spec section 8); resolves false then. */
  resetPassword(email: string): Promise<boolean>;
  logout(): Promise<void>;
  setUser(user: IdentityUser | null): void;
  clearError(): void;
  /** Re-reads the session cookie's user; signs out locally when the session is gone. */
  syncSession(): Promise<void>;
};

const client = () => import('@/lib/auth-client').then((m) => m.authClient);

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      const signedIn = (user: SessionUser, providers: string[]) => {
        set({
          user: toIdentityUser(user, { providers, lastSignIn: new Date() }),
          isAuthenticated: true,
          isLoading: false,
        });
        void getIdToken(true);
      };
      const failed = async (err: unknown): Promise<false> => {
        const { AUTH_MESSAGES, friendlyAuthMessage } = await loadAuthMessages();
        const message = friendlyAuthMessage(err);
        const generic = i18n._(AUTH_MESSAGES.generic);
        // The spec's messages name what went wrong; the generic one does not, so the real cause
        // (a refused origin, a server error...) goes to the console for whoever investigates.
        if (message === generic) console.error('Identity request failed', err);
        set({ error: message, isLoading: false });
        return false;
      };
      const signedOut = () => {
        clearIdToken();
        set({ user: null, isAuthenticated: false, isLoading: false });
      };

      return {
        user: null,
        isAuthenticated: false,
        isLoading: true,
        error: null,

        async login(email, password) {
          set({ isLoading: true, error: null });
          try {
            const auth = await client();
            const data = await identityCall(() => auth.signIn.email({ email, password }));
            signedIn(data.user, ['credential']);
            return true;
          } catch (err) {
            return failed(err);
          }
        },

        async signup(email, password) {
          set({ isLoading: true, error: null });
          try {
            const auth = await client();
            // The server mails a verification link to the new, unverified address.
            await identityCall(() => auth.signUp.email({ email, password, name: '' }));
            // A taken address is answered alike, so only the session cookie that comes with a
            // new account tells whether anyone is signed in (docs/decisions/047).
            const session = await identityCall(() => auth.getSession());
            if (!session?.user) {
              set({ isLoading: false });
              return 'check-inbox';
            }
            signedIn(session.user, ['credential']);
            return 'signed-in';
          } catch (err) {
            return failed(err);
          }
        },

        async loginWithSSO(provider, returnTo = '/') {
          set({ isLoading: true, error: null });
          try {
            if (isEmbeddedBrowser(navigator.userAgent)) {
              throw new Error(EMBEDDED_BROWSER_MESSAGE);
            }
            if (!SSO_PROVIDERS.includes(provider as SsoProvider)) throw new Error('Invalid provider');
            const auth = await client();
            // On success the client sends the browser to the provider; we stay 'loading' until then.
            await identityCall(() =>
              auth.signIn.social({
                provider: provider as SsoProvider,
                callbackURL: returnTo,
                newUserCallbackURL: returnTo,
                errorCallbackURL: '/login',
              }),
            );
            return true;
          } catch (err) {
            return failed(err);
          }
        },

        async resetPassword(email) {
          set({ isLoading: true, error: null });
          try {
            const auth = await client();
            await identityCall(() => auth.requestPasswordReset({ email }));
            set({ isLoading: false });
            return true;
          } catch (err) {
            console.error('Password reset failed', err);
            // The spec keeps loading on after a failed reset; a stuck flag would hold the route
            // guard on its spinner, so it is cleared (and no error is set, as the spec says).
            set({ isLoading: false });
            return false;
          }
        },

        async logout() {
          const auth = await client().catch(() => null);
          await auth?.signOut().catch(() => {});
          signedOut();
        },

        setUser: (user) => set({ user, isAuthenticated: !!user, isLoading: false }),
        clearError: () => set({ error: null }),

        async syncSession() {
          watchSession();
          let result: ClientResult<{ user: SessionUser; session: { createdAt: string | Date } }>;
          try {
            const auth = await client();
            result = (await auth.getSession()) as typeof result;
          } catch {
            // Offline: keep the persisted user; the next sync or token refresh decides.
            set({ isLoading: false });
            return;
          }
          const data = result.data;
          if (!data?.user) {
            // The status, not a code: a proxy's 5xx page carries none, and any refusal (4xx)
            // means the session is gone, whatever better-auth's code for it.
            if (!result.error || result.error.status < 500) signedOut();
            else set({ isLoading: false });
            return;
          }
          const previous = get().user;
          const keepProviders =
            previous?.uid === data.user.id ? previous.providerData.map((p) => p.providerId) : [];
          set({
            user: toIdentityUser(data.user, { providers: keepProviders, lastSignIn: data.session.createdAt }),
            isAuthenticated: true,
            isLoading: false,
          });
          void getIdToken();
          void loadProviders(data.user.id);
        },
      };
    },
    {
      name: 'auth-storage',
      storage: createJSONStorage(() => localStorage),
      // Spec section 3: only user and isAuthenticated are persisted.
      partialize: (s) => ({ user: s.user, isAuthenticated: s.isAuthenticated }),
    },
  ),
);

/** The sign-in methods linked to the account (e-mail and password, Google...), for the profile. */
async function loadProviders(userId: string) {
  try {
    const auth = await client();
    const { data } = await auth.listAccounts();
    const user = useAuthStore.getState().user;
    if (!data || user?.uid !== userId) return;
    useAuthStore.setState({
      user: { ...user, providerData: data.map((a) => ({ providerId: providerIdOf(a.providerId) })) },
    });
  } catch {
    // The profile then shows 'Unknown'; nothing else depends on it.
  }
}

// Spec section 4: a revoked session or a disabled user is signed out, whichever call notices.
onSessionEnded(() => {
  if (useAuthStore.getState().isAuthenticated) {
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false });
  }
});

let watching = false;
/** Re-checks the session when the customer comes back to the tab (revoked elsewhere meanwhile?). */
function watchSession() {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && useAuthStore.getState().isAuthenticated) {
      void useAuthStore.getState().syncSession();
    }
  });
}
