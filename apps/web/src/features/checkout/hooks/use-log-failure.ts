import { useEffect } from 'react';

/** Spec section 8: some failures are only logged, not shown. */
export function useLogFailure(error: unknown, message: string) {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
