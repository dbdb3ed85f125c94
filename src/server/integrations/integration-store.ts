/**
 * Database side of the connectors: claiming a restaurant's polling lease (a conditional UPDATE, so
 * with several app instances one polls a restaurant at a time), recording events once by their
 * platform id, the outgoing action queue, and the integration's sync status.
 */
import { and, asc, eq, gt, inArray, isNull, like, lt, notLike, or, sql } from 'drizzle-orm';
import {
  CANCELLATION_REQUEST_FAILED,
  type PartnerAction,
  partnerRefusedAction,
  syncFailureStatus,
  syncRefusedStatus,
} from '../../domain/integrations/external-status';
import type { OrderSource } from '../../domain/orders/order-status';
import type { Db, Tx } from '../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { deliveryIntegrations, integrationEvents, orders } from '../db/schema';
import { conflict } from '../lib/http-error';

export type IntegrationRow = typeof deliveryIntegrations.$inferSelect;
export type EventRow = typeof integrationEvents.$inferSelect;

/** Outgoing actions share the events table, marked by this code prefix. */
export const ACTION_PREFIX = 'action:';

/** Active integrations of a platform whose lease is free; each claimed for `leaseMs`. */
export async function claimDueIntegrations(db: Db, platform: string, leaseMs: number, now = new Date()) {
  return db
    .update(deliveryIntegrations)
    .set({ pollLeaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(deliveryIntegrations.platform, platform),
        eq(deliveryIntegrations.status, 'active'),
        or(isNull(deliveryIntegrations.pollLeaseUntil), lt(deliveryIntegrations.pollLeaseUntil, now)),
      ),
    )
    .returning();
}

/** Sets when this integration may be polled next (also the back-off after a 429). */
export async function releaseLease(db: Db, integrationId: string, nextAt: Date) {
  await db
    .update(deliveryIntegrations)
    .set({ pollLeaseUntil: nextAt })
    .where(eq(deliveryIntegrations.id, integrationId));
}

export async function recordSyncResult(
  db: Db | Tx,
  integrationId: string,
  error: string | null,
  now = new Date(),
) {
  await db
    .update(deliveryIntegrations)
    .set(error ? { syncErrors: error } : { syncErrors: null, lastSync: now })
    .where(eq(deliveryIntegrations.id, integrationId));
}

/** Stores the event unless its id was seen; returns the stored row (new or earlier). */
export async function rememberEvent(
  db: Db,
  event: {
    integrationId: string;
    externalEventId: string;
    code: string;
    externalOrderId: string | null;
    payload: string;
  },
): Promise<EventRow> {
  await db.insert(integrationEvents).values(event).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(integrationEvents)
    .where(
      and(
        eq(integrationEvents.integrationId, event.integrationId),
        eq(integrationEvents.externalEventId, event.externalEventId),
      ),
    );
  return row!;
}

export async function markProcessed(db: Db | Tx, eventId: string, now = new Date()) {
  await db.update(integrationEvents).set({ processedAt: now }).where(eq(integrationEvents.id, eventId));
}

/** Received events (not outgoing actions) still unprocessed, stored between `after` and `before`: oldest first. */
export async function unprocessedEvents(db: Db, integrationIds: string[], before: Date, after: Date) {
  if (integrationIds.length === 0) return [];
  return db
    .select()
    .from(integrationEvents)
    .where(
      and(
        inArray(integrationEvents.integrationId, integrationIds),
        notLike(integrationEvents.code, `${ACTION_PREFIX}%`),
        isNull(integrationEvents.processedAt),
        lt(integrationEvents.createdAt, before),
        gt(integrationEvents.createdAt, after),
      ),
    )
    .orderBy(asc(integrationEvents.createdAt), asc(sql`${integrationEvents.id}`))
    .limit(200);
}

