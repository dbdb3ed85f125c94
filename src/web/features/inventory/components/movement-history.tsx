import { formatBRL, formatDateTime } from '../../../../domain/format/format';
import type { StockMovementView } from '../../../../domain/inventory/inventory-api';
import { STOCK_MOVEMENT_LABELS } from '../../../../domain/inventory/stock';
import { parseCents } from '../../../../domain/money/money';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useStockMovements } from '../api/get-stock-movements';

const COLUMNS = ['Data', 'Tipo', 'Quantidade', 'Motivo', 'Observações', 'Custo', 'Feito por'];
const brl = (decimal: string) => formatBRL(parseCents(decimal) ?? 0);
const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : String(quantity));

function Row({ movement }: { movement: StockMovementView }) {
  const timeZone = useRestaurantTimeZone();
  return (
    <tr className="border-t border-stone-200 align-top">
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">
        {formatDateTime(movement.createdAt, timeZone)}
      </td>
      <td className="px-3 py-2">{STOCK_MOVEMENT_LABELS[movement.type]}</td>
      <td
        className={cn(
          'px-3 py-2 font-semibold tabular-nums',
          movement.quantity < 0 ? 'text-red-800' : 'text-green-800',
        )}
      >
        {signed(movement.quantity)}
      </td>
      <td className="px-3 py-2">{movement.reason ?? '—'}</td>
      <td className="px-3 py-2">{movement.notes ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">
        {brl(movement.costPerUnit)}/un · total {brl(movement.totalCost)}
      </td>
      <td className="px-3 py-2">{movement.createdBy ?? '—'}</td>
    </tr>
  );
}

export function MovementHistory({ restaurantId, itemId }: { restaurantId: string; itemId: string }) {
  const movements = useStockMovements(restaurantId, itemId, true);
  if (movements.isPending) return <LoadingState label="Carregando histórico..." />;
  if (movements.isError)
    return (
      <ErrorState message="Não foi possível carregar o histórico." onRetry={() => movements.refetch()} />
    );
  if (movements.data.length === 0)
    return <p className="py-6 text-center text-stone-700">Nenhum movimento registrado.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Movimentos de estoque do item</caption>
        <thead className="bg-stone-50 text-left text-stone-700">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-stone-900">
          {movements.data.map((movement) => (
            <Row key={movement.id} movement={movement} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
