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
import { isRepeatedPreBill } from '../../../domain/kitchen/panel-printing';
import { encodePreBill } from '../../../domain/kitchen/pre-bill-ticket';
import type { Db } from '../../db/client';
import { bills, printJobs } from '../../db/schema';
import { announceCounterJob, counterJobView, counterStationOf } from '../kitchen/counter-print';
import { lockBill, preBillInputOf } from './bills.service';

export async function printPreBillAtCounter(db: Db, restaurantId: string, billId: string) {
  const result = await db.transaction(async (tx) => {
    const bill = await lockBill(tx, restaurantId, billId);
    const station = await counterStationOf(tx, restaurantId);
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
  if (!result.replayed) await announceCounterJob(db, result.job);
  return { job: counterJobView(result.job, result.stationName), replayed: result.replayed };
}
