import { api } from '../../../lib/api-client';
import { useReportsMutation } from './use-reports-mutation';

export const useDeleteSchedule = (restaurantId: string) =>
  useReportsMutation(restaurantId, (id: string) =>
    api.delete<void>(`/api/scheduled-reports/${encodeURIComponent(id)}`),
  );
