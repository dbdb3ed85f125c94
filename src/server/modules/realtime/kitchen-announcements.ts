/**
 * The kitchen display's changes (issue 34, decision 0047): a line struck through or back, a ticket
 * bumped ('Pronto') or recalled ('Voltar'). One NOTIFY on the live streams' channel as
 * `{"kitchenEvent": {...}}`, handed by the hub to the restaurant's open streams as a `kitchen` event,
 * so every screen of a station agrees. Ids only: a screen that hears one (or reconnects) reads its
 * station again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LIVE_CHANNEL } from '../../lib/session-ends';

export const KITCHEN_CHANGES = ['item', 'bump', 'recall', 'ticket'] as const;
export type KitchenChange = (typeof KITCHEN_CHANGES)[number];

export interface KitchenEvent {
  restaurantId: string;
  stationId: string;
  ticketId: string;
  orderId: string;
  change: KitchenChange;
}

/** Sent at the commit of the transaction `db` runs in, like the orders trigger's own NOTIFY. */
export async function announceKitchen(db: Db, kitchenEvent: KitchenEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ kitchenEvent })})`);
}

/** The kitchen event a notification carries, or null when it is about something else. */
export function kitchenEventOf(payload: { kitchenEvent?: unknown }): KitchenEvent | null {
  const event = payload.kitchenEvent as Partial<KitchenEvent> | undefined;
  if (!event || typeof event !== 'object') return null;
  if (typeof event.restaurantId !== 'string' || typeof event.stationId !== 'string') return null;
  return event as KitchenEvent;
}
