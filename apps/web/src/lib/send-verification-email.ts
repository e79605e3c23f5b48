import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/send-verification-email: a fresh link to confirm the address. */
export async function sendVerificationEmail(email: string): Promise<void> {
  const { authClient } = await import('@/lib/auth-client');
  let result: Awaited<ReturnType<typeof authClient.sendVerificationEmail>>;
  try {
    result = await authClient.sendVerificationEmail({ email, callbackURL: '/profile?verified=1' });
  } catch {
    throw (await import('@/lib/auth-errors')).networkAuthError();
  }
  if (result.error) throw (await import('@/lib/auth-errors')).toAuthError(result.error);
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
