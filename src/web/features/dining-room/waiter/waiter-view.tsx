/**
 * The waiter's phone (issue 33, decision 0044): the 'Mesas' tab on a narrow screen or for a Garçom.
 * The tables map in one or two columns with big targets (state in words and colour, people, time
 * open); a free table opens with its people; an open table shows 'Lançar pedido' (the public menu's
 * own item dialog, into a draft kept on the phone, sent to the kitchen idempotently) and 'O que a
 * mesa já pediu' (the bill item by item, with 'Transferir item'). The table being served is in the
 * address (`&mesa=<id>`), so a reload comes back to it.
 */
import { ArrowLeft, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { lineTotalCents } from '../../../../domain/cart/cart';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import type { Capability } from '../../../../domain/staff/capabilities';
import { draftCount, draftSubtotalCents } from '../../../../domain/tables/waiter-draft';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { useMenu } from '../../public-menu/api/get-menu';
import { usePublicRestaurant } from '../../public-menu/api/get-public-restaurant';
import { AddItemDialog } from '../../public-menu/components/add-item-dialog';
import { menuSections } from '../../public-menu/menu-sections';
import type { MenuItem } from '../../public-menu/types';
import { type DiningTable, useBill, useTableAction } from '../api';
import { BillDialog } from '../components/bill-dialog';
import { BillLines, BillMoves } from '../components/bill-lines';
import { OpenTableDialog } from '../components/open-table-dialog';
import { elapsedSince } from '../live';
import { type SendState, useWaiterDraft } from './use-waiter-draft';

const money = (value: string) => formatBRL(parseCents(value) ?? 0);

/** Colour AND word for each state (the map's colours). */
const STATE_STYLES: Record<DiningTable['state'], string> = {
  livre: 'border-green-600 bg-green-50 text-green-900',
  ocupada: 'border-orange-600 bg-orange-50 text-orange-950',
  conta_pedida: 'border-red-600 bg-red-50 text-red-900',
  fechando: 'border-violet-600 bg-violet-50 text-violet-900',
};

interface WaiterViewProps {
  restaurantId: string;
  label: string;
  tables: DiningTable[];
  now: number;
  can(capability: Capability): boolean;
  /** 'Mapa completo': back to the panel's map (configuring tables, the whole bill dialog). */
  onFullMap(): void;
}

export function WaiterView({ restaurantId, label, tables, now, can, onFullMap }: WaiterViewProps) {
  const [params, setParams] = useSearchParams();
  const [opening, setOpening] = useState<DiningTable | null>(null);
  const action = useTableAction(restaurantId);
  const selectedId = params.get('mesa');
  const select = (id: string | null) =>
    setParams(
      (current) => {
        if (id) current.set('mesa', id);
        else current.delete('mesa');
        return current;
      },
      { replace: false },
    );
  const active = tables.filter((table) => table.isActive);
  const selected = active.find((table) => table.id === selectedId && table.bill) ?? null;

  if (selected)
    return (
      <TableScreen
        key={selected.id}
        restaurantId={restaurantId}
        table={selected}
        tables={active}
        now={now}
        can={can}
        onBack={() => select(null)}
      />
    );

  const areas = [...new Set(active.map((table) => table.area))];
  const calls = active.flatMap((table) => table.pendingCalls.map((call) => ({ table, call })));
  return (
    <section className="flex flex-col gap-4" aria-label="Mesas do garçom">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold text-stone-900">{label}</h2>
          <p className="text-stone-700">
            Toque numa mesa livre para abrir; numa ocupada, para lançar o pedido.
          </p>
        </div>
        <Button variant="outline" onClick={onFullMap}>
          Mapa completo
        </Button>
      </div>
      {calls.length > 0 && (
        <section aria-label="Chamados" className="flex flex-col gap-2">
          {calls.map(({ table, call }) => (
            <div
              key={call.id}
              role="alert"
              className="flex items-center justify-between gap-2 rounded-xl border-2 border-red-600 bg-red-50 p-3 text-red-900"
            >
              <p className="font-semibold">
                {table.title} {call.kind === 'waiter' ? 'chamou o garçom' : 'pediu a conta'} ·{' '}
                {elapsedSince(call.createdAt, now)}
              </p>
              <Button
                size="lg"
                className="px-4"
                disabled={action.isPending}
                onClick={() => action.mutate({ path: `/table-calls/${call.id}/answer` })}
              >
                Atender
              </Button>
            </div>
          ))}
        </section>
      )}
      {active.length === 0 && (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          Nenhuma mesa cadastrada ainda.
        </p>
      )}
      {areas.map((area) => (
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
                      table.bill ? select(table.id) : can('tables.manage') && setOpening(table)
                    }
                    className={`flex min-h-28 w-full flex-col gap-1 rounded-xl border-2 p-3 text-left ${STATE_STYLES[table.state]}`}
                  >
                    <span className="flex w-full items-start justify-between gap-1">
                      <span className="break-all text-xl font-bold">{table.title}</span>
                      {table.pendingCalls.length > 0 && (
                        <span className="shrink-0 rounded-full bg-red-700 px-2 text-xs font-bold text-white">
                          Chamando
                        </span>
                      )}
                    </span>
                    <span className="text-sm font-semibold uppercase">{table.stateLabel}</span>
                    {table.bill ? (
                      <span className="text-sm">
                        {table.bill.people ? `${table.bill.people} pessoas · ` : ''}
                        {elapsedSince(table.bill.openedAt, now)}
                      </span>
                    ) : (
                      <span className="text-sm">{table.seats} lugares</span>
                    )}
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ))}
      {action.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(action.error) ?? 'Não foi possível concluir. Tente de novo.'}
        </p>
      )}
      <OpenTableDialog
        restaurantId={restaurantId}
        table={opening}
        onClose={() => setOpening(null)}
        onOpened={(table) => select(table.id)}
      />
    </section>
  );
}

