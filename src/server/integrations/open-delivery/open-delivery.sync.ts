/**
 * Comanda as an Open Delivery merchant software: for each connected marketplace (Keeta or any
 * other by its base URL) poll the events, import CREATED orders (details from GET /v1/orders),
 * apply CANCELLED, keep the marketplace's status on the order, acknowledge every event after our
 * commit (the standard asks to acknowledge unused events too), send the panel's queued status
 * actions, and tell the marketplace the menu changed (it then reads our GET /merchant again).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CANCELLATION_REQUESTED, partnerRefusedAction } from '../../../domain/integrations/external-status';
import { openDeliveryCancellationCode } from '../../../domain/integrations/open-delivery-cancellation';
import { externalStatusAfter } from '../../../domain/integrations/open-delivery-consumer-cancellation';
import { parseSyncSettings } from '../../../domain/integrations/platforms';
import { orderNumber } from '../../../domain/orders/order-number';
import type { OrderSource } from '../../../domain/orders/order-status';
import type { Db, Tx } from '../../db/client';
import { deliveryIntegrations, integrationEvents, orders } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import {
  claimDueIntegrations,
  findExternalOrder,
  hasEvent,
  type IntegrationRow,
  markProcessed,
  partnerHttpStatus,
  pendingActions,
  recordSyncResult,
  releaseLease,
  rememberEvent,
  setExternalStatus,
  settleFailedAction,
} from '../integration-store';
import { keetaAppClient } from '../keeta/keeta.app';
import { revealKeetaOrder } from '../keeta/keeta.decrypt';
import { cancelExternalOrder, importExternalOrder } from '../order-import';
import { notifyMerchantChanged, pushKeetaMerchantStatus } from './keeta-merchant-update';
import { createOpenDeliveryClient, type OpenDeliveryClient } from './open-delivery.client';
import { type OpenDeliveryConfig, openDeliveryEndpoint } from './open-delivery.connect';
import { mapOpenDeliveryOrder } from './open-delivery.order-mapping';
import {
  OPEN_DELIVERY_ACTIONS,
  type OpenDeliveryAction,
  OpenDeliveryError,
  type OpenDeliveryEvent,
  type OpenDeliveryOrder,
} from './open-delivery.types';

export const OPEN_DELIVERY_PLATFORMS = ['keeta', 'open_delivery'] as const;
export const OPEN_DELIVERY_POLL_INTERVAL_MS = 30_000;
const LEASE_MS = 60_000;

export function openDeliveryClientFor(
  integration: IntegrationRow,
  config: OpenDeliveryConfig,
): OpenDeliveryClient {
  // Keeta: Comanda's one app for every store (decision 0063); unconfigured, every call fails.
  if (integration.platform === 'keeta')
    return (
      keetaAppClient(config) ??
      createOpenDeliveryClient({ baseUrl: '', clientId: '', clientSecret: '', ownerUrlPolicy: null })
    );
  const endpoint = openDeliveryEndpoint(integration.platform, integration.baseUrl, config);
  return createOpenDeliveryClient({
    // No address at all: every call fails as unreachable and the sync error says so.
    ...(endpoint ?? { baseUrl: '', ownerUrlPolicy: null }),
    clientId: decryptSecret(config.encryptionKey, integration.apiKey ?? ''),
    clientSecret: decryptSecret(config.encryptionKey, integration.secretKey ?? ''),
  });
}

const ACTION_STATUS: Record<OpenDeliveryAction, string> = {
  confirm: 'CONFIRMED',
  preparing: 'PREPARING',
  readyForPickup: 'READY_FOR_PICKUP',
  dispatch: 'DISPATCHED',
  requestCancellation: 'CANCELLATION_REQUESTED',
};

/**
 * Handles one event in its own transaction; returns once it is safe to acknowledge. `fetched` is the
 * order's details when the caller already read them (Keeta routes a new order by its merchant).
 */
export async function applyOpenDeliveryEvent(
  db: Db,
  client: OpenDeliveryClient,
  integration: IntegrationRow,
  event: OpenDeliveryEvent,
  fetched?: OpenDeliveryOrder,
) {
  const stored = await rememberEvent(db, {
    integrationId: integration.id,
    externalEventId: event.eventId,
    code: event.eventType,
    externalOrderId: event.orderId,
    payload: JSON.stringify(event),
  });
  if (stored.processedAt) return;
  const source = integration.platform as OrderSource;
  const context = {
    integrationId: integration.id,
    restaurantId: integration.restaurantId,
    source,
    platformName: integration.platformName,
  };
  const raw =
    event.eventType === 'CREATED' && !(await hasEvent(db, integration.id, event.orderId, 'CANCELLED'))
      ? (fetched ?? (await client.order(event.orderId)))
      : null;
  // Keeta's ENC_ phone and address are decrypted (or labelled protected) before anything stores them.
  const detail = raw && integration.platform === 'keeta' ? await revealKeetaOrder(client, raw) : raw;
  await db.transaction(async (tx) => {
    if (detail) await importExternalOrder(tx, mapOpenDeliveryOrder(detail, context));
    else if (event.eventType !== 'CREATED') {
      const cancelled =
        event.eventType === 'CANCELLED' &&
        (await cancelExternalOrder(tx, {
          restaurantId: integration.restaurantId,
          source,
          externalOrderId: event.orderId,
          externalStatus: 'CANCELLED',
          reason: await cancellationReason(tx, integration, event.orderId),
        }));
      const order = cancelled
        ? null
        : await findExternalOrder(tx, integration.restaurantId, source, event.orderId);
      // ORDER_CANCELLATION_REQUEST stays on the order until it is settled (the panel hears of it
      // through the orders trigger); the prose's CANCELLATION_DENIED is kept as the enum's CANCELLED_DENIED.
      if (order)
        await setExternalStatus(tx, order.id, externalStatusAfter(order.externalStatus, event.eventType));
    }
    await markProcessed(tx, stored.id);
  });
}

