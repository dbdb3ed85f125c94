import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trackOrdersQueryOptions } from '../api/track-orders';
import type { TrackedOrder } from '../types';

export const POLL_MS = 5000;

/**
 * Live status changes for the phone's active orders: server-sent events (`order`, one tracked order
 * each) merged into the list. When the stream fails, the page falls back to polling every 5 s.
 */
export function useOrderStream(phone: string | null, hasActive: boolean): { polling: boolean } {
  const queryClient = useQueryClient();
  const [streamDown, setStreamDown] = useState(false);

  useEffect(() => {
    setStreamDown(false);
    if (!phone || !hasActive) return;
    if (typeof EventSource === 'undefined') {
      setStreamDown(true);
      return;
    }
    const source = new EventSource(`/api/orders/track/${encodeURIComponent(phone)}/events`);
    source.addEventListener('order', (event) => {
      let order: TrackedOrder;
      try {
        order = JSON.parse((event as MessageEvent<string>).data) as TrackedOrder;
      } catch {
        return;
      }
      queryClient.setQueryData<TrackedOrder[]>(trackOrdersQueryOptions(phone).queryKey, (orders = []) =>
        orders.some((known) => known.id === order.id)
          ? orders.map((known) =>
              // The stream leaves the NFC-e out: the link the tracking call gave stays.
              known.id === order.id
                ? { ...order, nfceConsultUrl: known.nfceConsultUrl, nfceAccessKey: known.nfceAccessKey }
                : known,
            )
          : [order, ...orders],
      );
    });
    source.addEventListener('open', () => setStreamDown(false));
    source.addEventListener('error', () => {
      source.close();
      setStreamDown(true);
    });
    return () => source.close();
  }, [phone, hasActive, queryClient]);

  return { polling: Boolean(phone && hasActive && streamDown) };
}
