/**
 * A paid sale's NFC-e where the money was taken (issue 35): the bill closing screen and the order
 * paid at the counter. The sale's note is looked up by `?billId=` / `?orderId=`; in 'manual' mode
 * 'Emitir NFC-e' issues it (idempotent: the same sale gives the same note), in 'automatico' the
 * note the payment issued is awaited. Then its state ('Autorizada', 'Em processamento', 'Rejeitada:'
 * with what to fix and 'Tentar de novo', 'Aguardando envio (contingência)') and 'Imprimir DANFE':
 * a print job at the Caixa's printer, followed like the pre-bill's, or, with no printer there (or
 * its 409), the server's 80 mm DANFE page printed by the browser from a hidden frame.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { isIssued } from '../../../../domain/fiscal/receipt-status';
import { PrintFrame, type PrintPage } from '../../../components/print/print-frame';
import { Button } from '../../../components/ui/button';
import { ApiError, api, isApiError, serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useMe } from '../../auth/api/get-me';
import { type PrintJobView, printJobsKey, usePrintJobs } from '../../kitchen-settings/api';
import { failureText } from '../../kitchen-settings/failed-jobs';
import { useLivePrintJobs } from '../../kitchen-settings/live';
import { useKitchenPrinting } from '../../kitchen-settings/use-kitchen-printers';
import { panelSettingsQueryOptions } from '../../orders-panel/api/panel-settings';
import { danfeUrl, type ReceiptView } from '../api';
import { useReceiptEvents } from '../live';

export type SaleRef = { billId: string } | { orderId: string };

export const DANFE_SENT = 'DANFE enviado para a impressora do Caixa.';
export const DANFE_PRINTED = 'DANFE impresso no Caixa.';
/** The server's words for a note its provider is still working on (fiscal-issue.ts). */
const PROCESSING = /processando/i;

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/fiscal`;
const saleKey = (restaurantId: string, sale: SaleRef) =>
  [
    'fiscal-receipts',
    restaurantId,
    'sale',
    'billId' in sale ? `bill:${sale.billId}` : `order:${sale.orderId}`,
  ] as const;

/** The sale's note, or null while it has none. */
function useSaleReceipt(restaurantId: string, sale: SaleRef, waiting: boolean) {
  const queryClient = useQueryClient();
  // The panel's stream says when this sale's note changes; the polling below covers a stream down.
  useReceiptEvents(restaurantId, (event) => {
    const ours = 'billId' in sale ? event.billId === sale.billId : event.orderId === sale.orderId;
    if (ours) void queryClient.invalidateQueries({ queryKey: saleKey(restaurantId, sale) });
  });
  const query =
    'billId' in sale
      ? `billId=${encodeURIComponent(sale.billId)}`
      : `orderId=${encodeURIComponent(sale.orderId)}`;
  return useQuery({
    queryKey: saleKey(restaurantId, sale),
    queryFn: async ({ signal }) =>
      (await api.get<{ receipts: ReceiptView[] }>(`${base(restaurantId)}/receipts?${query}`, signal))
        .receipts[0] ?? null,
    // Followed while the provider works on it (or the payment's note is on its way), then left alone.
    refetchInterval: (state) => {
      const receipt = state.state.data;
      if (receipt === undefined) return false;
      if (receipt === null) return waiting ? 2_000 : false;
      return receipt.status === 'pendente' ? 5_000 : false;
    },
  });
}

interface NoteState {
  label: string;
  detail: string | null;
  tone: 'ok' | 'wait' | 'bad';
}

/** What the cashier reads of the note's state. */
export function noteState(receipt: ReceiptView): NoteState {
  switch (receipt.status) {
    case 'autorizada':
      return { label: 'Autorizada', detail: null, tone: 'ok' };
    case 'contingencia':
      return {
        label: 'Emitida em contingência',
        detail: 'A SEFAZ confirma a nota depois; o DANFE já vale para o cliente.',
        tone: 'ok',
      };
    case 'pendente':
      return receipt.advice && PROCESSING.test(receipt.advice)
        ? { label: 'Em processamento', detail: 'O emissor está autorizando a nota.', tone: 'wait' }
        : {
            label: 'Aguardando envio (contingência)',
            detail:
              receipt.advice ??
              'O emissor não respondeu. A venda está registrada e a nota será enviada sozinha.',
            tone: 'wait',
          };
    case 'rejeitada':
      return {
        label: `Rejeitada: ${receipt.advice ?? 'a SEFAZ recusou a nota.'}`,
        detail: null,
        tone: 'bad',
      };
    case 'denegada':
      return { label: 'Denegada', detail: receipt.advice, tone: 'bad' };
    case 'cancelada':
      return { label: 'Cancelada', detail: null, tone: 'bad' };
  }
}

interface SaleNoteProps {
  restaurantId: string;
  sale: SaleRef;
  issueMode: 'automatico' | 'manual';
  /** The CPF (digits) typed for this sale, sent with 'Emitir NFC-e'; the sale's own otherwise. */
  cpf?: string | null;
  /** The sale's name for the buttons' accessible names ('pedido #A1'). */
  saleName?: string;
}

export function SaleNote({ restaurantId, sale, issueMode, cpf, saleName }: SaleNoteProps) {
  const queryClient = useQueryClient();
  const receipt = useSaleReceipt(restaurantId, sale, issueMode === 'automatico');
  const issue = useMutation({
    mutationFn: () =>
      api.post<ReceiptView>(`${base(restaurantId)}/receipts`, { ...sale, ...(cpf ? { cpf } : {}) }),
    onSuccess: (view) => queryClient.setQueryData(saleKey(restaurantId, sale), view),
  });
  const retry = useMutation({
    mutationFn: (receiptId: string) =>
      api.post<ReceiptView>(`${base(restaurantId)}/receipts/${encodeURIComponent(receiptId)}/retry`),
    onSuccess: (view) => queryClient.setQueryData(saleKey(restaurantId, sale), view),
  });
  const suffix = saleName ? <span className="sr-only"> ({saleName})</span> : null;

  if (receipt.isPending) return null;
  if (receipt.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
        {serverMessage(receipt.error) ?? 'Não foi possível ver a nota fiscal desta venda.'}
      </p>
    );
  const note = receipt.data;

  return (
    <section
      aria-label="Nota fiscal (NFC-e)"
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3"
    >
      <h3 className="font-semibold text-stone-900">Nota fiscal (NFC-e)</h3>
      {note ? (
        <NoteStatus note={note} />
      ) : issueMode === 'automatico' ? (
        <p role="status" className="text-stone-800">
          <span className="font-semibold">Em processamento</span>: a NFC-e desta venda está sendo emitida.
        </p>
      ) : (
        <div>
          <Button disabled={issue.isPending} onClick={() => issue.mutate()}>
            {issue.isPending ? 'Emitindo…' : 'Emitir NFC-e'}
            {suffix}
          </Button>
        </div>
      )}
      {issue.isError && (
        <p role="alert" className="break-words rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(issue.error) ?? 'Não foi possível emitir a NFC-e. Tente de novo.'}
        </p>
      )}
      {note?.canRetry && note.status === 'rejeitada' && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            onClick={() => retry.mutate(note.id)}
          >
            {retry.isPending ? 'Enviando…' : 'Tentar de novo'}
            {suffix}
          </Button>
        </div>
      )}
      {retry.isError && (
        <p role="alert" className="break-words rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(retry.error) ?? 'Não foi possível enviar a nota de novo.'}
        </p>
      )}
      {note && isIssued(note.status) && (
        <PrintDanfe restaurantId={restaurantId} receiptId={note.id} suffix={suffix} />
      )}
    </section>
  );
}

function NoteStatus({ note }: { note: ReceiptView }) {
  const state = noteState(note);
  const number = note.number
    ? `NFC-e nº ${note.number}${note.series ? ` · Série ${note.series}` : ''}`
    : null;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-1 rounded-lg p-3',
        state.tone === 'ok' && 'bg-green-50 text-green-900',
        state.tone === 'wait' && 'bg-amber-50 text-amber-950',
        state.tone === 'bad' && 'bg-red-50 text-red-900',
      )}
    >
      <p className="break-words font-semibold">{state.label}</p>
      {state.detail && <p className="break-words text-sm">{state.detail}</p>}
      {(number || note.cpfMasked) && (
        // Each piece kept whole on a phone ('CPF' never left apart from its digits).
        <p className="text-sm">
          {[number, note.cpfMasked ? `CPF ${note.cpfMasked}` : null]
            .filter((piece): piece is string => piece !== null)
            .map((piece, index) => (
              <Fragment key={piece}>
                {index > 0 && ' · '}
                <span className="whitespace-nowrap">{piece}</span>
              </Fragment>
            ))}
        </p>
      )}
      {note.environment === 'homologacao' && (
        <p className="text-sm">Ambiente de homologação: nota sem valor fiscal.</p>
      )}
    </div>
  );
}

/** The DANFE's 80 mm page as the server renders it, for the browser to print. */
async function fetchDanfeHtml(restaurantId: string, receiptId: string): Promise<string> {
  const response = await fetch(danfeUrl(restaurantId, receiptId), { credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return text;
}

function PrintDanfe({
  restaurantId,
  receiptId,
  suffix,
}: {
  restaurantId: string;
  receiptId: string;
  suffix: React.ReactNode;
}) {
  const [page, setPage] = useState<PrintPage | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const counterPrinter = useKitchenPrinting(restaurantId)?.counterPrinter === true;

  async function printInBrowser() {
    setState('loading');
    try {
      const html = await fetchDanfeHtml(restaurantId, receiptId);
      setPage((current) => ({ html, n: (current?.n ?? 0) + 1 }));
      setState('idle');
    } catch {
      setState('error');
    }
  }
  // No printer at the Caixa after all (409): the browser prints it at once.
  const counter = useCounterDanfe(restaurantId, receiptId, () => void printInBrowser());

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
              ? 'Preparando o DANFE…'
              : 'Imprimir DANFE'}
          {suffix}
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
          Não foi possível preparar o DANFE para imprimir. Tente de novo.
        </p>
      )}
      {page && <PrintFrame page={page} title="DANFE NFC-e (80 mm)" testId="danfe-frame" />}
    </div>
  );
}

/**
 * The DANFE sent to the Caixa's printer and its job followed through the print queue (who may see
 * the queue, `kitchen.reprint`), live on the panel's stream; a 409 (no printer there) prints in
 * the browser instead.
 */
function useCounterDanfe(restaurantId: string, receiptId: string, noPrinter: () => void) {
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
    mutationFn: () => api.post<PrintJobView>(`${danfeUrl(restaurantId, receiptId)}/print`),
    onMutate: () => setJobId(null),
    onSuccess: (job) => {
      setJobId(job.id);
      void queryClient.invalidateQueries({ queryKey: printJobsKey(restaurantId) });
    },
    onError: (error) => {
      if (!isApiError(error, 409)) return;
      void queryClient.invalidateQueries({ queryKey: panelSettingsQueryOptions(restaurantId).queryKey });
      noPrinter();
    },
  });
  const job = follows ? jobs.data?.find((candidate) => candidate.id === jobId) : undefined;
  const failed = job?.status === 'falhou' ? job : undefined;

  let status: string | null = null;
  if (jobId !== null && !failed) status = job?.status === 'impresso' ? DANFE_PRINTED : DANFE_SENT;
  let problem: string | null = null;
  if (send.isError && !isApiError(send.error, 409))
    problem = serverMessage(send.error) ?? 'Não foi possível enviar o DANFE para o Caixa. Tente de novo.';
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
