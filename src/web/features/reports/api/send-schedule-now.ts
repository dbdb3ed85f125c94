import { api } from '../../../lib/api-client';
import type { ScheduledReport } from './get-schedules';
import { useReportsMutation } from './use-reports-mutation';

/** 'Enviar agora': the schedule falls due at once and the server e-mails it within a minute. */
export const useSendScheduleNow = (restaurantId: string) =>
  useReportsMutation(restaurantId, (id: string) =>
    api.post<ScheduledReport>(`/api/scheduled-reports/${encodeURIComponent(id)}/send-now`),
  );
