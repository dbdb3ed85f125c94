import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TestCheckoutState } from './types';

export function getTestCheckout(paymentId: string, signal?: AbortSignal): Promise<TestCheckoutState> {
  return api.get<TestCheckoutState>(`/api/payments/test-checkout/${encodeURIComponent(paymentId)}`, signal);
}

export const testCheckoutQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['test-checkout', paymentId],
    queryFn: ({ signal }) => getTestCheckout(paymentId, signal),
  });

export function useTestCheckout(paymentId: string) {
  return useQuery(testCheckoutQueryOptions(paymentId));
}
