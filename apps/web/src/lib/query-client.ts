import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (a 4xx code) will not get better by asking again; our side failing or no
      // connection may.
      retry: (count, err) => (!(err instanceof ApiError) || err.retryable) && count < 2,
    },
  },
});
