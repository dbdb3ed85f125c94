/**
 * A print job made, claimed, printed, failed or queued again (decision 0047) travels as one NOTIFY
 * on the live streams' channel (`order_changes`) as `{"printJobs": [...]}`, sent after its
 * transaction commits, as the bills' events are (realtime/bill-announcements.ts). The hub hands it
 * to the restaurant's print agents (which read the job's bytes when it is 'pendente') and to the
 * panel's stream as a `print-job` event. Ids and states only: never a diner's data, never bytes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LIVE_CHANNEL } from '../../lib/session-ends';

export interface PrintJobEvent {
  id: string;
  restaurantId: string;
  stationId: string;
  status: string;
}

/** Events per NOTIFY: a payload must stay under PostgreSQL's 8,000 bytes (about 150 bytes each). */
const PER_NOTIFY = 40;

export async function announcePrintJobs(db: Db, events: readonly PrintJobEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += PER_NOTIFY) {
    const printJobs = events.slice(start, start + PER_NOTIFY);
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ printJobs })})`);
  }
}

/** The print-job events a notification carries, or null when it is about something else. */
export function printJobEventsOf(payload: { printJobs?: unknown }): PrintJobEvent[] | null {
  if (!Array.isArray(payload.printJobs)) return null;
  return payload.printJobs.filter(
    (event): event is PrintJobEvent =>
      typeof event === 'object' &&
      event !== null &&
      typeof (event as PrintJobEvent).id === 'string' &&
      typeof (event as PrintJobEvent).restaurantId === 'string' &&
      typeof (event as PrintJobEvent).stationId === 'string' &&
      typeof (event as PrintJobEvent).status === 'string',
  );
}
