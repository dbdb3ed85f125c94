/**
 * What a table has had, item by item (the bill's `lines`: items moved from another table say so),
 * and 'Transferir item' on each line: some or all of its units go to another open table's bill
 * (decision 0042, "Moving items"). Shown on the waiter's phone and in the bill dialog; the server
 * decides and answers in Portuguese when it refuses.
 */
import { useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { type BillLineView, type BillView, type DiningTable, useTableAction } from '../api';

const money = (value: string) => formatBRL(parseCents(value) ?? 0);
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
const select =
  'h-12 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900';

interface BillLinesProps {
  restaurantId: string;
  bill: BillView;
  tables: DiningTable[];
  /** The acting role holds `tables.manage`: 'Transferir item' is offered. */
  canMove: boolean;
}

export function BillLines({ restaurantId, bill, tables, canMove }: BillLinesProps) {
  const [moving, setMoving] = useState<string | null>(null);
  const lines = bill.lines ?? [];
  const movable = canMove && (bill.status === 'aberta' || bill.status === 'conta_pedida');
  const targets = tables.filter(
    (table) =>
      table.isActive &&
      table.bill &&
      table.id !== bill.table.id &&
      (table.bill.status === 'aberta' || table.bill.status === 'conta_pedida'),
  );
  if (lines.length === 0) return <p className="text-stone-700">Nada pedido nesta mesa ainda.</p>;
  return (
    <ul
      className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200"
      aria-label="Itens da conta"
    >
      {lines.map((line) => (
        <li key={line.id} className="flex flex-col gap-1 p-3">
          <p className="flex justify-between gap-3 font-semibold text-stone-900">
            <span className="min-w-0 break-words">
              {line.quantity}x {line.name}
            </span>
            <span className="shrink-0">{money(line.subtotal)}</span>
          </p>
          {line.options.length > 0 && <p className="text-sm text-stone-700">{line.options.join(', ')}</p>}
          {line.notes && <p className="text-sm text-stone-700">Obs.: {line.notes}</p>}
          <p className="text-xs text-stone-600">
            Pedido #{line.orderNumber} · {time(line.orderedAt)}
            {line.movedHere ? ' · transferido de outra mesa' : ''}
          </p>
          {movable &&
            (moving === line.id ? (
              <MoveLineForm
                restaurantId={restaurantId}
                billId={bill.id}
                line={line}
                targets={targets}
                onDone={() => setMoving(null)}
              />
            ) : (
              <Button
                variant="outline"
                size="sm"
                className="mt-1 self-start"
                aria-label={`Transferir item: ${line.quantity}x ${line.name}`}
                onClick={() => setMoving(line.id)}
              >
                Transferir item
              </Button>
            ))}
        </li>
      ))}
    </ul>
  );
}

function MoveLineForm({
  restaurantId,
  billId,
  line,
  targets,
  onDone,
}: {
  restaurantId: string;
  billId: string;
  line: BillLineView;
  targets: DiningTable[];
  onDone(): void;
}) {
  const action = useTableAction(restaurantId);
  const [toTableId, setToTableId] = useState('');
  const [quantity, setQuantity] = useState(line.quantity);
  if (targets.length === 0)
    return (
      <p className="text-sm text-stone-700">
        Nenhuma outra mesa aberta. Abra a mesa de destino antes de transferir.{' '}
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onDone}>
          Fechar
        </Button>
      </p>
    );
  return (
    <form
      className="mt-1 flex flex-col gap-2 rounded-lg bg-stone-50 p-2"
      onSubmit={(event) => {
        event.preventDefault();
        action.mutate(
          { path: `/bills/${billId}/items/move`, body: { lineId: line.id, quantity, toTableId } },
          { onSuccess: onDone },
        );
      }}
    >
      <div className="flex flex-wrap gap-2">
        {line.quantity > 1 && (
          <select
            aria-label="Quantidade a transferir"
            className={`${select} max-w-28 flex-none`}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
          >
            {Array.from({ length: line.quantity }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count} de {line.quantity}
              </option>
            ))}
          </select>
        )}
        <select
          aria-label="Mesa de destino"
          className={select}
          value={toTableId}
          onChange={(event) => setToTableId(event.target.value)}
        >
          <option value="">Para a mesa…</option>
          {targets.map((table) => (
            <option key={table.id} value={table.id}>
              {table.title} ({table.area})
            </option>
          ))}
        </select>
      </div>
      {action.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
          {serverMessage(action.error) ?? 'Não foi possível transferir. Tente de novo.'}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!toTableId || action.isPending}>
          Transferir
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** 'Transferido para a Mesa 5 por Ana às 20:15': the bill's moves, newest last. */
export function BillMoves({ bill }: { bill: BillView }) {
  const moves = bill.moves ?? [];
  if (moves.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-stone-700" aria-label="Transferências de itens">
      {moves.map((move) => (
        <li key={move.id}>
          {move.quantity}x {move.name} {move.direction === 'out' ? 'transferido para' : 'veio da'}{' '}
          {move.otherTable ?? 'outra mesa'} por {move.byName ?? 'equipe'} às {time(move.at)}
        </li>
      ))}
    </ul>
  );
}
