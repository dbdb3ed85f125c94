/**
 * 'Chamar garçom' and 'Pedir a conta' ring on the panel and the waiters' phones (decision 0042):
 * a call, and its answer, travel as one NOTIFY on the live streams' channel (`order_changes`, the one
 * every instance already LISTENs to), as `{"tableCall": {...}}`, and the hub hands it to the
 * restaurant's open streams as a `table-call` event. A stream that missed one (a reconnect) reads
 * the pending calls with the tables list.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LIVE_CHANNEL } from '../../lib/session-ends';

export interface TableCallEvent {
  id: string;
  restaurantId: string;
  tableId: string;
  tableLabel: string;
  kind: 'waiter' | 'bill';
  createdAt: string;
  /** Null while pending; the moment a staff member answered it otherwise (the phones stop ringing). */
  answeredAt: string | null;
}

export async function announceTableCall(db: Db, tableCall: TableCallEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ tableCall })})`);
}

/** The call a notification carries, or null when it is about something else. */
export function tableCallOf(payload: { tableCall?: unknown }): TableCallEvent | null {
  const call = payload.tableCall as Partial<TableCallEvent> | undefined;
  if (!call || typeof call !== 'object') return null;
  if (typeof call.id !== 'string' || typeof call.restaurantId !== 'string') return null;
  return call as TableCallEvent;
}
