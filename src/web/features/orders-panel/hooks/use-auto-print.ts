import { useEffect } from 'react';
import { markPrinted } from '../api/mark-printed';
import { onOrderChange } from '../lib/order-events';
import { requestPrint } from '../lib/print-queue';
import type { PanelSettings } from '../types';

/**
 * Whether the panel prints a confirmed order through the browser's dialog: the owner asked for it
 * and no station prints orders silently (the server says so for every role, decision 0050; the
 * dialog would print a second copy).
 */
export function printsInBrowser(settings: PanelSettings | undefined): boolean {
  return settings?.autoPrintOnConfirm === true && settings.kitchenPrinting?.silent !== true;
}

/**
 * Automatic printing: each order is printed when it is confirmed, once. The print is claimed on
 * the server first (the mark is set only if still empty), so a second panel, a replayed event or a
 * reload never prints the same order again. Never while the stations print silently.
 */
export function useAutoPrint(settings: PanelSettings | undefined) {
  const enabled = printsInBrowser(settings);
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
