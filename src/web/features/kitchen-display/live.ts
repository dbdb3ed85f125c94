/**
 * The kitchen display stays live on the panel's own stream (`useLiveOrders`: one EventSource per
 * restaurant, reconnecting with Last-Event-ID): a `kitchen` event (another screen struck a line,
 * bumped or recalled) or an `order` event (a new order confirmed, one cancelled) reads the station
 * again, and so does every (re)connection, so nothing that happened while the stream was down is
 * missed. While it is down the screen polls every 5 s.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LiveMode, useLiveOrders } from '../orders-panel/hooks/use-live-orders';
import { onKitchenChange, onOrderChange } from '../orders-panel/lib/order-events';
import { kdsKey } from './api';

export function useKdsLive(restaurantId: string, stationId: string): LiveMode {
  const queryClient = useQueryClient();
  const mode = useLiveOrders(restaurantId);
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: kdsKey(restaurantId, stationId) });
    const offKitchen = onKitchenChange(refresh);
    const offOrder = onOrderChange(refresh);
    return () => {
      offKitchen();
      offOrder();
    };
  }, [queryClient, restaurantId, stationId]);
  useEffect(() => {
    if (mode === 'live') void queryClient.invalidateQueries({ queryKey: kdsKey(restaurantId, stationId) });
  }, [mode, queryClient, restaurantId, stationId]);
  return mode;
}
