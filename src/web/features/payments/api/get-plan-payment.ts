import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PlanPaymentState, WAITING_STATUSES } from './types';

export function getPlanPayment(paymentId: string, signal?: AbortSignal): Promise<PlanPaymentState> {
  return api.get<PlanPaymentState>(`/api/plan-payments/${encodeURIComponent(paymentId)}`, signal);
}

export const planPaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['plan-payments', paymentId],
    queryFn: ({ signal }) => getPlanPayment(paymentId, signal),
    // A PIX or card under review is confirmed by the webhook: keep asking while it waits.
    refetchInterval: (query) =>
      query.state.data && WAITING_STATUSES.includes(query.state.data.status) ? 5000 : false,
  });

export function usePlanPayment(paymentId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...planPaymentQueryOptions(paymentId ?? ''), enabled: enabled && Boolean(paymentId) });
}
