import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyTransactionView } from '../../../../domain/loyalty/loyalty-api';
import { api } from '../../../lib/api-client';
import { loyaltyKey, loyaltyPath } from './keys';

/** One customer's ledger, newest first. */
export const transactionsQueryOptions = (restaurantId: string, customerId: string) =>
  queryOptions({
    queryKey: [...loyaltyKey(restaurantId), 'transactions', customerId],
    queryFn: ({ signal }) =>
      api.get<LoyaltyTransactionView[]>(
        `${loyaltyPath(restaurantId)}/customers/${encodeURIComponent(customerId)}/transactions`,
        signal,
      ),
  });

export function useTransactions(restaurantId: string, customerId: string) {
  return useQuery(transactionsQueryOptions(restaurantId, customerId));
}
