import type { ReportTemplate, ReportTemplateInput } from '../../../../domain/reports/report-template';
import { api } from '../../../lib/api-client';
import { useReportsMutation } from './use-reports-mutation';

export const useUpdateTemplate = (restaurantId: string) =>
  useReportsMutation(restaurantId, ({ id, ...input }: ReportTemplateInput & { id: string }) =>
    api.put<ReportTemplate>(`/api/report-templates/${encodeURIComponent(id)}`, input),
  );
