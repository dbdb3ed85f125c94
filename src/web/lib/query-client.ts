import { QueryClient } from '@tanstack/react-query';

/**
 * Section 7 of the specification: nothing is retried, data never goes stale on its own and
 * returning to the tab does not refetch. Screens that need fresh data say so themselves
 * (polling, invalidation after a mutation).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
