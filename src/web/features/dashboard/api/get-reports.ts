import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DashboardReport } from '../types';

export function getReports(restaurantId: string, signal?: AbortSignal): Promise<DashboardReport> {
  return api.get<DashboardReport>(`/api/restaurants/${encodeURIComponent(restaurantId)}/reports`, signal);
}

export const reportsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['reports', restaurantId, 'dashboard'],
    queryFn: ({ signal }) => getReports(restaurantId, signal),
  });

/**
 * Fresh each time the dashboard opens, and every minute while it stays open. A report fetched in
 * the last seconds counts as fresh: the panel asks for it while the tab's code is still loading
 * (admin/tabs.ts), and the tab should show that answer, not ask again.
 */
export function useDashboardReport(restaurantId: string) {
  return useQuery({
    ...reportsQueryOptions(restaurantId),
    staleTime: 10_000,
    refetchOnMount: true,
    refetchInterval: 60_000,
  });
}