function TableScreen({
  restaurantId,
  table,
  tables,
  now,
  can,
  onBack,
}: {
  restaurantId: string;
  table: DiningTable;
  tables: DiningTable[];
  now: number;
  can(capability: Capability): boolean;
  onBack(): void;
}) {
  const [view, setView] = useState<'order' | 'bill'>('order');
  const bill = table.bill!;
  const tab = (key: 'order' | 'bill', text: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === key}
      onClick={() => setView(key)}
      className={`min-h-12 flex-1 rounded-lg px-2 py-1 text-base leading-tight font-semibold ${
        view === key ? 'bg-orange-700 text-white' : 'bg-white text-stone-900 ring-1 ring-stone-300'
      }`}
    >
      {text}
    </button>
  );
  return (
    <section className="flex flex-col gap-4" aria-label={`${table.title} no celular do garçom`}>
      <div className="flex items-start gap-2">
        <Button
          variant="outline"
          size="lg"
          className="shrink-0 px-3"
          onClick={onBack}
          aria-label="Voltar às mesas"
        >
          <ArrowLeft aria-hidden="true" />
          Mesas
        </Button>
        <div className="min-w-0">
          <h2 className="break-words text-2xl font-bold text-stone-900">
            {table.title} · {table.stateLabel}
          </h2>
          <p className="text-sm text-stone-700">
            {table.area}
            {bill.people ? ` · ${bill.people} pessoas` : ''} · aberta {elapsedSince(bill.openedAt, now)}
          </p>
        </div>
      </div>
      <div role="tablist" aria-label="O que fazer na mesa" className="flex gap-2">
        {can('orders.create') && tab('order', 'Lançar pedido')}
        {tab('bill', 'O que a mesa já pediu')}
      </div>
      {view === 'order' && can('orders.create') ? (
        <TakeOrder restaurantId={restaurantId} table={table} />
      ) : (
        <TableBill restaurantId={restaurantId} billId={bill.id} tables={tables} can={can} />
      )}
    </section>
  );
}

