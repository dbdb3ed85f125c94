/**
 * The kitchen display's calls (decision 0047's KDS routes): the stations to pick from, a station's
 * screen, and the kitchen's taps. Every tap answers the station's screen as it is after it, which
 * replaces the cached one at once; the live stream tells the other screens to read again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { api, serverMessage } from '../../lib/api-client';

export interface KdsItem {
  id: string;
  quantity: number;
  name: string;
  options: string[];
  flavours: string[];
  notes: string | null;
  allergy: boolean;
  done: boolean;
}

export interface KdsTicket {
  id: string;
  orderId: string;
  orderNumber: string;
  sourceLabel: string;
  serviceLabel: string;
  createdAt: string;
  notes: string | null;
  items: KdsItem[];
}

export interface KdsView {
  station: { id: string; name: string; kind: 'producao' | 'caixa'; isActive: boolean };
  warnMinutes: number;
  lateMinutes: number;
  readyWhenBumped: boolean;
  tickets: KdsTicket[];
  allDay: { name: string; quantity: number }[];
  lastBumped: string | null;
}

export interface KdsStation {
  id: string;
  name: string;
  kind: 'producao' | 'caixa';
}

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/kitchen/kds`;

export const kdsKey = (restaurantId: string, stationId: string) =>
  ['restaurants', restaurantId, 'kds', stationId] as const;

export const kdsStationsOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'kds'] as const,
    queryFn: ({ signal }) => api.get<{ stations: KdsStation[] }>(base(restaurantId), signal),
  });

export function useKdsStations(restaurantId: string) {
  return useQuery(kdsStationsOptions(restaurantId));
}

/** The station's screen; polled every 5 s only while the live stream is down. */
export function useKdsView(restaurantId: string, stationId: string, live: boolean) {
  return useQuery({
    queryKey: kdsKey(restaurantId, stationId),
    queryFn: ({ signal }) =>
      api.get<KdsView>(`${base(restaurantId)}/${encodeURIComponent(stationId)}`, signal),
    refetchInterval: live ? false : 5_000,
  });
}

type KdsAction =
  | { kind: 'item'; ticketId: string; itemId: string; done: boolean }
  | { kind: 'bump'; ticketId: string }
  | { kind: 'recall' };

export function useKdsAction(restaurantId: string, stationId: string) {
  const queryClient = useQueryClient();
  const station = `${base(restaurantId)}/${encodeURIComponent(stationId)}`;
  return useMutation({
    mutationFn: (action: KdsAction) => {
      if (action.kind === 'recall') return api.post<KdsView>(`${station}/recall`);
      const ticket = `${station}/tickets/${encodeURIComponent(action.ticketId)}`;
      if (action.kind === 'bump') return api.post<KdsView>(`${ticket}/bump`);
      return api.post<KdsView>(`${ticket}/items/${encodeURIComponent(action.itemId)}`, { done: action.done });
    },
    onSuccess: (view) => queryClient.setQueryData(kdsKey(restaurantId, stationId), view),
    onError: (error) => {
      toast({
        title: serverMessage(error) ?? 'Não foi possível falar com o servidor. Tente de novo.',
        variant: 'destructive',
      });
      void queryClient.invalidateQueries({ queryKey: kdsKey(restaurantId, stationId) });
    },
  });
}
