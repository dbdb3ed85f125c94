/**
 * A fiscal receipt (NFC-e) changing state (issue 35, decision 0052): issued, authorized, rejected,
 * sent again, cancelled. It travels as one NOTIFY on the live streams' channel (`order_changes`) as
 * `{"receiptEvent": {...}}`, sent after the write commits, as the bills' events are
 * (bill-announcements.ts); the hub hands it to the restaurant's panel streams whose person may issue
 * or cancel notes (`fiscal.issue` or `fiscal.cancel`) as a `receipt` event. Ids and states only:
 * never the diner's CPF, never the access key. A panel that missed one reads the receipts list.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LIVE_CHANNEL } from '../../lib/session-ends';

export interface ReceiptEvent {
  id: string;
  restaurantId: string;
  billId: string | null;
  orderId: string | null;
  /** pendente, autorizada, contingencia, rejeitada, denegada or cancelada. */
  status: string;
}

export async function announceReceipt(db: Db, event: ReceiptEvent): Promise<void> {
  const { id, restaurantId, billId, orderId, status } = event;
  const receiptEvent: ReceiptEvent = { id, restaurantId, billId, orderId, status };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ receiptEvent })})`);
}

/** The receipt event a notification carries, or null when it is about something else. */
export function receiptEventOf(payload: { receiptEvent?: unknown }): ReceiptEvent | null {
  const event = payload.receiptEvent as Partial<ReceiptEvent> | undefined;
  if (!event || typeof event !== 'object') return null;
  if (
    typeof event.id !== 'string' ||
    typeof event.restaurantId !== 'string' ||
    typeof event.status !== 'string'
  )
    return null;
  return event as ReceiptEvent;
}
