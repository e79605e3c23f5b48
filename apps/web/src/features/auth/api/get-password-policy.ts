import { useEffect, useSyncExternalStore } from 'react';
import type { PasswordPolicy } from '@prompttee/domain/contracts/password-policy';
import { DEFAULT_PASSWORD_POLICY } from '@prompttee/domain/password-policy';

export { DEFAULT_PASSWORD_POLICY, type PasswordPolicy };

/**
 * GET /api/auth/password-policy: the rules sign-up and password reset enforce. The contract (and
 * zod's mini build, ~11 kB gzip) loads beside the request, not with the login page, which shows
 * the default policy until the answer arrives.
 */
export async function getPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy> {
  const [response, { passwordPolicySchema }] = await Promise.all([
    fetch('/api/auth/password-policy', { signal: signal ?? null }),
    import('@prompttee/domain/contracts/password-policy'),
  ]);
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return passwordPolicySchema.parse(await response.json());
}

// Fetched once per page load and kept (it changes only with the server's configuration). Held
// here rather than in TanStack Query, whose ~12 kB the login page's first load has no room for.
let loaded: PasswordPolicy | null = null;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load() {
  request ??= getPasswordPolicy().then(
    (policy) => {
      loaded = policy;
      for (const listener of listeners) listener();
    },
    // The default stays in force; the next page that needs the policy asks again.
    () => {
      request = null;
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// The prerendered login page (entry-server.tsx) shows the default, as the first visit does.
const notLoadedYet = () => null;

export function usePasswordPolicy(): PasswordPolicy {
  const policy = useSyncExternalStore(subscribe, () => loaded, notLoadedYet);
  useEffect(load, []);
  return policy ?? DEFAULT_PASSWORD_POLICY;
}
