import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleFrequency } from '../../../../domain/reports/schedule';
import { api } from '../../../lib/api-client';
import { restaurantPath } from '../lib/report-request';

/** 'pending': the address has not opened its confirmation link and receives nothing yet. */
export interface ScheduleRecipient {
  email: string;
  status: 'confirmed' | 'pending';
  invitedAt: string | null;
}

export interface ScheduledReport {
  id: string;
  templateId: string;
  templateName: string | null;
  name: string;
  frequency: ScheduleFrequency;
  emailTo: string[];
  recipients: ScheduleRecipient[];
  isActive: boolean;
  nextRun: string;
  lastRun: string | null;
  lastError: string | null;
}

export const schedulesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['reports', restaurantId, 'schedules'],
    queryFn: ({ signal }) =>
      api.get<{ accountEmailVerified: boolean; schedules: ScheduledReport[] }>(
        `${restaurantPath(restaurantId)}/scheduled-reports`,
        signal,
      ),
  });

export const useSchedules = (restaurantId: string) => useQuery(schedulesQueryOptions(restaurantId));
