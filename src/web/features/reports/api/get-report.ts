import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportData } from '../../../../domain/reports/report-types';
import { api } from '../../../lib/api-client';
import { type ReportRequest, reportPath } from '../lib/report-request';

export const reportQueryOptions = (restaurantId: string, request: ReportRequest) =>
  queryOptions({
    queryKey: ['reports', restaurantId, 'report', reportPath(restaurantId, request)],
    queryFn: ({ signal }) => api.get<ReportData>(reportPath(restaurantId, request), signal),
  });

/** A generated report; fresh each time it is opened. */
export function useReport(restaurantId: string, request: ReportRequest | null) {
  return useQuery({
    ...reportQueryOptions(
      restaurantId,
      request ?? { kind: 'type', type: 'sales', period: { preset: 'today' } },
    ),
    enabled: request !== null,
    refetchOnMount: 'always',
  });
}
