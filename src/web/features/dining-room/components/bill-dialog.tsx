/**
 * A table's bill: its orders, their items and who ordered each ('Ana (QR)', 'Carlos (Garçom)');
 * 'Pedir a conta', removing an order with the reason, moving the bill to a free table and joining
 * another table's bill into this one.
 */
import { useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import type { Capability } from '../../../../domain/staff/capabilities';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { type BillActorView, type DiningTable, useBill, useTableAction } from '../api';
import { BillLoyaltyAndPix } from './bill-loyalty';

const money = (value: string) => formatBRL(parseCents(value) ?? 0);
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** Who ordered: the diner's name from the QR, or the staff member. */
export function whoOrdered(actor: BillActorView): string {
  if (actor.by === 'cliente') return `${actor.name ?? 'Cliente'} (QR da mesa)`;
  if (actor.by === 'equipe') return `${actor.name ?? 'Equipe'} (equipe)`;
  return actor.name ? `${actor.name} (dono)` : 'Dono';
}

const select =
  'h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900';

interface BillDialogProps {
  restaurantId: string;
  billId: string | null;
  table: DiningTable | null;
  tables: DiningTable[];
  can(capability: Capability): boolean;
  onClose(): void;
}

export function BillDialog({ restaurantId, billId, table, tables, can, onClose }: BillDialogProps) {
  const bill = useBill(restaurantId, billId);
  const action = useTableAction(restaurantId);
  const [removing, setRemoving] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [moveTo, setMoveTo] = useState('');
  const [joinFrom, setJoinFrom] = useState('');
  const free = tables.filter((candidate) => !candidate.bill);
  const others = tables.filter((candidate) => candidate.bill && candidate.bill.id !== billId);
  const data = bill.data;
  const run = (path: string, body?: unknown, after?: () => void) =>
    action.mutate({ path: `/bills/${billId}${path}`, body }, { onSuccess: after });

  return (
    <Dialog open={Boolean(billId)} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {data?.table.title ?? table?.title ?? 'Conta'} · {data?.statusLabel ?? table?.stateLabel}
          </DialogTitle>
          <DialogDescription>
            {data
              ? `${data.table.area} · ${data.people ? `${data.people} pessoas · ` : ''}aberta às ${time(data.openedAt)}`
              : 'Carregando a conta...'}
          </DialogDescription>
        </DialogHeader>
        {bill.isError && (
          <p role="alert">{serverMessage(bill.error) ?? 'Não foi possível carregar a conta.'}</p>
        )}
        {data && (
          <div className="flex flex-col gap-4">
            {data.orders.length === 0 && <p className="text-stone-700">Nenhum pedido nesta conta ainda.</p>}
            <ul className="flex flex-col gap-3">
              {data.orders.map((order) => (
                <li
                  key={order.id}
                  className={`rounded-lg border border-stone-200 p-3 ${order.removal ? 'opacity-70' : ''}`}
                >
                  <p className="flex flex-wrap justify-between gap-2 font-semibold text-stone-900">
                    <span>
                      Pedido #{order.orderNumber} · {time(order.createdAt)}
                    </span>
                    <span>{money(order.subtotal)}</span>
                  </p>
                  <p className="text-sm text-stone-700">Pedido por {whoOrdered(order.orderedBy)}</p>
                  <ul className="mt-1 text-sm text-stone-800">
                    {order.items.map((item, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never move.
                      <li key={index}>
                        {item.quantity}x {item.name} · {money(item.subtotal)}
                      </li>
                    ))}
                  </ul>
                  {order.removal ? (
                    <p className="mt-1 text-sm font-medium text-red-800">
                      Retirado da conta por {whoOrdered(order.removal)}: {order.removal.reason}
                    </p>
                  ) : removing === order.id ? (
                    <form
                      className="mt-2 flex flex-wrap gap-2"
                      onSubmit={(event) => {
                        event.preventDefault();
                        run(`/orders/${order.id}/remove`, { reason }, () => setRemoving(null));
                      }}
                    >
                      <Input
                        aria-label="Motivo da retirada"
                        placeholder="Motivo (ex.: pedido por engano)"
                        className="min-w-0 flex-1"
                        value={reason}
                        maxLength={200}
                        onChange={(event) => setReason(event.target.value)}
                      />
                      <Button type="submit" variant="destructive" size="sm" disabled={action.isPending}>
                        Retirar
                      </Button>
                    </form>
                  ) : (
                    can('orders.cancel') && (
                      <Button
                        variant="link"
                        size="sm"
                        className="mt-1 h-auto px-0"
                        onClick={() => {
                          setRemoving(order.id);
                          setReason('');
                        }}
                      >
                        Retirar da conta
                      </Button>
                    )
                  )}
                </li>
              ))}
            </ul>
            <p className="flex justify-between border-t border-stone-200 pt-3 text-lg font-bold text-stone-900">
              <span>
                Subtotal ({data.itemCount} {data.itemCount === 1 ? 'item' : 'itens'})
              </span>
              <span>{money(data.subtotal)}</span>
            </p>
            <BillLoyaltyAndPix restaurantId={restaurantId} bill={data} can={can} />
            {action.isError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
                {serverMessage(action.error) ?? 'Não foi possível concluir. Tente de novo.'}
              </p>
            )}
            {can('tables.manage') && (
              <div className="flex flex-col gap-3">
                {data.status === 'aberta' && (
                  <Button disabled={action.isPending} onClick={() => run('/request')}>
                    Pedir a conta
                  </Button>
                )}
                <div className="flex flex-wrap gap-2">
                  <select
                    aria-label="Mesa livre para transferir"
                    className={select}
                    value={moveTo}
                    onChange={(event) => setMoveTo(event.target.value)}
                  >
                    <option value="">Transferir para…</option>
                    {free.map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.title} ({candidate.area})
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="outline"
                    disabled={!moveTo || action.isPending}
                    onClick={() => run('/move', { tableId: moveTo }, onClose)}
                  >
                    Transferir
                  </Button>
                </div>
                <div className="flex flex-wrap gap-2">
                  <select
                    aria-label="Mesa para juntar nesta conta"
                    className={select}
                    value={joinFrom}
                    onChange={(event) => setJoinFrom(event.target.value)}
                  >
                    <option value="">Juntar com…</option>
                    {others.map((candidate) => (
                      <option key={candidate.id} value={candidate.bill?.id}>
                        {candidate.title} ({candidate.area})
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="outline"
                    disabled={!joinFrom || action.isPending}
                    onClick={() => run('/join', { billId: joinFrom }, () => setJoinFrom(''))}
                  >
                    Juntar mesas
                  </Button>
                </div>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