/** Whether an event with this code was already received for the external order. */
export async function hasEvent(db: Db | Tx, integrationId: string, externalOrderId: string, code: string) {
  const rows = await db
    .select({ id: integrationEvents.id })
    .from(integrationEvents)
    .where(
      and(
        eq(integrationEvents.integrationId, integrationId),
        eq(integrationEvents.externalOrderId, externalOrderId),
        eq(integrationEvents.code, code),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findExternalOrder(
  tx: Tx,
  restaurantId: string,
  source: OrderSource,
  externalOrderId: string,
) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.orderSource, source),
        eq(orders.externalOrderId, externalOrderId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Queues an action for the platform, once per (order, action); the sync sends it after commit. */
export async function queueAction(
  tx: Tx,
  integrationId: string,
  orderId: string,
  externalOrderId: string,
  action: string,
  /** What the action carries besides the order, e.g. the owner's cancellation reason. */
  details: Record<string, string> = {},
  /** Send it again though it was sent once (a cancellation iFood refused, asked again). */
  again = false,
) {
  const payload = JSON.stringify({ ...details, orderId, action });
  const insert = tx.insert(integrationEvents).values({
    integrationId,
    externalEventId: `out:${orderId}:${action}`,
    code: `${ACTION_PREFIX}${action}`,
    externalOrderId,
    payload,
  });
  if (!again) await insert.onConflictDoNothing();
  else
    await insert.onConflictDoUpdate({
      target: [integrationEvents.integrationId, integrationEvents.externalEventId],
      set: { payload, processedAt: null },
    });
}

export async function pendingActions(db: Db, integrationIds: string[]) {
  if (integrationIds.length === 0) return [];
  return db
    .select()
    .from(integrationEvents)
    .where(
      and(
        inArray(integrationEvents.integrationId, integrationIds),
        like(integrationEvents.code, `${ACTION_PREFIX}%`),
        isNull(integrationEvents.processedAt),
      ),
    )
    .orderBy(asc(integrationEvents.createdAt), asc(sql`${integrationEvents.id}`));
}

export async function setExternalStatus(
  db: Db | Tx,
  orderId: string,
  externalStatus: string,
  now = new Date(),
) {
  await db.update(orders).set({ externalStatus, syncedAt: now }).where(eq(orders.id, orderId));
}

/**
 * A queued action whose sending failed. Refused by the platform (`partnerRefusedAction`: the order
 * is gone there, the step is not allowed): it stays done, the order says what was refused and
 * nothing is sent again, so a refusal is never repeated every tick. Anything else (unreachable, 5xx,
 * 401, 429…) goes back to the queue for the next tick, and the order's later actions wait behind
 * it (`blocked`). The integration's card shows the message, but for a refused cancellation, which
 * the order's card tells as the partner's answer.
 */
export async function settleFailedAction(
  db: Db,
  failure: {
    eventId: string;
    integrationId: string;
    orderId: string;
    action: PartnerAction;
    /** What the partner's client threw (its HTTP answer, if any, read by partnerHttpStatus). */
    error: unknown;
    message: string;
    blocked: Set<string>;
    /** The order's platform status after this one (Open Delivery keeps a diner's pending request). */
    statusAfter?: (externalStatus: string) => string;
  },
): Promise<void> {
  const after = failure.statusAfter ?? ((status: string) => status);
  if (partnerRefusedAction(partnerHttpStatus(failure.error))) {
    // A refused cancellation is the partner's answer, as iFood's CARF: the order stays open, the
    // card says so and the owner may ask again (status-sync's `again`).
    if (failure.action === 'requestCancellation') {
      await setExternalStatus(db, failure.orderId, after(CANCELLATION_REQUEST_FAILED));
      return;
    }
    await setExternalStatus(db, failure.orderId, after(syncRefusedStatus(failure.action)));
    await recordSyncResult(db, failure.integrationId, `${failure.message} (não será reenviado)`);
    return;
  }
  failure.blocked.add(failure.orderId);
  await db
    .update(integrationEvents)
    .set({ processedAt: null })
    .where(eq(integrationEvents.id, failure.eventId));
  await setExternalStatus(db, failure.orderId, after(syncFailureStatus(failure.action)));
  await recordSyncResult(db, failure.integrationId, failure.message);
}

/**
 * The partner's HTTP answer to the request itself, from a client's error (each has `status`; 0: not
 * reached). None when it failed before the partner saw the request (`beforeRequest`: its token was
 * refused, our configuration lacks the store): that is retried, never a refusal of the action.
 */
export function partnerHttpStatus(error: unknown): number | undefined {
  const failure = error as { status?: unknown; beforeRequest?: unknown } | null;
  if (failure?.beforeRequest === true) return undefined;
  return typeof failure?.status === 'number' && failure.status > 0 ? failure.status : undefined;
}

/**
 * A menu edit makes the platform catalogs stale: the next poll of each connected integration with
 * autoSyncMenu pushes the menu again. Integrations without a catalog (Rappi, Uber Eats) ignore it.
 */
export async function markMenuChanged(db: Db | Tx, restaurantId: string) {
  await db
    .update(deliveryIntegrations)
    .set({ isMenuSynced: false })
    .where(
      and(eq(deliveryIntegrations.restaurantId, restaurantId), eq(deliveryIntegrations.isMenuSynced, true)),
    );
}

/** A restaurant's integration with one platform, whatever its state; null when it never connected. */
export async function findRestaurantIntegration(
  db: Db | Tx,
  restaurantId: string,
  platform: string,
): Promise<IntegrationRow | null> {
  const [row] = await db
    .select()
    .from(deliveryIntegrations)
    .where(
      and(eq(deliveryIntegrations.restaurantId, restaurantId), eq(deliveryIntegrations.platform, platform)),
    );
  return row ?? null;
}

/**
 * The restaurant's integration that linked this partner store (decision 0053: events go by the
 * partner's merchant or store id, never by whose credentials fetched them). Null when nobody linked
 * it: the caller acknowledges the event as the partner documents and logs the store id, nothing else.
 */
export async function findIntegrationByMerchant(
  db: Db | Tx,
  platform: string,
  merchantId: string,
): Promise<IntegrationRow | null> {
  const [row] = await db
    .select()
    .from(deliveryIntegrations)
    .where(
      and(
        eq(deliveryIntegrations.platform, platform),
        eq(deliveryIntegrations.merchantId, merchantId),
        eq(deliveryIntegrations.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whether another restaurant holds this partner store now (one store, one restaurant). Only an
 * active link holds it: a store its restaurant disconnected can be linked by another (decision 0068).
 */
export async function merchantLinkedElsewhere(
  db: Db | Tx,
  platform: string,
  merchantId: string,
  restaurantId: string,
): Promise<boolean> {
  const rows = await db
    .select({ restaurantId: deliveryIntegrations.restaurantId })
    .from(deliveryIntegrations)
    .where(
      and(
        eq(deliveryIntegrations.platform, platform),
        eq(deliveryIntegrations.merchantId, merchantId),
        eq(deliveryIntegrations.status, 'active'),
      ),
    );
  return rows.some((row) => row.restaurantId !== restaurantId);
}

/** The owner's message when the store is another restaurant's (409). */
export const MERCHANT_TAKEN_MESSAGE =
  'Esta loja já está ligada a outro restaurante no Comanda. Se ela é sua, fale com o suporte.';

/** The partial unique index that lets one active link hold a store (migration, decision 0068). */
export const ACTIVE_MERCHANT_INDEX = 'delivery_integrations_active_merchant_unique';

/**
 * Runs a write that makes a link active; two links of one store at once pass the check above
 * together, and the database refuses the second: that refusal is the same 409 as the check's.
 */
export async function holdingStore<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION && violatedConstraint(error) === ACTIVE_MERCHANT_INDEX)
      throw conflict(MERCHANT_TAKEN_MESSAGE);
    throw error;
  }
}

function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { constraint } = current as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
