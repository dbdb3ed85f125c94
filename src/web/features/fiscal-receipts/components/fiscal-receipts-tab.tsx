/**
 * 'Notas fiscais' (issue 35, decisions 0052 and 0059), for whoever issues notes at the till
 * (`fiscal.issue`): the period's NFC-e with their status in Portuguese, what to fix on a rejected
 * one and 'Tentar de novo', 'Ver DANFE' and 'Imprimir' (the Caixa's printer, or the browser when
 * the Caixa has none), 'Cancelar nota' within the 30 minutes (`fiscal.cancel`), and, for who sees
 * reports (`reports.view`), the fiscal report per day and the month's XMLs for the accountant.
 */
import { useState } from 'react';
import { formatAccessKey } from '../../../../domain/fiscal/nfce';
import {
  isIssued,
  RECEIPT_STATUS_LABELS,
  RECEIPT_STATUSES,
  type ReceiptStatus,
} from '../../../../domain/fiscal/receipt-status';
import { formatBRL, formatDateTime } from '../../../../domain/format/format';
import { zonedDateKey } from '../../../../domain/reports/periods';
import type { Capability } from '../../../../domain/staff/capabilities';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { fieldClasses, Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import type { AdminTabProps } from '../../admin/types';
import { useMe } from '../../auth/api/get-me';
import {
  danfeUrl,
  type ReceiptFilters,
  type ReceiptView,
  usePrintDanfe,
  useReceipts,
  useRetryReceipt,
} from '../api';
import { CancelReceiptDialog } from './cancel-receipt-dialog';
import { FiscalReportCard } from './fiscal-report-card';

const STATUS_STYLES: Record<ReceiptStatus, string> = {
  pendente: 'bg-amber-100 text-amber-900',
  contingencia: 'bg-sky-100 text-sky-900',
  autorizada: 'bg-green-100 text-green-900',
  rejeitada: 'bg-red-700 text-white',
  denegada: 'bg-stone-800 text-white',
  cancelada: 'bg-stone-200 text-stone-800',
};

function saleLabel(receipt: ReceiptView): string {
  // The server names the table as people read it ('Mesa 7', 'Varanda 2').
  if (receipt.tableLabel) return receipt.tableLabel;
  if (receipt.orderNumber !== null) return `Pedido #${receipt.orderNumber}`;
  return receipt.saleKind === 'bill' ? 'Conta de mesa' : 'Pedido';
}

function ReceiptItem({
  restaurantId,
  receipt,
  timeZone,
  mayCancel,
  onCancel,
}: {
  restaurantId: string;
  receipt: ReceiptView;
  timeZone: string;
  mayCancel: boolean;
  onCancel: (receipt: ReceiptView) => void;
}) {
  const retry = useRetryReceipt(restaurantId);
  const print = usePrintDanfe(restaurantId);
  const issued = isIssued(receipt.status);
  const page = danfeUrl(restaurantId, receipt.id);
  const title = receipt.number
    ? `NFC-e nº ${receipt.number}${receipt.series ? ` · Série ${receipt.series}` : ''}`
    : 'NFC-e sem número ainda';
  const printDanfe = () =>
    print.mutate(receipt.id, {
      onSuccess: (job) => toast({ title: `DANFE enviado à impressora do ${job.stationName}.` }),
      onError: (error) => {
        // No printer at the Caixa: the browser prints the 80 mm page instead.
        if (isApiError(error, 409)) {
          const opened = window.open(`${page}#imprimir`, '_blank');
          opened?.addEventListener('load', () => opened.print());
          toast({ title: 'Sem impressora no Caixa: o DANFE abriu para imprimir pelo navegador.' });
        } else
          toast({
            title: serverMessage(error) ?? 'Não foi possível imprimir o DANFE.',
            variant: 'destructive',
          });
      },
    });
  return (
    <li
      aria-label={`${title}, ${saleLabel(receipt)}`}
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3',
        receipt.status === 'rejeitada' ? 'border-red-600 bg-red-50' : 'border-stone-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{title}</p>
          <p className="text-sm text-stone-700">
            {saleLabel(receipt)} · {formatDateTime(receipt.createdAt, timeZone)}
            {receipt.cpfMasked && ` · CPF ${receipt.cpfMasked}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="font-semibold text-stone-900 tabular-nums">{formatBRL(receipt.totalCents)}</span>
          <span
            className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', STATUS_STYLES[receipt.status])}
          >
            {receipt.statusLabel || RECEIPT_STATUS_LABELS[receipt.status]}
          </span>
        </div>
      </div>
      {receipt.environment === 'homologacao' && (
        <p className="text-sm text-stone-700">Ambiente de homologação: nota sem valor fiscal.</p>
      )}
      {receipt.accessKey && (
        <p className="break-all font-mono text-xs text-stone-700">
          Chave {formatAccessKey(receipt.accessKey)}
        </p>
      )}
      {receipt.status === 'contingencia' && (
        <p className="text-sm text-sky-900">
          Emitida em contingência: vale para o cliente e será confirmada na SEFAZ assim que ela voltar.
        </p>
      )}
      {receipt.status === 'pendente' && (
        <p className="text-sm text-amber-900">
          A nota será enviada de novo automaticamente. A venda segue normalmente.
        </p>
      )}
      {(receipt.status === 'rejeitada' || receipt.status === 'denegada') && receipt.advice && (
        <p className="text-sm font-medium text-red-800">
          {receipt.sefazCode && `Código ${receipt.sefazCode}: `}
          {receipt.advice}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {receipt.canRetry && (
          <Button
            size="sm"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(receipt.id, {
                onError: (error) =>
                  toast({
                    title: serverMessage(error) ?? 'Não foi possível reenviar a nota.',
                    variant: 'destructive',
                  }),
              })
            }
          >
            {retry.isPending ? 'Enviando…' : 'Tentar de novo'}
          </Button>
        )}
        {issued && (
          <>
            <a className={buttonClasses('outline', 'sm')} href={page} target="_blank" rel="noreferrer">
              Ver DANFE
            </a>
            <Button size="sm" variant="outline" disabled={print.isPending} onClick={printDanfe}>
              {print.isPending ? 'Imprimindo…' : 'Imprimir'}
            </Button>
          </>
        )}
        {receipt.canCancel && mayCancel && (
          <Button size="sm" variant="destructive" onClick={() => onCancel(receipt)}>
            Cancelar nota
          </Button>
        )}
      </div>
    </li>
  );
}

export function FiscalReceiptsTab({ restaurantId, label }: AdminTabProps) {
  const me = useMe();
  const timeZone = useRestaurantTimeZone();
  const today = zonedDateKey(new Date(), timeZone);
  const [filters, setFilters] = useState<ReceiptFilters>({ from: today, to: today, status: '' });
  const [cancelling, setCancelling] = useState<ReceiptView | null>(null);
  const receipts = useReceipts(restaurantId, filters);
  const capabilities = me.data?.acting?.capabilities;
  const can = (capability: Capability) => !capabilities || capabilities.includes(capability);
  const badRange = filters.from > filters.to;
  return (
    <section aria-labelledby="fiscal-receipts-title" className="flex flex-col gap-5">
      <div>
        <h2 id="fiscal-receipts-title" className="text-2xl font-bold text-stone-900">
          {label}
        </h2>
        <p className="text-stone-700">
          As NFC-e emitidas nas vendas, o DANFE para o cliente e o cancelamento.
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-wrap items-end gap-3 pt-6">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="fiscal-from">De</Label>
            <Input
              id="fiscal-from"
              type="date"
              className="w-40"
              value={filters.from}
              max={today}
              onChange={(event) => event.target.value && setFilters({ ...filters, from: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="fiscal-to">Até</Label>
            <Input
              id="fiscal-to"
              type="date"
              className="w-40"
              value={filters.to}
              max={today}
              onChange={(event) => event.target.value && setFilters({ ...filters, to: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="fiscal-status">Situação</Label>
            <select
              id="fiscal-status"
              className={cn(fieldClasses, 'h-10 w-52')}
              value={filters.status}
              onChange={(event) =>
                setFilters({ ...filters, status: event.target.value as ReceiptFilters['status'] })
              }
            >
              <option value="">Todas</option>
              {RECEIPT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {RECEIPT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          {badRange && (
            <p role="alert" className="basis-full text-sm font-medium text-red-800">
              A data final vem antes da inicial.
            </p>
          )}
        </CardContent>
      </Card>
      <div className="grid items-start gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="text-lg font-semibold text-stone-900">Notas do período</h3>
          {receipts.isPending && !badRange && <p className="text-stone-700">Carregando as notas…</p>}
          {receipts.isError && (
            <p role="alert" className="text-red-800">
              {serverMessage(receipts.error) ?? 'Não foi possível carregar as notas fiscais.'}
            </p>
          )}
          {receipts.data &&
            (receipts.data.receipts.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 p-4 text-stone-700">
                Nenhuma nota fiscal no período{filters.status ? ' nesta situação' : ''}.
              </p>
            ) : (
              <ul aria-label="Notas fiscais" className="flex flex-col gap-2">
                {receipts.data.receipts.map((receipt) => (
                  <ReceiptItem
                    key={receipt.id}
                    restaurantId={restaurantId}
                    receipt={receipt}
                    timeZone={timeZone}
                    mayCancel={can('fiscal.cancel')}
                    onCancel={setCancelling}
                  />
                ))}
              </ul>
            ))}
        </div>
        {can('reports.view') && !badRange && (
          <FiscalReportCard
            restaurantId={restaurantId}
            range={{ from: filters.from, to: filters.to }}
            today={today}
          />
        )}
      </div>
      <CancelReceiptDialog
        restaurantId={restaurantId}
        receipt={cancelling}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
