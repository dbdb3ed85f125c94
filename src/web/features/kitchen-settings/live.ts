/**
 * The print queue follows the panel's real-time stream (`orders/events`, decision 0047): each
 * `print-job` event (`{ id, stationId, status }`) reads the queue again. The queue card and the
 * orders panel's banner share one connection per restaurant (a browser opens only six per server on
 * HTTP/1.1, and the panel has streams of its own); a stream that is down is covered by the queue's
 * 15-second poll (api.ts).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { printJobsKey } from './api';

const shared = new Map<string, { source: EventSource; refs: number }>();

function acquire(restaurantId: string, queryClient: QueryClient) {
  const current = shared.get(restaurantId);
  if (current) {
    current.refs += 1;
    return;
  }
  const source = new EventSource(`/api/restaurants/${encodeURIComponent(restaurantId)}/orders/events`);
  source.addEventListener('print-job', () => {
    void queryClient.invalidateQueries({ queryKey: printJobsKey(restaurantId) });
  });
  shared.set(restaurantId, { source, refs: 1 });
}

function release(restaurantId: string) {
  const current = shared.get(restaurantId);
  if (!current) return;
  current.refs -= 1;
  if (current.refs > 0) return;
  current.source.close();
  shared.delete(restaurantId);
}

export function useLivePrintJobs(restaurantId: string, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    acquire(restaurantId, queryClient);
    return () => release(restaurantId);
  }, [restaurantId, queryClient, enabled]);
}
