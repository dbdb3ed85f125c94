/**
 * 'Fila de impressão' (`kitchen.reprint`): the recent print jobs, each with its station, order and
 * status; a failed one in red with the printer's error and 'Reimprimir' (a new job, printed with
 * 'REIMPRESSÃO' on top). Live through the panel's stream.
 */
import { formatTime } from '../../../../domain/format/format';
import { PRINT_JOB_STATUS_LABELS, type PrintJobStatus } from '../../../../domain/kitchen/print-jobs';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { usePrintJobs, useReprintJob } from '../api';
import { orderLabel } from '../failed-jobs';
import { useLivePrintJobs } from '../live';
import { KitchenCard } from './kitchen-card';

const STATUS_STYLES: Record<PrintJobStatus, string> = {
  pendente: 'bg-amber-100 text-amber-900',
  imprimindo: 'bg-sky-100 text-sky-900',
  impresso: 'bg-green-100 text-green-900',
  falhou: 'bg-red-700 text-white',
};

const SHOWN = 30;

export function PrintQueueCard({ restaurantId }: { restaurantId: string }) {
  const jobs = usePrintJobs(restaurantId);
  useLivePrintJobs(restaurantId);
  const reprint = useReprintJob(restaurantId);
  const timeZone = useRestaurantTimeZone();
  return (
    <KitchenCard
      title="Fila de impressão"
      description="Os últimos pedidos enviados às impressoras das praças."
      query={jobs}
    >
      {(list) => (
        <div className="flex flex-col gap-2">
          {list.length === 0 ? (
            <p className="text-stone-700">Nada impresso ainda.</p>
          ) : (
            <ul aria-label="Trabalhos de impressão" className="flex flex-col gap-2">
              {list.slice(0, SHOWN).map((job) => {
                const failed = job.status === 'falhou';
                const what = `${orderLabel(job)} · ${job.stationName}`;
                return (
                  <li
                    key={job.id}
                    aria-label={what}
                    className={cn(
                      'flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3',
                      failed ? 'border-red-600 bg-red-50' : 'border-stone-200',
                    )}
                  >
                    <div className="min-w-0">
                      <p className="font-semibold text-stone-900">
                        {what}
                        {job.reprint && (
                          <span className="ml-2 rounded bg-stone-200 px-1.5 py-0.5 text-xs font-medium text-stone-800">
                            Reimpressão
                          </span>
                        )}
                      </p>
                      <p className="text-sm text-stone-700">
                        {formatTime(job.createdAt, timeZone)}
                        {job.attempts > 1 && ` · ${job.attempts} tentativas`}
                      </p>
                      {failed && job.error && (
                        <p className="break-words text-sm font-medium text-red-800">{job.error}</p>
                      )}
                    </div>
                    <div className="flex items-center gap-2">
                      <span
                        className={cn(
                          'rounded-full px-2.5 py-0.5 text-sm font-semibold',
                          STATUS_STYLES[job.status],
                        )}
                      >
                        {PRINT_JOB_STATUS_LABELS[job.status]}
                      </span>
                      {failed && (
                        <Button
                          size="sm"
                          variant="destructive"
                          aria-label={`Reimprimir ${what}`}
                          disabled={reprint.isPending}
                          onClick={() => reprint.mutate(job.id)}
                        >
                          Reimprimir
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {reprint.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
              {serverMessage(reprint.error) ?? 'Não foi possível reimprimir. Tente de novo.'}
            </p>
          )}
        </div>
      )}
    </KitchenCard>
  );
}
