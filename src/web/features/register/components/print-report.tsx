/**
 * 'Imprimir relatório' of a closed session (decision 0051). When the counter (Caixa) has a printer,
 * the report goes to it as a print job (`POST …/report/print`) followed live like the pre-bill's;
 * otherwise, or when the server answers 409 (no printer), the server's 80 mm page (`?format=html`)
 * is printed from a hidden frame of its own, as 'Imprimir conta' does.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PrintFrame, type PrintPage } from '../../../components/print/print-frame';
import { Button } from '../../../components/ui/button';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { printJobsKey, usePrintJobs } from '../../kitchen-settings/api';
import { failureText } from '../../kitchen-settings/failed-jobs';
import { useLivePrintJobs } from '../../kitchen-settings/live';
import { useKitchenPrinting } from '../../kitchen-settings/use-kitchen-printers';
import { panelSettingsQueryOptions } from '../../orders-panel/api/panel-settings';
import { fetchReportHtml, sendReportToCounter } from '../api';

export const REPORT_SENT = 'Relatório enviado para a impressora do Caixa.';
export const REPORT_PRINTED = 'Relatório impresso no Caixa.';

export function PrintReport({
  restaurantId,
  sessionId,
  followsJobs,
}: {
  restaurantId: string;
  sessionId: string;
  /** Whether the acting person sees the print queue (`kitchen.reprint`) to follow the job. */
  followsJobs: boolean;
}) {
  const [page, setPage] = useState<PrintPage | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const counterPrinter = useKitchenPrinting(restaurantId)?.counterPrinter === true;
  const [jobId, setJobId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const follows = jobId !== null && followsJobs;
  const jobs = usePrintJobs(restaurantId, { enabled: follows });
  useLivePrintJobs(restaurantId, follows);

  async function printInBrowser() {
    setState('loading');
    try {
      const html = await fetchReportHtml(restaurantId, sessionId);
      setPage((current) => ({ html, n: (current?.n ?? 0) + 1 }));
      setState('idle');
    } catch {
      setState('error');
    }
  }

  const send = useMutation({
    mutationFn: () => sendReportToCounter(restaurantId, sessionId),
    onMutate: () => setJobId(null),
    onSuccess: (job) => {
      setJobId(job.id);
      void queryClient.invalidateQueries({ queryKey: printJobsKey(restaurantId) });
    },
    onError: (error) => {
      // No printer at the Caixa after all: the browser prints it, and the settings are read again.
      if (isApiError(error, 409)) {
        void queryClient.invalidateQueries({ queryKey: panelSettingsQueryOptions(restaurantId).queryKey });
        send.reset();
        void printInBrowser();
      }
    },
  });

  const job = follows ? jobs.data?.find((candidate) => candidate.id === jobId) : undefined;
  const failed = job?.status === 'falhou' ? job : undefined;
  const status =
    jobId !== null && !failed ? (job?.status === 'impresso' ? REPORT_PRINTED : REPORT_SENT) : null;
  const problem = send.isError
    ? (serverMessage(send.error) ?? 'Não foi possível enviar o relatório para o Caixa. Tente de novo.')
    : failed
      ? `${failureText(failed)}.`
      : null;
  const busy = state === 'loading' || send.isPending;

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => (counterPrinter ? send.mutate() : void printInBrowser())}
        >
          {send.isPending
            ? 'Enviando ao Caixa…'
            : state === 'loading'
              ? 'Preparando o relatório…'
              : 'Imprimir relatório'}
        </Button>
      </div>
      {status && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {status}
        </p>
      )}
      {problem && (
        <div role="alert" className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-red-900">
          <p className="break-words font-medium">{problem}</p>
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                send.reset();
                setJobId(null);
                void printInBrowser();
              }}
            >
              Imprimir pelo navegador
            </Button>
          </div>
        </div>
      )}
      {state === 'error' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          Não foi possível preparar o relatório para imprimir. Tente de novo.
        </p>
      )}
      {page && <PrintFrame page={page} title="Fechamento de caixa (80 mm)" testId="register-report-frame" />}
    </div>
  );
}
