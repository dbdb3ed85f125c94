/**
 * Print jobs for the counter's ('caixa') printer that belong to no order (issues 34 and 35): the
 * pre-bill (bills/pre-bill-print.ts), the register's closing report (register/register-report-print.ts)
 * and the DANFE NFC-e (fiscal/danfe.service.ts). Each encodes its own bytes; the station, the answer
 * and the announcement after the commit are the same for all three.
 */
import { counterPrinterStation, NO_COUNTER_PRINTER } from '../../../domain/kitchen/panel-printing';
import type { Db, Tx } from '../../db/client';
import type { printJobs } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { announcePrintJobs } from '../realtime/print-job-announcements';
import { activeStationsOf } from './kitchen-dispatch';

type JobRow = typeof printJobs.$inferSelect;

/** The counter station with a printer, or 409 'Nenhuma impressora no Caixa…'. */
export async function counterStationOf(on: Db | Tx, restaurantId: string) {
  const station = counterPrinterStation(await activeStationsOf(on, restaurantId));
  if (!station?.printer) throw conflict(NO_COUNTER_PRINTER);
  return { ...station, printer: station.printer };
}

/** The job as the print queue lists it (kitchen.schemas.ts `jobSchema`). */
export function counterJobView(row: JobRow, stationName: string) {
  return {
    id: row.id,
    seq: row.seq,
    stationId: row.stationId,
    stationName,
    orderId: row.orderId,
    orderNumber: null,
    billId: row.billId,
    kind: row.kind,
    reprint: row.reprint,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
  };
}

/** After the commit: the print agent or a panel's browser takes the new job. */
export async function announceCounterJob(db: Db, job: JobRow): Promise<void> {
  const { id, restaurantId, stationId, status } = job;
  await announcePrintJobs(db, [{ id, restaurantId, stationId, status }]).catch(() => undefined);
}
