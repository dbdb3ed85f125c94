import { useState } from 'react';
import { formatTime } from '../../../../domain/format/format';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useOrderHistory } from '../api/staff-actions';

/**
 * 'Histórico da equipe' on an order card: who registered it, moved it, cancelled it (with the reason)
 * or marked it paid, read only when opened.
 */
export function OrderHistory({ restaurantId, orderId }: { restaurantId: string; orderId: string }) {
  const [open, setOpen] = useState(false);
  const history = useOrderHistory(restaurantId, orderId, open);
  const timeZone = useRestaurantTimeZone();
  return (
    <details
      className="rounded-lg border border-stone-200 p-2 text-sm text-stone-800"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-medium text-stone-900">Histórico da equipe</summary>
      {history.isPending ? (
        <p className="pt-2 text-stone-700">Carregando...</p>
      ) : history.isError ? (
        <p className="pt-2 text-red-800">Não foi possível carregar o histórico.</p>
      ) : history.data.length === 0 ? (
        <p className="pt-2 text-stone-700">Nenhuma ação da equipe neste pedido.</p>
      ) : (
        <ol className="flex flex-col gap-1 pt-2">
          {history.data.map((action) => (
            <li key={action.id} className="break-words">
              <time dateTime={action.at} className="text-stone-700">
                {formatTime(action.at, timeZone)}
              </time>{' '}
              <strong className="font-semibold">{action.who}</strong> {action.text}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
