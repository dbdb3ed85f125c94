import { FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ReportRequest } from '../lib/report-request';
import { DownloadLinks } from './download-links';

type QuickReport = { name: string; description: string; request: ReportRequest & { kind: 'type' } };

const quick = (
  name: string,
  description: string,
  request: Omit<QuickReport['request'], 'kind' | 'title'>,
) => ({
  name,
  description,
  request: { kind: 'type' as const, title: name, ...request },
});

/** The first report card (section 2): daily, weekly and monthly sales, top 10, revenue per product, loyalty. */
export const QUICK_REPORTS: QuickReport[] = [
  quick('Relatório diário de vendas', 'Vendas de hoje', { type: 'sales', period: { preset: 'today' } }),
  quick('Relatório semanal de vendas', 'Vendas dos últimos 7 dias', {
    type: 'sales',
    period: { preset: 'last7' },
  }),
  quick('Relatório mensal de vendas', 'Vendas deste mês', { type: 'sales', period: { preset: 'thisMonth' } }),
  quick('Top 10 produtos', 'Os mais vendidos do mês', {
    type: 'products',
    period: { preset: 'thisMonth' },
    filters: { limit: 10 },
  }),
  quick('Receita por produto', 'Pedidos entregues neste mês', {
    type: 'products',
    period: { preset: 'thisMonth' },
    filters: { sortBy: 'revenue' },
  }),
  quick('Relatório de fidelidade', 'Pontos e clientes do programa neste mês', {
    type: 'loyalty',
    period: { preset: 'thisMonth' },
  }),
];

export function QuickReports({
  restaurantId,
  onView,
}: {
  restaurantId: string;
  onView: (request: ReportRequest) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Relatórios de vendas</CardTitle>
        <CardDescription>Vendas, produtos e fidelidade prontos para baixar.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-stone-100">
          {QUICK_REPORTS.map((report) => (
            <li key={report.name} className="flex flex-wrap items-center gap-3 py-3">
              <FileText className="size-5 text-orange-700" aria-hidden="true" />
              <span className="min-w-40 flex-1">
                <span className="block font-medium text-stone-900">{report.name}</span>
                <span className="block text-sm text-stone-700">{report.description}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onView(report.request)}
                aria-label={`Visualizar ${report.name}`}
              >
                Visualizar
              </Button>
              <DownloadLinks
                restaurantId={restaurantId}
                request={report.request}
                name={report.name}
                verb="Baixar"
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