/** The owner's reason when the marketplace confirms the cancellation they asked for; else its own. */
async function cancellationReason(tx: Tx, integration: IntegrationRow, externalOrderId: string) {
  const order = await findExternalOrder(
    tx,
    integration.restaurantId,
    integration.platform as OrderSource,
    externalOrderId,
  );
  return order?.externalStatus === CANCELLATION_REQUESTED && order.cancellationReason
    ? order.cancellationReason
    : `Cancelado pela ${integration.platformName}`;
}

export async function pollOpenDelivery(db: Db, integration: IntegrationRow, config: OpenDeliveryConfig) {
  const client = openDeliveryClientFor(integration, config);
  try {
    const events = await client.pollEvents();
    const unique = [...new Map(events.map((event) => [event.eventId, event])).values()].sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
    for (const event of unique) await applyOpenDeliveryEvent(db, client, integration, event);
    await client.acknowledge(unique);
    await pushKeetaMerchantStatus(db, client, integration);
    if (parseSyncSettings(integration.settings).autoSyncMenu && !integration.isMenuSynced) {
      await notifyMerchantChanged(client, integration);
      await db
        .update(deliveryIntegrations)
        .set({ isMenuSynced: true })
        .where(eq(deliveryIntegrations.id, integration.id));
    }
    await recordSyncResult(db, integration.id, null);
    await releaseLease(db, integration.id, new Date(Date.now() + OPEN_DELIVERY_POLL_INTERVAL_MS));
    return { events: unique.length };
  } catch (error) {
    await recordSyncResult(db, integration.id, syncMessage(error));
    await releaseLease(db, integration.id, new Date(Date.now() + OPEN_DELIVERY_POLL_INTERVAL_MS));
    return { events: 0, error: syncMessage(error) };
  }
}

function actionBody(
  action: OpenDeliveryAction,
  order: { id: string; createdAt: Date } | undefined,
  platform: string,
  cancellation: { cancellationCode?: string; reason?: string },
) {
  if (action === 'confirm')
    return { createdAt: new Date().toISOString(), orderExternalCode: order ? orderNumber(order.id) : '' };
  if (action === 'requestCancellation')
    return {
      reason: cancellation.reason || 'Cancelado pelo restaurante',
      code: openDeliveryCancellationCode(platform, cancellation.cancellationCode),
      mode: 'MANUAL',
    };
  return undefined;
}

/** Sends the panel's queued actions in order; a failure stops that order's later actions until next tick. */
export async function pushOpenDeliveryActions(
  db: Db,
  integrations: IntegrationRow[],
  config: OpenDeliveryConfig,
) {
  const byId = new Map(integrations.map((integration) => [integration.id, integration]));
  const blocked = new Set<string>();
  for (const row of await pendingActions(db, [...byId.keys()])) {
    const integration = byId.get(row.integrationId)!;
    const { orderId, action, ...cancellation } = JSON.parse(row.payload ?? '{}') as {
      orderId: string;
      action: OpenDeliveryAction;
      cancellationCode?: string;
      reason?: string;
    };
    if (blocked.has(orderId) || !OPEN_DELIVERY_ACTIONS.includes(action)) continue;
    const claimed = await db
      .update(integrationEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(integrationEvents.id, row.id), isNull(integrationEvents.processedAt)))
      .returning({ id: integrationEvents.id });
    if (claimed.length === 0) continue;
    const [order] = await db
      .select({ id: orders.id, createdAt: orders.createdAt, externalStatus: orders.externalStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    try {
      await openDeliveryClientFor(integration, config).action(
        row.externalOrderId ?? '',
        action,
        actionBody(action, order, integration.platform, cancellation),
      );
      await setExternalStatus(db, orderId, externalStatusAfter(order?.externalStatus, ACTION_STATUS[action]));
    } catch (error) {
      // 'preparing' is optional in the standard (only when the marketplace asks for it): a refusal is not a failure.
      if (action === 'preparing' && partnerRefusedAction(partnerHttpStatus(error))) continue;
      // Keeta's refusal of a cancellation (an error answer, research §2) is CANCELLATION_REQUEST_FAILED
      // there: the order stays open as it was, the panel says so, and the owner may ask again.
      await settleFailedAction(db, {
        eventId: row.id,
        integrationId: integration.id,
        orderId,
        action,
        error,
        message: syncMessage(error),
        blocked,
        statusAfter: (status) => externalStatusAfter(order?.externalStatus, status),
      });
    }
  }
}

export async function runOpenDeliveryTick(db: Db, config: OpenDeliveryConfig) {
  const active = await db
    .select()
    .from(deliveryIntegrations)
    .where(
      and(
        inArray(deliveryIntegrations.platform, [...OPEN_DELIVERY_PLATFORMS]),
        eq(deliveryIntegrations.status, 'active'),
      ),
    );
  await pushOpenDeliveryActions(db, active, config);
  // Keeta is polled once for every linked store (keeta/keeta.poll.ts), never per restaurant.
  for (const platform of OPEN_DELIVERY_PLATFORMS.filter((name) => name !== 'keeta')) {
    for (const integration of await claimDueIntegrations(db, platform, LEASE_MS))
      await pollOpenDelivery(db, integration, config);
  }
}

function syncMessage(error: unknown): string {
  if (error instanceof OpenDeliveryError) {
    if (error.status === 401) return 'O marketplace recusou o Client ID / Client Secret';
    if (error.status === 0) return 'Marketplace inacessível; nova tentativa em instantes';
    return `O marketplace respondeu ${error.status}`;
  }
  return 'Falha de comunicação com o marketplace';
}
