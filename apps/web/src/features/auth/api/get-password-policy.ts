import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PASSWORD_POLICY,
  passwordPolicySchema,
  type PasswordPolicy,
} from '@prompttee/domain/contracts/password-policy';

export { DEFAULT_PASSWORD_POLICY, type PasswordPolicy };

/** GET /api/auth/password-policy: the rules sign-up and password reset enforce. */
export async function getPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy> {
  const response = await fetch('/api/auth/password-policy', { signal: signal ?? null });
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
