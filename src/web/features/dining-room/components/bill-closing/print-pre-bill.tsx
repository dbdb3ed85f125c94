/**
 * 'Imprimir conta'. When the counter (Caixa) has a printer (the panel's settings say so for every
 * role, decision 0050), the pre-bill is sent to it as a print job (`POST …/pre-bill/print`) and the
 * job is followed like the print queue follows its jobs: sent, printed, or failed in red with
 * 'Reimprimir' (the pre-bill sent again, as the bill is now) and the browser's paper as a way out. Otherwise the server's 80 mm pre-bill page
 * (`?format=html`: the rows in a monospace `<pre>`, `@page` 80 mm, no script) is read and put in a
 * hidden frame of its own, which is printed. The frame is `srcdoc` rather than the route's URL
 * because every answer forbids framing (CSP `frame-ancestors 'none'`); the page still comes from the
 * server, figures included.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PrintFrame, type PrintPage } from '../../../../components/print/print-frame';
import { Button } from '../../../../components/ui/button';
import { isApiError, serverMessage } from '../../../../lib/api-client';
import { useMe } from '../../../auth/api/get-me';
import { printJobsKey, usePrintJobs } from '../../../kitchen-settings/api';
import { failureText } from '../../../kitchen-settings/failed-jobs';
import { useLivePrintJobs } from '../../../kitchen-settings/live';
import { useKitchenPrinting } from '../../../kitchen-settings/use-kitchen-printers';
import { panelSettingsQueryOptions } from '../../../orders-panel/api/panel-settings';
import { fetchPreBillHtml, sendPreBillToCounter } from '../../api';

export const SENT_TO_COUNTER = 'Conta enviada para a impressora do Caixa.';
export const PRINTED_AT_COUNTER = 'Conta impressa no Caixa.';

export function PrintPreBill({ restaurantId, billId }: { restaurantId: string; billId: string }) {
  const [page, setPage] = useState<PrintPage | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const counterPrinter = useKitchenPrinting(restaurantId)?.counterPrinter === true;
  const counter = useCounterPreBill(restaurantId, billId);

  async function printInBrowser() {
    setState('loading');
    try {
      const html = await fetchPreBillHtml(restaurantId, billId);
      setPage((current) => ({ html, n: (current?.n ?? 0) + 1 }));
      setState('idle');
    } catch {
      setState('error');
    }
  }

  const busy = state === 'loading' || counter.sending;
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => (counterPrinter ? counter.send() : void printInBrowser())}
        >
          {counter.sending
            ? 'Enviando ao Caixa…'
            : state === 'loading'
              ? 'Preparando a conta…'
              : 'Imprimir conta'}
        </Button>
      </div>
      {counter.status && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {counter.status}
        </p>
      )}
      {counter.problem && (
        <div role="alert" className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-red-900">
          <p className="break-words font-medium">{counter.problem}</p>
          <div className="flex flex-wrap gap-2">
            {counter.failed && (
              <Button size="sm" variant="outline" disabled={busy} onClick={counter.send}>
                Reimprimir
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                counter.clear();
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
          Não foi possível preparar a conta para imprimir. Tente de novo.
        </p>
      )}
      {page && <PrintFrame page={page} title="Conferência de conta (80 mm)" testId="pre-bill-frame" />}
    </div>
  );
}

/**
 * The pre-bill sent to the Caixa's printer and its job followed through the print queue (who may
 * see the queue, `kitchen.reprint`: every role that sees a bill has it), live on the panel's stream.
 */
function useCounterPreBill(restaurantId: string, billId: string) {
  const [jobId, setJobId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const me = useMe().data;
  const acting = me?.acting;
  const follows =
    jobId !== null &&
    me !== undefined &&
    me !== null &&
    (!acting || acting.capabilities.includes('kitchen.reprint'));
  const jobs = usePrintJobs(restaurantId, { enabled: follows });
  useLivePrintJobs(restaurantId, follows);
  const send = useMutation({
    mutationFn: () => sendPreBillToCounter(restaurantId, billId),
    onSuccess: (job) => {
      setJobId(job.id);
      void queryClient.invalidateQueries({ queryKey: printJobsKey(restaurantId) });
    },
    onMutate: () => setJobId(null),
    // 409: the Caixa's printer was taken away meanwhile; the next click prints in the browser.
    onError: (error) => {
      if (isApiError(error, 409))
        void queryClient.invalidateQueries({ queryKey: panelSettingsQueryOptions(restaurantId).queryKey });
    },
  });
  const job = follows ? jobs.data?.find((candidate) => candidate.id === jobId) : undefined;
  const failed = job?.status === 'falhou' ? job : undefined;

  let status: string | null = null;
  if (jobId !== null && !failed) status = job?.status === 'impresso' ? PRINTED_AT_COUNTER : SENT_TO_COUNTER;
  let problem: string | null = null;
  if (send.isError)
    problem = serverMessage(send.error) ?? 'Não foi possível enviar a conta para o Caixa. Tente de novo.';
  else if (failed) problem = `${failureText(failed)}.`;

  return {
    sending: send.isPending,
    send: () => send.mutate(),
    status,
    problem,
    failed: failed !== undefined,
    clear: () => {
      send.reset();
      setJobId(null);
    },
  };
}
