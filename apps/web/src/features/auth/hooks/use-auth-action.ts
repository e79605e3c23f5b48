import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '@/stores/auth-store';

// Spec sections 4 and 9: an error banner shows for 5 s; an action running longer than 30 s
// clears the error and shows the banner anyway; a sent reset link shows a notice for 3 s.
export const ERROR_BANNER_MS = 5_000;
export const ACTION_TIMEOUT_MS = 30_000;
export const RESET_NOTICE_MS = 3_000;

export type AuthActionKind = 'login' | 'signup' | 'sso' | 'reset';

/**
 * Runs the login card's actions: which one is pending, the 30 s watchdog, and the error banner
 * that hides itself after 5 s.
 */
export function useAuthAction() {
  const error = useAuthStore((s) => s.error);
  const clearError = useAuthStore((s) => s.clearError);
  const [pending, setPending] = useState<AuthActionKind | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
    return id;
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (!error) return;
    const id = setTimeout(clearError, ERROR_BANNER_MS);
    return () => clearTimeout(id);
  }, [error, clearError]);

  /** Runs `action`, resolving to what it resolves to: falsy when it failed. */
  const run = useCallback(
    async <T>(kind: AuthActionKind, action: () => Promise<T>): Promise<T> => {
      setTimedOut(false);
      setPending(kind);
      const watchdog = later(ACTION_TIMEOUT_MS, () => {
        clearError();
        useAuthStore.setState({ isLoading: false });
        setPending(null);
        setTimedOut(true);
        later(ERROR_BANNER_MS, () => setTimedOut(false));
      });
      const ok = await action();
      clearTimeout(watchdog);
      timers.current.delete(watchdog);
      // A started SSO sign-in leaves the page: stay busy until the browser is gone.
      if (!(ok && kind === 'sso')) setPending(null);
      return ok;
    },
    [clearError, later],
  );

  return { pending, timedOut, error, run, later, clearError };
}
