import type { ScheduleInput } from '../../../../domain/reports/schedule';
import { api } from '../../../lib/api-client';
import type { ScheduledReport } from './get-schedules';
import { useReportsMutation } from './use-reports-mutation';

export const useUpdateSchedule = (restaurantId: string) =>
  useReportsMutation(restaurantId, ({ id, ...input }: ScheduleInput & { id: string }) =>
    api.put<ScheduledReport>(`/api/scheduled-reports/${encodeURIComponent(id)}`, input),
  );
