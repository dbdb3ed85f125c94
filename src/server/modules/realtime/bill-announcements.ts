/**
 * A bill's money moving (decision 0043): split, a part paid, the bill closed and its table free. It
 * travels as one NOTIFY on the live streams' channel (`order_changes`) as `{"billEvent": {...}}`, and
 * the hub hands it to the restaurant's open streams as a `bill` event, as the table calls do. The
 * event carries ids and states only, never a diner's data; a stream that missed one reads the tables
 * list and the bill.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LIVE_CHANNEL } from '../../lib/session-ends';

export interface BillEvent {
  id: string;
  restaurantId: string;
  tableId: string;
  /** aberta, conta_pedida, fechando, fechada or cancelada. */
  status: string;
  /** The table's state after it: 'livre' once the bill closed. */
  tableState: string;
  closedAt: string | null;
}

export async function announceBill(db: Db, billEvent: BillEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ billEvent })})`);
}

/** The bill event a notification carries, or null when it is about something else. */
export function billEventOf(payload: { billEvent?: unknown }): BillEvent | null {
  const event = payload.billEvent as Partial<BillEvent> | undefined;
  if (!event || typeof event !== 'object') return null;
  if (typeof event.id !== 'string' || typeof event.restaurantId !== 'string') return null;
  return event as BillEvent;
}
