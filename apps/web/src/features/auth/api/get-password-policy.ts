import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordPolicy } from '@prompttee/domain/contracts/password-policy';
import { DEFAULT_PASSWORD_POLICY } from '@prompttee/domain/password-policy';

export { DEFAULT_PASSWORD_POLICY, type PasswordPolicy };

/**
 * GET /api/auth/password-policy: the rules sign-up and password reset enforce. The contract (and
 * zod, ~25 kB gzip) loads beside the request, not with the login page, which shows the default
 * policy until the answer arrives.
 */
export async function getPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy> {
  const [response, { passwordPolicySchema }] = await Promise.all([
    fetch('/api/auth/password-policy', { signal: signal ?? null }),
    import('@prompttee/domain/contracts/password-policy'),
  ]);
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return passwordPolicySchema.parse(await response.json());
}

export const passwordPolicyQuery = () =>
  queryOptions({
    queryKey: ['password-policy'],
    queryFn: ({ signal }) => getPasswordPolicy(signal),
    staleTime: Infinity,
  });

export function usePasswordPolicy(): PasswordPolicy {
  return useQuery(passwordPolicyQuery()).data ?? DEFAULT_PASSWORD_POLICY;
}
