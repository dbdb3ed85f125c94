/**
 * The tables map stays live on the panel's real-time stream (the same `orders/events` the orders
 * panel listens to): a `table-call` ('Chamar garçom', 'Pedir a conta', or its answer) and any
 * `order` read the map again, and a `bill` (split, a part paid, the bill closed: decision 0043) reads
 * the map and the open bill again; the 15-second poll covers a stream that is down. The stream is
 * the panel's shared one (lib/panel-events.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { usePanelEvents } from '../../lib/panel-events';
import { tablesKey } from './api';

export function useLiveTables(restaurantId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tablesKey(restaurantId) });
  usePanelEvents(restaurantId, {
    'table-call': refresh,
    order: refresh,
    bill: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId, 'bills'] });
    },
  });
}

/** 'há 25 min', 'há 1 h 05 min': how long a table has been open. */
export function elapsedSince(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  return `há ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
