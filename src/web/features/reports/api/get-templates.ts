import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportTemplate } from '../../../../domain/reports/report-template';
import { api } from '../../../lib/api-client';
import { restaurantPath } from '../lib/report-request';

export const templatesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['reports', restaurantId, 'templates'],
    queryFn: ({ signal }) =>
      api.get<{ templates: ReportTemplate[] }>(`${restaurantPath(restaurantId)}/report-templates`, signal),
  });

export const useTemplates = (restaurantId: string) => useQuery(templatesQueryOptions(restaurantId));
