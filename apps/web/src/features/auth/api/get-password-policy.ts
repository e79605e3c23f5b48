import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const passwordPolicySchema = z.object({
  minPasswordLength: z.number().int().positive(),
  maxPasswordLength: z.number().int().positive(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/** Spec section 5: the minimum length defaults to 6 until (or unless) the server says otherwise. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minPasswordLength: 6, maxPasswordLength: 128 };

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
