/**
 * 'Imprimir conta' through the counter's printer (issue 34, decisions 0047 and 0050): one print job
 * of kind 'pre-conta' for the restaurant's counter ('caixa') station, its bytes encoded now for that
 * station's printer (domain/kitchen/pre-bill-ticket.ts), announced after the commit like every job,
 * so the print agent or a panel's browser prints it. Each request prints a new paper (a pre-bill is
 * asked for on purpose), except a repeat within `PRE_BILL_REPEAT_MS` of the last one for the same
 * bill (unless it failed), which answers that job again: under the bill's row lock, so two requests
 * of one double-click wait for each other and the second sees the first's job.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  counterPrinterStation,
  isRepeatedPreBill,
  NO_COUNTER_PRINTER,
} from '../../../domain/kitchen/panel-printing';
import { encodePreBill } from '../../../domain/kitchen/pre-bill-ticket';
import type { Db } from '../../db/client';
import { bills, printJobs } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { activeStationsOf } from '../kitchen/kitchen-dispatch';
import { announcePrintJobs } from '../realtime/print-job-announcements';
import { lockBill, preBillInputOf } from './bills.service';

type JobRow = typeof printJobs.$inferSelect;

/** The job as the print queue lists it (kitchen.schemas.ts `jobSchema`). */
function jobView(row: JobRow, stationName: string) {
  return {
    id: row.id,
    seq: row.seq,
    stationId: row.stationId,
    stationName,
    orderId: null,
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

export async function printPreBillAtCounter(db: Db, restaurantId: string, billId: string) {
  const result = await db.transaction(async (tx) => {
    const bill = await lockBill(tx, restaurantId, billId);
    const station = counterPrinterStation(await activeStationsOf(tx, restaurantId));
    if (!station?.printer) throw conflict(NO_COUNTER_PRINTER);
    // The database's clock, read once the lock is held: the last job's time is the database's too.
    const [clock] = await tx
      .select({ ms: sql<number>`extract(epoch from clock_timestamp()) * 1000`.mapWith(Number) })
      .from(bills)
      .where(eq(bills.id, bill.id));
    const [last] = await tx
      .select()
      .from(printJobs)
      .where(
        and(eq(printJobs.billId, bill.id), eq(printJobs.kind, 'pre-conta'), eq(printJobs.reprint, false)),
      )
      .orderBy(desc(printJobs.seq))
      .limit(1);
    if (last && last.stationId === station.id && isRepeatedPreBill(last, new Date(clock!.ms)))
      return { job: last, stationName: station.name, replayed: true };
    const input = await preBillInputOf(tx, restaurantId, bill.id);
    const [job] = await tx
      .insert(printJobs)
      .values({
        restaurantId,
        stationId: station.id,
        orderId: null,
        billId: bill.id,
        kind: 'pre-conta',
        payload: Buffer.from(encodePreBill(input, station.printer)),
      })
      .returning();
    return { job: job!, stationName: station.name, replayed: false };
  });
  if (!result.replayed) {
    const { id, stationId, status } = result.job;
    await announcePrintJobs(db, [{ id, restaurantId, stationId, status }]).catch(() => undefined);
  }
  return { job: jobView(result.job, result.stationName), replayed: result.replayed };
}
