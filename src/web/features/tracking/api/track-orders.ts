import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TrackedOrder } from '../types';

export function trackOrders(phone: string, signal?: AbortSignal): Promise<TrackedOrder[]> {
  return api.get<TrackedOrder[]>(`/api/orders/track/${encodeURIComponent(phone)}`, signal);
}

export const trackOrdersQueryOptions = (phone: string) =>
  queryOptions({ queryKey: ['orders', 'track', phone], queryFn: ({ signal }) => trackOrders(phone, signal) });

/** Runs once a phone has been submitted (section 7); polls every 5 s while the live stream is down. */
export function useTrackOrders(phone: string | null, pollMs: number | false) {
  return useQuery({
    ...trackOrdersQueryOptions(phone ?? ''),
    enabled: phone !== null,
    refetchInterval: pollMs,
  });
}
