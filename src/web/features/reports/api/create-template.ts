import type { ReportTemplate, ReportTemplateInput } from '../../../../domain/reports/report-template';
import { api } from '../../../lib/api-client';
import { restaurantPath } from '../lib/report-request';
import { useReportsMutation } from './use-reports-mutation';

export const useCreateTemplate = (restaurantId: string) =>
  useReportsMutation(restaurantId, (input: ReportTemplateInput) =>
    api.post<ReportTemplate>(`${restaurantPath(restaurantId)}/report-templates`, input),
  );
