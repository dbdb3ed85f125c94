import { useState } from 'react';
import type { AdminTabProps } from '../../admin/types';
import { useTemplates } from '../api/get-templates';
import type { ReportRequest } from '../lib/report-request';
import { PresetReports } from './preset-reports';
import { QuickReports } from './quick-reports';
import { ReportCentre } from './report-centre';
import { ReportDialog } from './report-dialog';
import { type ScheduleEditing, SchedulesSection } from './schedules-section';
import { TemplatesSection } from './templates-section';

/** The 'Relatórios' tab: the sales report card, the report centre, presets, templates and schedules. */
export function ReportsTab({ restaurantId, label }: AdminTabProps) {
  const [viewing, setViewing] = useState<ReportRequest | null>(null);
  const [scheduling, setScheduling] = useState<ScheduleEditing>(null);
  const templates = useTemplates(restaurantId);
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <QuickReports restaurantId={restaurantId} onView={setViewing} />
      <ReportCentre onGenerate={setViewing} />
      <PresetReports restaurantId={restaurantId} onView={setViewing} />
      <TemplatesSection
        restaurantId={restaurantId}
        onView={setViewing}
        onSchedule={(template) => setScheduling({ templateId: template.id })}
      />
      <SchedulesSection
        restaurantId={restaurantId}
        templates={templates.data?.templates ?? []}
        editing={scheduling}
        onEdit={setScheduling}
      />
      <ReportDialog restaurantId={restaurantId} request={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
