import { PRESET_REPORTS } from '../../../../domain/reports/report-template';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ReportRequest } from '../lib/report-request';
import { DownloadLinks } from './download-links';

const requestOf = (preset: (typeof PRESET_REPORTS)[number]): ReportRequest => ({
  kind: 'type',
  type: preset.reportType,
  period: { preset: preset.filters.period },
  filters: preset.filters,
  title: preset.name,
});

/** 'Vendas semanais', 'Análise de canais' and 'Desempenho da fidelidade', ready to view or export. */
export function PresetReports({
  restaurantId,
  onView,
}: {
  restaurantId: string;
  onView: (request: ReportRequest) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Relatórios pré-configurados</CardTitle>
        <CardDescription>Os relatórios mais usados, com um clique.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 md:grid-cols-3">
          {PRESET_REPORTS.map((preset) => (
            <li key={preset.key} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4">
              <span className="font-semibold text-stone-900">{preset.name}</span>
              <span className="text-sm text-stone-700">{preset.description}</span>
              <span className="mt-auto flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onView(requestOf(preset))}
                  aria-label={`Visualizar ${preset.name}`}
                >
                  Visualizar
                </Button>
                <DownloadLinks restaurantId={restaurantId} request={requestOf(preset)} name={preset.name} />
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
