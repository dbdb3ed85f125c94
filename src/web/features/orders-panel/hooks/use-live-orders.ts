/**
 * The panel's live connection: one EventSource per restaurant per page, however many components
 * ask for it (lib/live-source.ts). Each `order` event is folded into the cached lists and announced
 * on the in-page bus. While the stream is down the mode is 'polling' and the lists fall back to the
 * specification's 5-second poll; the browser reconnects by itself with Last-Event-ID, and when it
 * gives up a new EventSource is made with `?lastEventId=`, so the server replays whatever was missed.
 * (The kitchen display has a stream of its own, without the orders: kitchen-display/live.ts.)
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type LiveMode, type LiveStreamSpec, useLiveStream } from '../../../lib/live-source';
import { activeOrdersQueryOptions } from '../api/get-orders';
import { applyOrderToCache, isNewOrder } from '../lib/order-cache';
import { emitOrderChange } from '../lib/order-events';
import type { PanelOrder } from '../types';

export type { LiveMode };

function ordersStream(restaurantId: string, queryClient: QueryClient): LiveStreamSpec {
  const activeKey = activeOrdersQueryOptions(restaurantId).queryKey;
  /** Events held back while the list is being fetched again, applied once it has arrived. */
  let held: { order: PanelOrder; isNew: boolean }[] | null = null;
  const apply = (order: PanelOrder, isNew: boolean) => {
    applyOrderToCache(queryClient, restaurantId, order);
    emitOrderChange(order, isNew);
  };
  return {
    url: (lastEventId) =>
      `/api/restaurants/${encodeURIComponent(restaurantId)}/orders/events${
        lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : ''
      }`,
    // Whatever changed while the stream was not open comes with a fresh list. Events arriving
    // meanwhile wait for it, so the older list never overwrites them.
    onLive() {
      held = [];
      void queryClient.invalidateQueries({ queryKey: activeKey }).finally(() => {
        const waiting = held ?? [];
        held = null;
        for (const { order, isNew } of waiting) apply(order, isNew);
      });
    },
    events: {
      order(message) {
        const order = JSON.parse(message.data) as PanelOrder;
        const isNew = isNewOrder(queryClient.getQueryData(activeKey), order);
        if (held) held.push({ order, isNew });
        else apply(order, isNew);
      },
    },
  };
}

/** The live mode of the restaurant's stream, keeping the stream open while mounted. */
export function useLiveOrders(restaurantId: string): LiveMode {
  const queryClient = useQueryClient();
  return useLiveStream(`orders:${restaurantId}`, () => ordersStream(restaurantId, queryClient));
}
