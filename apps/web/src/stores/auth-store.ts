import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearIdToken } from '@/lib/id-token';

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
    providerData: (extra.providers ?? []).map((providerId) => ({ providerId })),
    metadata: { creationTime: iso(user.createdAt), lastSignInTime: iso(extra.lastSignIn) },
  };
}

export type AuthState = {
  user: IdentityUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  setUser(user: IdentityUser | null): void;
  clearError(): void;
  /** Re-reads the session cookie's user; signs out locally when the session is gone. */
  syncSession(): Promise<void>;
  logout(): Promise<void>;
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      isLoading: true,
      error: null,
      setUser: (user) => set({ user, isAuthenticated: !!user, isLoading: false }),
      clearError: () => set({ error: null }),
      // The identity client loads on demand so the landing page does not pay for it.
      async syncSession() {
        const { authClient } = await import('@/lib/auth-client');
        const { data } = await authClient.getSession().catch(() => ({ data: null }));
        if (!data?.user) clearIdToken();
        set({
          user: data?.user ? toIdentityUser(data.user, { lastSignIn: data.session.createdAt }) : null,
          isAuthenticated: !!data?.user,
          isLoading: false,
        });
      },
      async logout() {
        const { authClient } = await import('@/lib/auth-client');
        await authClient.signOut().catch(() => {});
        clearIdToken();
        set({ user: null, isAuthenticated: false, isLoading: false });
      },
    }),
    {
      name: 'auth-storage',
      storage: createJSONStorage(() => localStorage),
      // Spec section 3: only user and isAuthenticated are persisted.
      partialize: (s) => ({ user: s.user, isAuthenticated: s.isAuthenticated }),
    },
  ),
);
