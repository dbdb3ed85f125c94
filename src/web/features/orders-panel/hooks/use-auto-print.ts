import { useEffect } from 'react';
import { markPrinted } from '../api/mark-printed';
import { onOrderChange } from '../lib/order-events';
import { requestPrint } from '../lib/print-queue';

/**
 * Automatic printing: each order is printed when it is confirmed, once. The print is claimed on
 * the server first (the mark is set only if still empty), so a second panel, a replayed event or a
 * reload never prints the same order again.
 */
export function useAutoPrint(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const attempted = new Set<string>();
    return onOrderChange(({ order }) => {
      if (order.status !== 'confirmed' || order.printedAt || attempted.has(order.id)) return;
      attempted.add(order.id);
      void markPrinted(order.id)
        .then((claimed) => {
          if (claimed) requestPrint(claimed, true);
        })
        .catch(() => attempted.delete(order.id));
    });
  }, [enabled]);
}
