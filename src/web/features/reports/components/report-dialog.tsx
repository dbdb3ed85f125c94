import { displayCell } from '../../../../domain/reports/report-format';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { useReport } from '../api/get-report';
import type { ReportRequest } from '../lib/report-request';
import { DownloadLinks } from './download-links';
import { ReportChart } from './report-chart';
import { ReportSections, ReportTable } from './report-table';

/** A generated report on screen: summary, chart, table and totals, with its exports. */
export function ReportDialog({
  restaurantId,
  request,
  onClose,
}: {
  restaurantId: string;
  request: ReportRequest | null;
  onClose: () => void;
}) {
  const report = useReport(restaurantId, request);
  const data = report.data;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {/* One column no wider than the dialog: a wide table scrolls inside its own box. */}
      <DialogContent className="max-w-4xl grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>{request?.title ?? data?.title ?? 'Relatório'}</DialogTitle>
          <DialogDescription>
            {data ? `${data.restaurantName} · Período: ${data.period.label}` : 'Gerando relatório...'}
          </DialogDescription>
        </DialogHeader>
        {report.isPending && <LoadingState label="Gerando relatório..." />}
        {report.isError && (
          <ErrorState
            message={serverMessage(report.error) ?? 'Não foi possível gerar o relatório.'}
            onRetry={() => report.refetch()}
          />
        )}
        {data && request && (
          <div className="flex min-w-0 flex-col gap-5">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {data.summary.map((item) => (
                <div key={item.label} className="rounded-xl bg-stone-50 p-3">
                  <dt className="text-sm text-stone-700">{item.label}</dt>
                  <dd className="text-lg font-bold text-stone-900">
                    {item.value === null ? 'Sem comparação' : displayCell(item.value, item.kind)}
                  </dd>
                </div>
              ))}
            </dl>
            <ReportChart report={data} />
            <ReportTable report={data} />
            <ReportSections report={data} />
            <DownloadLinks restaurantId={restaurantId} request={request} name={data.title} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
