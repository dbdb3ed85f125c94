/**
 * The kitchen display stays live on its own stream, `kitchen/kds/events` (decision 0049): ids and
 * statuses only, no diner's data, so the Cozinha needs no access to the orders. One EventSource per
 * restaurant per page (lib/live-source.ts, shared with the orders panel's stream). The screen reads
 * its station again on `ready` (sent once the server listens, on every connection and reconnection,
 * so whatever happened while it was away is in that read), on a `kitchen` event of its station (a
 * line struck, a bump or a recall on another screen) and on an `order` event (an order confirmed,
 * cancelled, ready, delivered). Nothing is replayed, nothing needs to be. While the stream is down
 * the screen polls every 5 s (api.ts).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type LiveMode, type LiveStreamSpec, useLiveStream } from '../../lib/live-source';
import { kdsKey } from './api';

/** A kitchen display change (decision 0047): a line done, a bump, a recall. */
export interface KitchenChange {
  stationId: string;
  ticketId: string;
  orderId: string;
  change: string;
}

function kitchenStream(restaurantId: string, queryClient: QueryClient): LiveStreamSpec {
  // Every station screen of the restaurant on this page (the station picker's list too).
  const everyStation = () =>
    void queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId, 'kds'] });
  return {
    url: () => `/api/restaurants/${encodeURIComponent(restaurantId)}/kitchen/kds/events`,
    liveOn: 'ready',
    onLive: everyStation,
    events: {
      kitchen(message) {
        const { stationId } = JSON.parse(message.data) as KitchenChange;
        void queryClient.invalidateQueries({ queryKey: kdsKey(restaurantId, stationId) });
      },
      order: everyStation,
    },
  };
}

export function useKdsLive(restaurantId: string): LiveMode {
  const queryClient = useQueryClient();
  return useLiveStream(`kds:${restaurantId}`, () => kitchenStream(restaurantId, queryClient));
}
