/**
 * The iFood connector's work: poll events for each connected restaurant (one instance per
 * restaurant, through the lease), import placed orders, apply cancellations, keep externalStatus
 * current, acknowledge only after our commit, and send the actions queued by the panel.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  CANCELLATION_REQUESTED,
  IFOOD_ACTIONS,
  IFOOD_EVENT_STATUS,
  type IfoodAction,
  syncFailureStatus,
} from '../../../domain/integrations/external-status';
import { parseSyncSettings } from '../../../domain/integrations/platforms';
import type { Db, Tx } from '../../db/client';
import { deliveryIntegrations, integrationEvents } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import {
  claimDueIntegrations,
  findExternalOrder,
  hasEvent,
  type IntegrationRow,
  markProcessed,
  pendingActions,
  recordSyncResult,
  releaseLease,
  rememberEvent,
  setExternalStatus,
} from '../integration-store';
import { cancelExternalOrder, importExternalOrder } from '../order-import';
import { createIfoodClient, type IfoodClient, IfoodRateLimited } from './ifood.client';
import { applyDisputeEvent } from './ifood.disputes';
import { MENU_REFUSAL_PREFIX, syncIfoodMenu } from './ifood.menu-sync';
import { mapIfoodOrder } from './ifood.order-mapping';
import { storeTokenSource } from './ifood.store-token';
import type { IfoodEvent } from './ifood.types';

export const IFOOD_POLL_INTERVAL_MS = 30_000;
/** How long a claimed lease lasts if the instance dies mid-poll. */
const LEASE_MS = 60_000;

export interface IfoodSyncOptions {
  baseUrl: string;
  encryptionKey: string;
  /** Comanda's distributed app, for stores linked through the authorization flow. */
  app?: { clientId?: string; clientSecret?: string };
}

/** A store linked through the distributed app has tokens; a centralized one has its app's keys. */
export function ifoodClientFor(db: Db, integration: IntegrationRow, options: IfoodSyncOptions): IfoodClient {
  if (integration.refreshToken)
    return createIfoodClient(
      options.baseUrl,
      storeTokenSource(db, integration, {
        baseUrl: options.baseUrl,
        encryptionKey: options.encryptionKey,
        app: { clientId: options.app?.clientId ?? '', clientSecret: options.app?.clientSecret ?? '' },
      }),
    );
  return createIfoodClient(options.baseUrl, {
    clientId: decryptSecret(options.encryptionKey, integration.apiKey ?? ''),
    clientSecret: decryptSecret(options.encryptionKey, integration.secretKey ?? ''),
  });
}

const ACTION_STATUS: Record<IfoodAction, string> = {
  confirm: 'CONFIRMED',
  startPreparation: 'PREPARATION_STARTED',
  readyToPickup: 'READY_TO_PICKUP',
  dispatch: 'DISPATCHED',
  requestCancellation: 'CANCELLATION_REQUESTED',
};

/** Handles one event inside its own transaction; returns when it is safe to acknowledge. */
export async function applyIfoodEvent(
  db: Db,
  client: IfoodClient,
  integration: IntegrationRow,
  event: IfoodEvent,
) {
  const stored = await rememberEvent(db, {
    integrationId: integration.id,
    externalEventId: event.id,
    code: event.code,
    externalOrderId: event.orderId,
    payload: JSON.stringify(event),
  });
  if (stored.processedAt) return;
  const context = { integrationId: integration.id, restaurantId: integration.restaurantId };
  // Placed after its own cancellation (out of order across polls): nothing to import.
  const detail =
    event.code === 'PLC' && !(await hasEvent(db, integration.id, event.orderId, 'CAN'))
      ? await client.order(event.orderId)
      : null;
  await db.transaction(async (tx) => {
    if (detail) await importExternalOrder(tx, mapIfoodOrder(detail, context));
    else if (await applyDisputeEvent(tx, integration, event)) {
      // A negotiation (HSD/HSS): kept for the owner to answer on the order's card.
    } else if (event.code !== 'PLC') {
      const cancelled =
        event.code === 'CAN' &&
        (await cancelExternalOrder(tx, {
          restaurantId: integration.restaurantId,
          source: 'ifood',
          externalOrderId: event.orderId,
          externalStatus: 'CANCELLED',
          reason: await cancellationReason(tx, integration.restaurantId, event.orderId),
        }));
      const order = cancelled
        ? null
        : await findExternalOrder(tx, integration.restaurantId, 'ifood', event.orderId);
      const status = IFOOD_EVENT_STATUS[event.code];
      if (order && status) await setExternalStatus(tx, order.id, status);
    }
    await markProcessed(tx, stored.id);
  });
}

/** The owner's reason when iFood confirms the cancellation they asked for; else iFood's own. */
async function cancellationReason(tx: Tx, restaurantId: string, externalOrderId: string) {
  const order = await findExternalOrder(tx, restaurantId, 'ifood', externalOrderId);
  return order?.externalStatus === CANCELLATION_REQUESTED && order.cancellationReason
    ? order.cancellationReason
    : 'Cancelado pelo iFood';
}

