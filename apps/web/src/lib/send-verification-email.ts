import { useMutation } from '@tanstack/react-query';
import { identityCall } from './identity-call';

/** POST /api/auth/send-verification-email: a fresh link to confirm the address. */
export async function sendVerificationEmail(email: string): Promise<void> {
  const { authClient } = await import('@/lib/auth-client');
  await identityCall(() => authClient.sendVerificationEmail({ email, callbackURL: '/profile?verified=1' }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
