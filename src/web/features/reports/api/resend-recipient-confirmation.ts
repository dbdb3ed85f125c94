import { api } from '../../../lib/api-client';
import type { ScheduledReport } from './get-schedules';
import { useReportsMutation } from './use-reports-mutation';

/** 'Reenviar': a new confirmation link to one recipient who has not confirmed yet. */
export const useResendRecipientConfirmation = (restaurantId: string) =>
  useReportsMutation(restaurantId, ({ scheduleId, email }: { scheduleId: string; email: string }) =>
    api.post<ScheduledReport>(`/api/scheduled-reports/${encodeURIComponent(scheduleId)}/recipients/resend`, {
      email,
    }),
  );
