import type { ScheduleInput } from '../../../../domain/reports/schedule';
import { api } from '../../../lib/api-client';
import { restaurantPath } from '../lib/report-request';
import type { ScheduledReport } from './get-schedules';
import { useReportsMutation } from './use-reports-mutation';

export const useCreateSchedule = (restaurantId: string) =>
  useReportsMutation(restaurantId, (input: ScheduleInput) =>
    api.post<ScheduledReport>(`${restaurantPath(restaurantId)}/scheduled-reports`, input),
  );
