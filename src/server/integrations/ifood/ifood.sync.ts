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
} from '../../../domain/integrations/external-status';
import { parseSyncSettings } from '../../../domain/integrations/platforms';
import type { Db, Tx } from '../../db/client';
import { deliveryIntegrations, integrationEvents } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import {
  claimDueIntegrations,
  findExternalOrder,
  findIntegrationByMerchant,
  hasEvent,
  type IntegrationRow,
  markProcessed,
  pendingActions,
  recordSyncResult,
  releaseLease,
  rememberEvent,
  setExternalStatus,
  settleFailedAction,
  unprocessedEvents,
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
  /**
   * Comanda's iFood app (decision 0061): with a centralized app its token serves every store linked
   * by id; `eventsMode` says whether events arrive on the webhook or by one poll for all of them.
   */
  app?: { clientId?: string; clientSecret?: string; eventsMode?: 'webhook' | 'polling' };
}

/**
 * A store linked by id to Comanda's centralized app carries no credentials of its own: its calls go
 * with the app's token. Rows linked by code (distributed) or with keys typed before decision 0061
 * keep their own.
 */
export const linkedToApp = (integration: IntegrationRow) => !integration.refreshToken && !integration.apiKey;

/** The centralized app's client (client_credentials, cached per client id in ifood.client.ts). */
export function ifoodAppClient(options: IfoodSyncOptions): IfoodClient {
  return createIfoodClient(options.baseUrl, {
    clientId: options.app?.clientId ?? '',
    clientSecret: options.app?.clientSecret ?? '',
  });
}

/** The client a store's calls go through: its own tokens or keys, or Comanda's app. */
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
  if (linkedToApp(integration)) return ifoodAppClient(options);
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

/** One poll of one integration whose lease this instance holds (a store with its own credentials). */
export async function pollIntegration(
  db: Db,
  integration: IntegrationRow,
  options: IfoodSyncOptions,
): Promise<{ events: number; error?: string; backoffMs?: number }> {
  const client = ifoodClientFor(db, integration, options);
  try {
    const events = await client.pollEvents(integration.merchantId);
    const done: string[] = [];
    for (const event of oldestFirst(events)) {
      await applyIfoodEvent(db, client, integration, event);
      done.push(event.id);
    }
    await client.acknowledge(done);
    await finishRound(db, client, integration);
    return { events: done.length };
  } catch (error) {
    return failRound(db, integration, error);
  }
}

/** Events may arrive out of order and more than once: oldest first, each id once. */
function oldestFirst<T extends { id: string; createdAt: string }>(events: T[]): T[] {
  return [...new Map(events.map((event) => [event.id, event])).values()].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
}

/** After a round: the menu push when due, the sync result, and the lease until the next round. */
async function finishRound(db: Db, client: IfoodClient, integration: IntegrationRow) {
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
}

async function failRound(db: Db, integration: IntegrationRow, error: unknown) {
  const backoff = error instanceof IfoodRateLimited ? error.retryAfterMs : IFOOD_POLL_INTERVAL_MS;
  await recordSyncResult(db, integration.id, syncMessage(error));
  await releaseLease(db, integration.id, new Date(Date.now() + backoff));
  return { events: 0, error: syncMessage(error), backoffMs: backoff };
}

/**
 * iFood's `x-polling-merchants` takes a comma-separated list of stores. Its page names no limit;
 * 100 per request keeps the header short (a public integration splits its list the same way).
 */
export const POLLING_MERCHANTS_PER_REQUEST = 100;

/**
 * The centralized app's round for the stores linked to it whose lease this instance holds: in
 * polling mode ONE poll per 100 stores, each event routed by its merchantId (decision 0053: never
 * by whose request fetched it), acknowledged once stored; then each store's menu and sync result.
 */
