/**
 * The print queue follows the panel's real-time stream (`orders/events`, decision 0047): each
 * `print-job` event (`{ id, stationId, status }`) reads the queue again. The queue card and the
 * orders panel's banner share one connection per restaurant (a browser opens only six per server on
 * HTTP/1.1, and the panel has streams of its own: lib/panel-events.ts); a stream that is down is covered by the queue's
 * 15-second poll (api.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { usePanelEvents } from '../../lib/panel-events';
import { printJobsKey } from './api';

export function useLivePrintJobs(restaurantId: string, enabled = true) {
  const queryClient = useQueryClient();
  usePanelEvents(
    restaurantId,
    { 'print-job': () => void queryClient.invalidateQueries({ queryKey: printJobsKey(restaurantId) }) },
    enabled,
  );
}
