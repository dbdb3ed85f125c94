/**
 * The kitchen ticket waiting to be printed. Any card's 'Imprimir' button and the automatic printing
 * on confirmation ask for a ticket here; the one mounted printer renders it and opens the print
 * dialog.
 */
import { useSyncExternalStore } from 'react';
import type { PanelOrder } from '../types';

export interface PrintJob {
  id: number;
  order: PanelOrder;
  /** True when the print was already recorded on the server (automatic printing claims first). */
  recorded: boolean;
}

let current: PrintJob | null = null;
let counter = 0;
let lastPrinted = 0;
const listeners = new Set<() => void>();

export function requestPrint(order: PanelOrder, recorded = false): void {
  counter += 1;
  current = { id: counter, order, recorded };
  for (const listener of listeners) listener();
}

export function usePrintJob(): PrintJob | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/**
 * Marks a job as sent to the printer; false if it already was. The last ticket stays rendered for
 * the print preview, so a printer mounted again (another tab) must not print it a second time.
 */
export function takePrintJob(job: PrintJob): boolean {
  if (job.id <= lastPrinted) return false;
  lastPrinted = job.id;
  return true;
}
