/**
 * Prints the jobs of the 'navegador' stations while the panel is open: mounted with the live
 * orders bar (every tab), it does nothing unless this browser was paired ('Usar este navegador
 * para imprimir') and can reach a printer. It reconnects the printer saved last time, and opens the
 * agent's stream again when a printer connects, so the jobs left waiting are replayed and printed.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocalStore } from '../../../lib/local-store';
import { type AgentJob, startBrowserAgent } from './agent';
import { printBytes, printerState, restorePrinter, usePrinterState } from './printer';
import { agentStore } from './storage';
import { browserPrintSupport } from './support';

export interface LastResult {
  label: string;
  status: 'impresso' | 'falhou';
  error?: string;
  at: number;
}

let last: LastResult | null = null;
const resultListeners = new Set<() => void>();

/** The last job this browser printed or failed, for the card. */
export function useLastBrowserResult(): LastResult | null {
  return useSyncExternalStore(
    (listener) => {
      resultListeners.add(listener);
      return () => resultListeners.delete(listener);
    },
    () => last,
    () => null,
  );
}

function recordResult(job: AgentJob, status: 'impresso' | 'falhou', error?: string) {
  last = { label: job.stationName, status, error, at: Date.now() };
  for (const listener of resultListeners) listener();
}

export function BrowserPrintRunner({ restaurantId }: { restaurantId: string }) {
  const credentials = useLocalStore(agentStore(restaurantId));
  const printer = usePrinterState();
  const support = browserPrintSupport();
  const able = support.usb || support.serial;
  const connected = printer.status === 'conectada';

  useEffect(() => {
    if (able && credentials) void restorePrinter(restaurantId);
  }, [able, credentials, restaurantId]);

  // A new stream each time the printer connects: the server replays the jobs still waiting.
  useEffect(() => {
    if (!able || !credentials || connected === null) return;
    const agent = startBrowserAgent({
      credentials,
      canPrint: () => printerState().status === 'conectada',
      print: printBytes,
      onRevoked: () => agentStore(restaurantId).set(null),
      onResult: recordResult,
    });
    return () => agent.stop();
  }, [able, credentials, restaurantId, connected]);

  return null;
}
