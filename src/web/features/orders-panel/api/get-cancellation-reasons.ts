import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PartnerCancellationReason {
  code: string;
  description: string;
}

/** The reasons the order's platform accepts (iFood asks its API; Rappi's are documented). */
export function useCancellationReasons(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['cancellation-reasons', orderId],
    queryFn: ({ signal }) =>
      api.get<PartnerCancellationReason[]>(
        `/api/orders/${encodeURIComponent(orderId)}/cancellation-reasons`,
        signal,
      ),
    enabled,
    staleTime: 60_000,
  });
}
