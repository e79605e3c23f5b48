import { useMutation } from '@tanstack/react-query';
import type { AuthError } from '@/lib/auth-errors';
import { clearIdToken } from '@/lib/id-token';
import { identityCall } from '@/lib/identity-call';
import { useAuthStore } from '@/stores/auth-store';

/** POST /api/auth/reset-password: sets the new password with the token from the e-mailed link. */
export async function resetPasswordWithToken(input: { token: string; newPassword: string }): Promise<void> {
  const { authClient } = await import('@/lib/auth-client');
  await identityCall(() => authClient.resetPassword(input));
}

export function useResetPasswordWithToken() {
  return useMutation<void, AuthError, { token: string; newPassword: string }>({
    mutationFn: resetPasswordWithToken,
    // Every session ended with the reset, this browser's included.
    onSuccess: () => {
      clearIdToken();
      if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().setUser(null);
    },
  });
}
