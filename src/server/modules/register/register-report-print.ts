/**
 * 'Imprimir relatório' of the register through the counter's printer (issue 35, decisions 0047,
 * 0050 and 0051), as 'Imprimir conta' does (bills/pre-bill-print.ts): one print job of kind
 * 'fechamento-caixa' for the restaurant's counter ('caixa') station, the closing report's rows
 * (the same the text and HTML routes answer) encoded now for that station's printer, announced after
 * the commit so the print agent or a panel's browser prints it. No Caixa printer: 409, and the panel
 * prints the report's page in the browser. A repeat within `PRE_BILL_REPEAT_MS` of the last job of
 * the same report (the same bytes, unless it failed) answers that job again: under the session's row
 * lock, so the two requests of a double-click wait for each other and the second sees the first's job.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { isRepeatedPreBill } from '../../../domain/kitchen/panel-printing';
import { encodeClosingReport, reportPaperOf } from '../../../domain/register/closing-report-ticket';
import type { Db } from '../../db/client';
import { printJobs, registerSessions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { announceCounterJob, counterJobView, counterStationOf } from '../kitchen/counter-print';
import { SESSION_NOT_FOUND } from './register.service';

/** `rowsFor` draws the report's rows for a paper width (register.service.ts `report`, which checks who may see it). */
export async function printReportAtCounter(
  db: Db,
  restaurantId: string,
  sessionId: string,
  rowsFor: (paper: '80mm' | '58mm') => Promise<string[]>,
) {
  // The rows first, outside the transaction: they are read through the service's own queries.
  const station = await counterStationOf(db, restaurantId);
  const payload = Buffer.from(
    encodeClosingReport(await rowsFor(reportPaperOf(station.printer)), station.printer),
  );
  const result = await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: registerSessions.id })
      .from(registerSessions)
      .where(and(eq(registerSessions.id, sessionId), eq(registerSessions.restaurantId, restaurantId)))
      .for('update');
    if (!session) throw notFound(SESSION_NOT_FOUND);
    const [clock] = await tx
      .select({ ms: sql<number>`extract(epoch from clock_timestamp()) * 1000`.mapWith(Number) })
      .from(registerSessions)
      .where(eq(registerSessions.id, session.id));
    const [last] = await tx
      .select()
      .from(printJobs)
      .where(
        and(
          eq(printJobs.restaurantId, restaurantId),
          eq(printJobs.stationId, station.id),
          eq(printJobs.kind, 'fechamento-caixa'),
          eq(printJobs.reprint, false),
        ),
      )
      .orderBy(desc(printJobs.seq))
      .limit(1);
    if (last && Buffer.from(last.payload).equals(payload) && isRepeatedPreBill(last, new Date(clock!.ms)))
      return { job: last, stationName: station.name, replayed: true };
    const [job] = await tx
      .insert(printJobs)
      .values({
        restaurantId,
        stationId: station.id,
        orderId: null,
        billId: null,
        kind: 'fechamento-caixa',
        payload,
      })
      .returning();
    return { job: job!, stationName: station.name, replayed: false };
  });
  if (!result.replayed) await announceCounterJob(db, result.job);
  return { job: counterJobView(result.job, result.stationName), replayed: result.replayed };
}