export async function pollAppStores(db: Db, integrations: IntegrationRow[], options: IfoodSyncOptions) {
  const client = ifoodAppClient(options);
  const failed = new Map<string, unknown>();
  if (options.app?.eventsMode === 'polling') {
    for (let start = 0; start < integrations.length; start += POLLING_MERCHANTS_PER_REQUEST) {
      const batch = integrations.slice(start, start + POLLING_MERCHANTS_PER_REQUEST);
      try {
        await pollBatch(db, client, batch);
      } catch (error) {
        for (const integration of batch) failed.set(integration.id, error);
      }
    }
  }
  for (const integration of integrations) {
    if (failed.has(integration.id)) await failRound(db, integration, failed.get(integration.id));
    else await finishRound(db, client, integration).catch((error) => failRound(db, integration, error));
  }
}

async function pollBatch(db: Db, client: IfoodClient, batch: IntegrationRow[]) {
  const byMerchant = new Map(batch.map((integration) => [integration.merchantId ?? '', integration]));
  const events = await client.pollEvents([...byMerchant.keys()].filter(Boolean));
  const done: string[] = [];
  for (const event of oldestFirst(events)) {
    const integration =
      byMerchant.get(event.merchantId ?? '') ??
      (event.merchantId ? await findIntegrationByMerchant(db, 'ifood', event.merchantId) : null);
    // A store nobody linked (or unlinked since): acknowledged so iFood stops sending it, then dropped.
    if (integration) await applyIfoodEvent(db, client, integration, event);
    done.push(event.id);
  }
  await client.acknowledge(done);
}

/**
 * Webhook events are stored before the 202 and processed right after it; one whose processing
 * failed (iFood unreachable for the order's details, a crash) is still unprocessed in the events
 * table, and the next tick applies it again. `minAgeMs` leaves the fresh ones to the request that
 * stored them.
 */
export async function retryStoredEvents(
  db: Db,
  integrations: IntegrationRow[],
  options: IfoodSyncOptions,
  minAgeMs = STORED_EVENT_GRACE_MS,
) {
  const byId = new Map(integrations.map((integration) => [integration.id, integration]));
  const now = Date.now();
  const stored = await unprocessedEvents(
    db,
    [...byId.keys()],
    new Date(now - minAgeMs),
    new Date(now - IFOOD_EVENT_LIFETIME_MS),
  );
  for (const row of stored) {
    const integration = byId.get(row.integrationId)!;
    const event = JSON.parse(row.payload ?? '{}') as IfoodEvent;
    try {
      await applyIfoodEvent(db, ifoodClientFor(db, integration, options), integration, event);
    } catch (error) {
      await recordSyncResult(db, integration.id, syncMessage(error));
    }
  }
}

const STORED_EVENT_GRACE_MS = 30_000;
/** iFood keeps an order's events up to 8 hours ("A API mantém eventos por até 8 horas"): no retry after that. */
const IFOOD_EVENT_LIFETIME_MS = 8 * 60 * 60_000;

/** Sends the panel's queued actions in order; a failure stops that order's later actions and retries next tick, a refusal is not sent again (settleFailedAction). */
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
      await settleFailedAction(db, {
        eventId: row.id,
        integrationId: integration.id,
        orderId,
        action,
        error,
        message: syncMessage(error),
        blocked,
      });
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

/**
 * One tick: send queued actions for every active iFood integration, apply webhook events left
 * unprocessed, then the round of each store whose lease is due: its own poll for a store with its
 * own credentials, the app's shared round for those linked to Comanda's centralized app.
 */
export async function runIfoodTick(db: Db, options: IfoodSyncOptions) {
  const active = await db
    .select()
    .from(deliveryIntegrations)
    .where(and(eq(deliveryIntegrations.platform, 'ifood'), eq(deliveryIntegrations.status, 'active')));
  await pushActions(db, active, options);
  await retryStoredEvents(db, active, options);
  const due = await claimDueIntegrations(db, 'ifood', LEASE_MS);
  for (const integration of due.filter((row) => !linkedToApp(row)))
    await pollIntegration(db, integration, options);
  const appStores = due.filter(linkedToApp);
  if (appStores.length) await pollAppStores(db, appStores, options);
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
