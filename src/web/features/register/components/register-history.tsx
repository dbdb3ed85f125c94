/**
 * 'Histórico': the sessions of a period (days of the restaurant's calendar) and register, each with
 * its difference and closing report; 'Exportar CSV' downloads the same period from the server; the
 * payments taken with no register open are listed apart, as the server answers them.
 */
import { useState } from 'react';
import { formatBRL, formatDateTime } from '../../../../domain/format/format';
import type { Capability } from '../../../../domain/staff/capabilities';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { exportCsvUrl, type RegisterSession, type SessionFilters, useRegisters, useSessions } from '../api';
import { dayIn, daysBefore, differenceTone } from '../format';
import { ClosingTable } from './closing-table';
import { PrintReport } from './print-report';
import { ReopenDialog } from './reopen-dialog';

type May = (capability: Capability) => boolean;

export function RegisterHistory({ restaurantId, may }: { restaurantId: string; may: May }) {
  const timeZone = useRestaurantTimeZone();
  const today = dayIn(timeZone);
  const [filters, setFilters] = useState<SessionFilters>({ from: daysBefore(today, 6), to: today });
  const registers = useRegisters(restaurantId);
  const sessions = useSessions(restaurantId, filters);
  const [report, setReport] = useState<RegisterSession | null>(null);
  const [reopening, setReopening] = useState<RegisterSession | null>(null);
  // Only the last session of a register may be reopened, and only while none is open on it.
  const lastClosedIds = new Set(
    (registers.data?.registers ?? [])
      .filter((register) => !register.openSession)
      .map(
        (register) =>
          sessions.data?.sessions.find(
            (session) => session.registerId === register.id && session.status === 'fechado',
          )?.id,
      ),
  );

  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label="Filtrar sessões"
        className="grid gap-3 rounded-xl border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField id="history-from" label="De">
          {() => (
            <Input
              id="history-from"
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) =>
                setFilters((current) => ({ ...current, from: event.target.value || undefined }))
              }
            />
          )}
        </FormField>
        <FormField id="history-to" label="Até">
          {() => (
            <Input
              id="history-to"
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) =>
                setFilters((current) => ({ ...current, to: event.target.value || undefined }))
              }
            />
          )}
        </FormField>
        <FormField id="history-register" label="Caixa">
          {() => (
            <select
              id="history-register"
              className={cn(fieldClasses, 'h-10')}
              value={filters.registerId ?? ''}
              onChange={(event) =>
                setFilters((current) => ({ ...current, registerId: event.target.value || undefined }))
              }
            >
              <option value="">Todos os caixas</option>
              {registers.data?.registers.map((register) => (
                <option key={register.id} value={register.id}>
                  {register.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <a className={buttonClasses('outline')} href={exportCsvUrl(restaurantId, filters)} download>
          Exportar CSV
        </a>
      </form>
      {sessions.isPending ? (
        <LoadingState label="Carregando sessões..." />
      ) : sessions.isError ? (
        <ErrorState message="Não foi possível carregar as sessões." onRetry={() => sessions.refetch()} />
      ) : sessions.data.sessions.length === 0 ? (
        <p className="rounded-xl border border-stone-300 bg-white p-6 text-stone-800">
          Nenhuma sessão de caixa neste período.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Sessões de caixa">
          {sessions.data.sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-3 rounded-xl border border-stone-300 bg-white p-4 md:flex-row md:items-center md:justify-between"
            >
              <div className="min-w-0">
                <p className="font-bold text-stone-900">
                  {session.registerName} · {formatDateTime(session.openedAt, timeZone)}
                  {session.closedAt && ` até ${formatDateTime(session.closedAt, timeZone)}`}
                </p>
                <p className="text-stone-700">
                  {session.status === 'aberto' ? 'Aberto' : 'Fechado'} · aberto por {session.openedBy.name}
                  {session.closedBy && `, fechado por ${session.closedBy.name}`}
                </p>
                <p className="text-stone-800">
                  {session.salesCents !== null && <>Vendas {formatBRL(session.salesCents)}</>}
                  {session.closing && (
                    <>
                      {session.salesCents !== null && ' · '}
                      <span className={cn('font-semibold', differenceTone(session.closing.differenceCents))}>
                        {session.closing.differenceLabel}
                      </span>
                    </>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {session.status === 'fechado' && (
                  <Button variant="outline" size="sm" onClick={() => setReport(session)}>
                    Ver fechamento
                  </Button>
                )}
                {may('register.reopen') && lastClosedIds.has(session.id) && (
                  <Button variant="outline" size="sm" onClick={() => setReopening(session)}>
                    Reabrir
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {sessions.data && sessions.data.withoutSession.payments.length > 0 && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {sessions.data.withoutSession.label}: {sessions.data.withoutSession.payments.length} pagamento(s),{' '}
          {formatBRL(sessions.data.withoutSession.totalCents)}.
        </p>
      )}
      <Dialog open={report !== null} onOpenChange={(open) => !open && setReport(null)}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Fechamento · {report?.registerName}</DialogTitle>
            <DialogDescription>
              {report?.closedAt && `Fechado em ${formatDateTime(report.closedAt, timeZone)}`}
              {report?.closedBy && ` por ${report.closedBy.name}`}
            </DialogDescription>
          </DialogHeader>
          {report?.closing && <ClosingTable closing={report.closing} />}
          {report?.note && <p className="text-stone-800">Observação: {report.note}</p>}
          {report && (
            <PrintReport
              restaurantId={restaurantId}
              sessionId={report.id}
              followsJobs={may('kitchen.reprint')}
            />
          )}
        </DialogContent>
      </Dialog>
      <ReopenDialog restaurantId={restaurantId} session={reopening} onClose={() => setReopening(null)} />
    </div>
  );
}