function TakeOrder({ restaurantId, table }: { restaurantId: string; table: DiningTable }) {
  const menu = useMenu(restaurantId);
  const restaurant = usePublicRestaurant(restaurantId);
  const { draft, state, busy, add, setQuantity, send } = useWaiterDraft(restaurantId, table);
  const [adding, setAdding] = useState<MenuItem | null>(null);
  if (menu.isPending) return <LoadingState label="Carregando o cardápio..." />;
  if (menu.isError) return <p role="alert">Não foi possível carregar o cardápio.</p>;
  const items = menu.data.filter((item) => item.isActive !== false);
  const sections = menuSections(items);
  const count = draftCount(draft);
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Pedido em andamento"
        className="flex flex-col gap-2 rounded-xl border-2 border-orange-600 bg-white p-3"
      >
        <h3 className="text-lg font-semibold text-stone-900">
          Pedido em andamento{count > 0 ? ` · ${count} ${count === 1 ? 'item' : 'itens'}` : ''}
        </h3>
        {draft.items.length === 0 ? (
          <p className="text-stone-700">Toque nos itens do cardápio abaixo para lançar.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200">
            {draft.items.map((line) => (
              <li key={line.id} className="flex items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="break-words font-semibold text-stone-900">{line.menuItem.name}</p>
                  {line.options.length > 0 && (
                    <p className="text-sm text-stone-700">
                      {line.options.map((option) => option.name).join(', ')}
                    </p>
                  )}
                  {line.notes && <p className="text-sm text-stone-700">Obs.: {line.notes}</p>}
                  <p className="text-sm font-medium text-stone-900">{formatBRL(lineTotalCents(line))}</p>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <Button
                    variant="outline"
                    size="icon"
                    className="h-11 w-11"
                    disabled={busy}
                    aria-label={`Menos ${line.menuItem.name}`}
                    onClick={() => setQuantity(line.id, line.quantity - 1)}
                  >
                    <Minus aria-hidden="true" />
                  </Button>
                  <output
                    className="w-7 text-center text-lg font-bold"
                    aria-label={`Quantidade de ${line.menuItem.name}`}
                  >
                    {line.quantity}
                  </output>
                  <Button
                    variant="outline"
                    size="icon"
                    className="h-11 w-11"
                    disabled={busy}
                    aria-label={`Mais ${line.menuItem.name}`}
                    onClick={() => setQuantity(line.id, line.quantity + 1)}
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold text-stone-900">
          <span>Total</span>
          <span>{formatBRL(draftSubtotalCents(draft))}</span>
        </p>
        <SendStatus state={state} />
        <Button size="lg" disabled={draft.items.length === 0 || busy} onClick={() => void send()}>
          {busy ? 'Enviando…' : 'Enviar para a cozinha'}
        </Button>
      </section>

      <section aria-label="Cardápio" className="flex flex-col gap-3">
        {sections.map((section) => (
          <div key={section.id} className="flex flex-col gap-2">
            <h3 className="font-semibold text-stone-900">{section.name}</h3>
            <ul className="flex flex-col gap-2">
              {section.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    disabled={item.isSoldOut === true || busy}
                    onClick={() => setAdding(item)}
                    className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border border-stone-300 bg-white px-4 py-2 text-left disabled:opacity-60"
                  >
                    <span className="min-w-0 break-words font-medium text-stone-900">
                      {item.name}
                      {item.isSoldOut ? ' · Esgotado' : ''}
                    </span>
                    <span className="shrink-0 font-semibold text-stone-900">{money(item.price)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <AddItemDialog
        item={adding}
        halfAndHalf={restaurant.data?.halfAndHalfPricing ?? 'highest'}
        onClose={() => setAdding(null)}
        onAdd={add}
        addLabel="Adicionar ao pedido"
      />
    </div>
  );
}

/** 'Enviando…', 'Enviado ✓ · Pedido #N', 'Sem conexão — tentando de novo', or the refusal. */
function SendStatus({ state }: { state: SendState }) {
  if (state.kind === 'idle') return null;
  const styles = {
    sending: 'bg-stone-100 text-stone-900',
    retrying: 'bg-amber-50 text-amber-950 border border-amber-600',
    sent: 'bg-green-50 text-green-900 border border-green-600',
    refused: 'bg-red-50 text-red-900 border border-red-600',
  } as const;
  const text =
    state.kind === 'sending'
      ? 'Enviando…'
      : state.kind === 'retrying'
        ? 'Sem conexão — tentando de novo. O pedido fica guardado neste celular.'
        : state.kind === 'sent'
          ? `Enviado ✓ · Pedido #${state.orderNumber} foi para a cozinha`
          : state.message;
  return (
    <p role="status" aria-live="polite" className={`rounded-lg p-3 font-medium ${styles[state.kind]}`}>
      {text}
    </p>
  );
}

function TableBill({
  restaurantId,
  billId,
  tables,
  can,
}: {
  restaurantId: string;
  billId: string;
  tables: DiningTable[];
  can(capability: Capability): boolean;
}) {
  const bill = useBill(restaurantId, billId);
  const [more, setMore] = useState(false);
  if (bill.isPending) return <LoadingState label="Carregando a conta..." />;
  if (bill.isError)
    return <p role="alert">{serverMessage(bill.error) ?? 'Não foi possível carregar a conta.'}</p>;
  const data = bill.data;
  return (
    <section aria-label="O que a mesa já pediu" className="flex flex-col gap-3">
      <BillLines restaurantId={restaurantId} bill={data} tables={tables} canMove={can('tables.manage')} />
      <BillMoves bill={data} />
      <p className="flex justify-between border-t border-stone-200 pt-3 text-lg font-bold text-stone-900">
        <span>
          Subtotal ({data.itemCount} {data.itemCount === 1 ? 'item' : 'itens'})
        </span>
        <span>{money(data.subtotal)}</span>
      </p>
      {can('tables.manage') && (
        <Button
          variant="outline"
          size="lg"
          className="h-auto min-h-12 whitespace-normal py-2"
          onClick={() => setMore(true)}
        >
          Pedir a conta, transferir ou juntar mesas
        </Button>
      )}
      <BillDialog
        restaurantId={restaurantId}
        billId={more ? billId : null}
        table={tables.find((table) => table.bill?.id === billId) ?? null}
        tables={tables}
        can={can}
        onClose={() => setMore(false)}
      />
    </section>
  );
}
