import { api } from '../../../lib/api-client';
import { useReportsMutation } from './use-reports-mutation';

export const useDeleteTemplate = (restaurantId: string) =>
  useReportsMutation(restaurantId, (id: string) =>
    api.delete<void>(`/api/report-templates/${encodeURIComponent(id)}`),
  );
