/**
 * What the panel needs to know about the kitchen's printers (issue 34, decision 0050), for every
 * role, without reading the stations (which only `kitchen.configure` may): whether confirmed orders
 * print silently at the stations, and whether 'Imprimir conta' can go to the counter's (Caixa's)
 * printer. And the rule that keeps a double-click on 'Imprimir conta' from printing twice.
 */
import type { PrintJobStatus } from './print-jobs';
import type { StationKind } from './stations';

export interface PrintingStation {
  kind: StationKind;
  isActive: boolean;
  /** The station's printer, null when it only has a screen. */
  printer: unknown | null;
}

export interface KitchenPrinting {
  /**
   * Some active station has a printer, whatever reaches it (network, USB, serial, or a panel's
   * browser, 'navegador'): every confirmed order then gets a print job at that station, printed by
   * the agent or by a paired browser (queued until one is there), so the browser's print dialog
   * would only make a second copy.
   */
  silent: boolean;
  /** An active counter ('caixa') station has a printer: the pre-bill can be printed there. */
  counterPrinter: boolean;
}

/** The counter station that prints the pre-bill: the first active 'caixa' one with a printer, in the order given. */
export function counterPrinterStation<S extends PrintingStation>(stations: readonly S[]): S | null {
  return stations.find((station) => station.isActive && station.kind === 'caixa' && station.printer) ?? null;
}

export function kitchenPrintingOf(stations: readonly PrintingStation[]): KitchenPrinting {
  return {
    silent: stations.some((station) => station.isActive && station.printer),
    counterPrinter: counterPrinterStation(stations) !== null,
  };
}

/** 409 of 'Imprimir conta' through the counter when the counter has no printer. */
export const NO_COUNTER_PRINTER = 'Nenhuma impressora no Caixa. Configure em Cozinha → Praças.';

/**
 * A pre-bill asked for again within this long, for the same bill, is the same click (a double-click,
 * a retried request): the job already made is answered and nothing prints again. After it, each
 * request prints a new paper, as the staff asked for it; and at once after a failed job, which
 * printed nothing.
 */
export const PRE_BILL_REPEAT_MS = 5_000;

/** Whether the bill's last pre-bill job (made at `createdAt`) answers a request made at `now`. */
export function isRepeatedPreBill(
  last: { createdAt: Date; status: PrintJobStatus } | null | undefined,
  now: Date,
): boolean {
  if (!last || last.status === 'falhou') return false;
  const elapsed = now.getTime() - last.createdAt.getTime();
  return elapsed >= 0 && elapsed < PRE_BILL_REPEAT_MS;
}