/** One poll of one integration whose lease this instance holds. */
export async function pollIntegration(db: Db, integration: IntegrationRow, options: IfoodSyncOptions) {
  const client = ifoodClientFor(db, integration, options);
  try {
    const events = await client.pollEvents(integration.merchantId);
    // Events may arrive out of order and more than once: oldest first, each id once.
    const unique = [...new Map(events.map((event) => [event.id, event])).values()].sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
    const done: string[] = [];
    for (const event of unique) {
      await applyIfoodEvent(db, client, integration, event);
      done.push(event.id);
    }
    await client.acknowledge(done);
    // An item iFood refused stays on the card until the next push (the menu is not re-sent every poll).
    const menu =
      parseSyncSettings(integration.settings).autoSyncMenu && !integration.isMenuSynced
        ? await syncIfoodMenu(db, client, integration)
        : null;
    const refusal = menu ? menu.error : keptRefusal(integration);
    if (refusal)
      await db
        .update(deliveryIntegrations)
        .set({ syncErrors: refusal, lastSync: new Date() })
        .where(eq(deliveryIntegrations.id, integration.id));
    else await recordSyncResult(db, integration.id, null);
    await releaseLease(db, integration.id, new Date(Date.now() + IFOOD_POLL_INTERVAL_MS));
    return { events: done.length };
  } catch (error) {
    const backoff = error instanceof IfoodRateLimited ? error.retryAfterMs : IFOOD_POLL_INTERVAL_MS;
    await recordSyncResult(db, integration.id, syncMessage(error));
    await releaseLease(db, integration.id, new Date(Date.now() + backoff));
    return { events: 0, error: syncMessage(error), backoffMs: backoff };
  }
}

/** Sends the panel's queued actions in order; a failure stops that order's later actions and retries next tick. */
export async function pushActions(db: Db, integrations: IntegrationRow[], options: IfoodSyncOptions) {
  const byId = new Map(integrations.map((integration) => [integration.id, integration]));
  const blocked = new Set<string>();
  for (const row of await pendingActions(db, [...byId.keys()])) {
    const integration = byId.get(row.integrationId)!;
    const payload = JSON.parse(row.payload ?? '{}') as {
      orderId: string;
      action: IfoodAction;
      cancellationCode?: string;
      reason?: string;
    };
    const { orderId, action } = payload;
    if (blocked.has(orderId) || !IFOOD_ACTIONS.includes(action)) continue;
    // Claim the row, so two instances never send the same action.
    const claimed = await db
      .update(integrationEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(integrationEvents.id, row.id), isNull(integrationEvents.processedAt)))
      .returning({ id: integrationEvents.id });
    if (claimed.length === 0) continue;
    try {
      const body = action === 'requestCancellation' ? cancellationBody(payload) : undefined;
      await ifoodClientFor(db, integration, options).action(row.externalOrderId ?? '', action, body);
      await setExternalStatus(db, orderId, ACTION_STATUS[action]);
    } catch (error) {
      blocked.add(orderId);
      await db.update(integrationEvents).set({ processedAt: null }).where(eq(integrationEvents.id, row.id));
      await setExternalStatus(db, orderId, syncFailureStatus(action));
      await recordSyncResult(db, integration.id, syncMessage(error));
    }
  }
}

/**
 * The owner's chosen reason (one of the codes iFood offered for the order); an order cancelled
 * without one (an older client of the API) goes as 'problemas de sistema', iFood's generic code.
 */
function cancellationBody(payload: { cancellationCode?: string; reason?: string }) {
  const code =
    payload.cancellationCode && /^\d{3}$/.test(payload.cancellationCode) ? payload.cancellationCode : '501';
  return { cancellationCode: code, reason: payload.reason || IFOOD_DEFAULT_REASON };
}

const IFOOD_DEFAULT_REASON = 'Problemas de sistema';

/** One tick: send queued actions for every active iFood integration, then poll those whose lease is due. */
export async function runIfoodTick(db: Db, options: IfoodSyncOptions) {
  const active = await db
    .select()
    .from(deliveryIntegrations)
    .where(and(eq(deliveryIntegrations.platform, 'ifood'), eq(deliveryIntegrations.status, 'active')));
  await pushActions(db, active, options);
  const due = await claimDueIntegrations(db, 'ifood', LEASE_MS);
  for (const integration of due) await pollIntegration(db, integration, options);
}

/** The items iFood refused at the last menu push, still shown while the menu is unchanged. */
function keptRefusal(integration: IntegrationRow): string | null {
  const last = integration.syncErrors;
  return integration.isMenuSynced && last?.startsWith(MENU_REFUSAL_PREFIX) ? last : null;
}

function syncMessage(error: unknown): string {
  if (error instanceof IfoodRateLimited)
    return 'Limite de requisições do iFood atingido; nova tentativa em instantes';
  if (error instanceof Error && error.name === 'IfoodError') return error.message;
  return 'Falha de comunicação com o iFood';
}
