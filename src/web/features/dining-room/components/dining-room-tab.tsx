/**
 * 'Mesas' (issue 33): the tables map by area, each table with its state in colour and in words,
 * people, time open and items subtotal; the calls ringing with 'Atender'; opening a free table with
 * its people; a table's bill. Live through the panel's stream. Only what the acting role may do
 * is offered (decision 0040); the server checks it again.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import type { Capability } from '../../../../domain/staff/capabilities';
import type { TableState } from '../../../../domain/tables/tables';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import type { AdminTabProps } from '../../admin/types';
import { useMe } from '../../auth/api/get-me';
import { type DiningTable, useTableAction, useTables } from '../api';
import { elapsedSince, useLiveTables } from '../live';
import { WaiterView } from '../waiter/waiter-view';
import { BillDialog } from './bill-dialog';
import { OpenTableDialog } from './open-table-dialog';
import { TablesConfigDialog } from './tables-config-dialog';

/** Colour AND word for each state, so nobody depends on colour alone. */
export const STATE_STYLES: Record<TableState, string> = {
  livre: 'border-green-600 bg-green-50 text-green-900',
  ocupada: 'border-orange-600 bg-orange-50 text-orange-950',
  conta_pedida: 'border-red-600 bg-red-50 text-red-900',
  fechando: 'border-violet-600 bg-violet-50 text-violet-900',
};

const money = (value: string) => formatBRL(parseCents(value) ?? 0);

/** 'Mesa 7 chamou o garçom', 'Mesa 4 pediu a conta'. */
export const callText = (table: DiningTable, kind: 'waiter' | 'bill') =>
  `${table.title} ${kind === 'waiter' ? 'chamou o garçom' : 'pediu a conta'}`;

export function DiningRoomTab({ restaurantId, label }: AdminTabProps) {
  const tables = useTables(restaurantId);
  useLiveTables(restaurantId);
  const action = useTableAction(restaurantId);
  const acting = useMe().data?.acting;
  const capabilities = acting?.capabilities;
  // The waiter's phone (decision 0044): a Garçom's view, or anyone's who asks for it ('Modo garçom').
  const [params, setParams] = useSearchParams();
  const view = params.get('vista');
  const waiterMode = view === 'garcom' || (view !== 'mapa' && acting?.role === 'garcom');
  const switchView = (next: 'garcom' | 'mapa') =>
    setParams(
      (current) => {
        current.set('vista', next);
        current.delete('mesa');
        return current;
      },
      { replace: true },
    );
  const can = (capability: Capability) => !capabilities || capabilities.includes(capability);
  const [now, setNow] = useState(() => Date.now());
  const [opening, setOpening] = useState<DiningTable | null>(null);
  const [billOf, setBillOf] = useState<string | null>(null);
  const [configuring, setConfiguring] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  if (tables.isPending) return <LoadingState label="Carregando mesas..." />;
  if (tables.isError)
    return <ErrorState message="Não foi possível carregar as mesas." onRetry={() => tables.refetch()} />;
  if (waiterMode)
    return (
      <WaiterView
        restaurantId={restaurantId}
        label={label}
        tables={tables.data}
        now={now}
        can={can}
        onFullMap={() => switchView('mapa')}
      />
    );
  const active = tables.data.filter((table) => table.isActive);
  const areas = [...new Set(active.map((table) => table.area))];
  const calls = active.flatMap((table) => table.pendingCalls.map((call) => ({ table, call })));
  const billTable = active.find((table) => table.bill?.id === billOf) ?? null;

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold text-stone-900">{label}</h2>
          <p className="text-stone-700">Toque numa mesa livre para abrir; numa ocupada, para ver a conta.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can('tables.manage') && (
            <Button variant="outline" onClick={() => switchView('garcom')}>
              Modo garçom
            </Button>
          )}
          {can('tables.configure') && (
            <Button variant="outline" onClick={() => setConfiguring(true)}>
              Configurar mesas
            </Button>
          )}
        </div>
      </div>

      {calls.length > 0 && (
        <section aria-label="Chamados" className="flex flex-col gap-2">
          {calls.map(({ table, call }) => (
            <div
              key={call.id}
              role="alert"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-red-600 bg-red-50 p-3 text-red-900"
            >
              <p className="font-semibold">
                {callText(table, call.kind)} · {elapsedSince(call.createdAt, now)}
              </p>
              <Button
                size="sm"
                disabled={action.isPending}
                onClick={() => action.mutate({ path: `/table-calls/${call.id}/answer` })}
              >
                Atender
              </Button>
            </div>
          ))}
        </section>
      )}
      {action.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(action.error) ?? 'Não foi possível concluir. Tente de novo.'}
        </p>
      )}

      {active.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          Nenhuma mesa cadastrada. Em 'Configurar mesas', cadastre as mesas do salão para receber os pedidos
          pelo QR Code.
        </p>
      ) : (
        areas.map((area) => (
          <section key={area} aria-label={area} className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-stone-900">{area}</h3>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {active
                .filter((table) => table.area === area)
                .map((table) => (
                  <li key={table.id}>
                    <button
                      type="button"
                      aria-label={`${table.title}, ${table.stateLabel}`}
                      onClick={() =>
                        table.bill ? setBillOf(table.bill.id) : can('tables.manage') && setOpening(table)
                      }
                      className={`flex min-h-32 w-full flex-col gap-1 rounded-xl border-2 p-3 text-left ${STATE_STYLES[table.state]}`}
                    >
                      <span className="flex w-full flex-wrap items-start justify-between gap-1">
                        <span className="break-all text-lg font-bold">{table.title}</span>
                        {table.pendingCalls.length > 0 && (
                          <span className="shrink-0 rounded-full bg-red-700 px-2 text-xs font-bold text-white">
                            Chamando
                          </span>
                        )}
                      </span>
                      <span className="text-sm font-semibold uppercase">{table.stateLabel}</span>
                      {table.bill ? (
                        <>
                          <span className="text-sm">
                            {table.bill.people ? `${table.bill.people} pessoas · ` : ''}
                            {elapsedSince(table.bill.openedAt, now)}
                          </span>
                          <span className="text-base font-semibold">{money(table.bill.subtotal)}</span>
                        </>
                      ) : (
                        <span className="text-sm">{table.seats} lugares</span>
                      )}
                    </button>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}

      <OpenTableDialog restaurantId={restaurantId} table={opening} onClose={() => setOpening(null)} />
      <BillDialog
        restaurantId={restaurantId}
        billId={billOf}
        table={billTable}
        tables={active}
        can={can}
        onClose={() => setBillOf(null)}
      />
      {configuring && (
        <TablesConfigDialog
          restaurantId={restaurantId}
          tables={tables.data}
          canEditSettings={can('settings.edit')}
          onClose={() => setConfiguring(false)}
        />
      )}
    </section>
  );
}
