/**
 * The print queue follows the panel's real-time stream (`orders/events`, decision 0047): each
 * `print-job` event (`{ id, stationId, status }`) reads the queue again. A stream that is down falls
 * back to reading it every 15 seconds.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { printJobsKey } from './api';

export function useLivePrintJobs(restaurantId: string, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/restaurants/${encodeURIComponent(restaurantId)}/orders/events`);
    source.addEventListener('print-job', () => {
      void queryClient.invalidateQueries({ queryKey: printJobsKey(restaurantId) });
    });
    return () => source.close();
  }, [restaurantId, queryClient, enabled]);
}
