/**
 * The orders panel's red banner when a station's printer failed and nothing replaced the job yet:
 * 'A impressora da Cozinha falhou: sem papel · Reimprimir'. Shown to who may reprint
 * (`kitchen.reprint`); live through the panel's stream.
 */
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useMe } from '../../auth/api/get-me';
import { usePrintJobs, useReprintJob } from '../api';
import { failureText, orderLabel, unresolvedFailures } from '../failed-jobs';
import { useLivePrintJobs } from '../live';

export function PrintFailureBanner({ restaurantId }: { restaurantId: string }) {
  const me = useMe().data;
  const acting = me?.acting;
  // Nothing is asked before the session says who is acting.
  const allowed =
    me !== undefined && me !== null && (!acting || acting.capabilities.includes('kitchen.reprint'));
  const jobs = usePrintJobs(restaurantId, { enabled: allowed });
  useLivePrintJobs(restaurantId, allowed);
  const reprint = useReprintJob(restaurantId);
  const failures = unresolvedFailures(jobs.data ?? []).slice(0, 3);
  if (!allowed || failures.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl bg-red-700 p-3 text-white">
      {failures.map((job) => (
        <div key={job.id} className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 break-words font-semibold">
            {failureText(job)} <span className="font-normal">({orderLabel(job)})</span>
          </p>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Reimprimir ${orderLabel(job)} na impressora ${job.stationName}`}
            disabled={reprint.isPending}
            onClick={() => reprint.mutate(job.id)}
          >
            Reimprimir
          </Button>
        </div>
      ))}
      {reprint.isError && (
        <p className="font-medium">
          {serverMessage(reprint.error) ?? 'Não foi possível reimprimir. Tente de novo.'}
        </p>
      )}
    </div>
  );
}
