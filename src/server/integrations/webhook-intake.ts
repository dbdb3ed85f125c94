/**
 * Webhook deliveries from iFood (webhook mode), Rappi, Keeta and Uber Eats: find the integration, verify
 * the signature on the raw body with its secret (401 otherwise), then handle the event once by its
 * id; a repeated delivery answers success without changing anything. Rappi's PING is answered
 * `{"status": "OK"}` (dev-portal.rappi.com/en/webhook-events/).
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConnectablePlatform } from '../../domain/integrations/platforms';
import type { Db } from '../db/client';
import { deliveryIntegrations } from '../db/schema';
import { decryptSecret } from '../lib/crypto';
import { HttpError, notFound } from '../lib/http-error';
import { parseWellFormedJson } from '../lib/well-formed-text';
import { applyIfoodEvent, ifoodClientFor } from './ifood/ifood.sync';
import { type IfoodEvent, ifoodEventSchema } from './ifood/ifood.types';
import {
  findExternalOrder,
  type IntegrationRow,
  markProcessed,
  rememberEvent,
  setExternalStatus,
} from './integration-store';
import type { OpenDeliveryConfig } from './open-delivery/open-delivery.connect';
import { applyOpenDeliveryEvent, openDeliveryClientFor } from './open-delivery/open-delivery.sync';
import { eventSchema } from './open-delivery/open-delivery.types';
import { cancelExternalOrder, importExternalOrder } from './order-import';
import { type RappiOrder, type RappiOrderEvent, rappiNewOrderSchema } from './rappi/rappi.types';
import { classifyRappi, mapRappiOrder, RAPPI_EVENT_STATUS, rappiStoreOf } from './rappi/rappi.webhook';
import { classifyUber, type UberPayload } from './uber-eats/uber-eats.webhook';
import { verifyBodySignature, verifyKeetaSignature, verifyRappiSignature } from './webhook-signature';

export interface WebhookDelivery {
  platform: ConnectablePlatform;
  integrationId: string;
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** Keeta's acknowledgement is a 200 with no body (`body: null`); the other platforms get JSON. */
export type WebhookAnswer = (
  | { statusCode: 200 | 202; body: { received: boolean; duplicate?: boolean } | { status: 'OK' } }
  | { statusCode: 200; body: null }
) & {
  /**
   * A signed delivery of a shape Comanda does not take: acknowledged (a refusal would only be
   * retried) and stored nowhere; the route logs its event id and the paths that failed, no values.
   */
  malformed?: { eventId: string; paths: string[] };
};

/** What the log may say of a signed delivery of another shape: where it failed, none of its values. */
function malformedEvent(payload: unknown, error: z.ZodError) {
  const { id, eventId } = (typeof payload === 'object' && payload) as { id?: unknown; eventId?: unknown };
  const named = [id, eventId].find((value): value is string => typeof value === 'string');
  return {
    eventId: named?.slice(0, 128) ?? 'sem id',
    paths: error.issues.map((issue) => issue.path.join('.') || '(corpo)'),
  };
}

const header = (headers: WebhookDelivery['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function parse<T>(rawBody: Buffer): T {
  try {
    return parseWellFormedJson(rawBody.toString('utf8')) as T;
  } catch {
    throw new HttpError(400, 'JSON inválido');
  }
}

export async function receiveWebhook(
  db: Db,
  config: OpenDeliveryConfig & {
    ifoodBaseUrl: string;
    ifood?: { clientId?: string; clientSecret?: string };
  },
  delivery: WebhookDelivery,
): Promise<WebhookAnswer> {
  const [integration] = await db
    .select()
    .from(deliveryIntegrations)
    .where(
      and(
        eq(deliveryIntegrations.id, delivery.integrationId),
        eq(deliveryIntegrations.platform, delivery.platform),
      ),
    );
  if (integration?.status !== 'active') throw notFound('Integração não encontrada');
  // Rappi signs with its webhook's own secret; rows from before it had a column keep it in secretKey.
  const signingSecret =
    delivery.platform === 'rappi'
      ? (integration.webhookSecret ?? integration.secretKey)
      : integration.secretKey;
  // A store linked to Comanda's iFood app (by code, or by id to the centralized app) is signed with
  // that app's secret; with IFOOD_CLIENT_SECRET unset the secret is empty and every delivery is refused.
  const secret =
    delivery.platform === 'ifood' && (integration.refreshToken || !integration.secretKey)
      ? (config.ifood?.clientSecret ?? '')
      : signingSecret
        ? decryptSecret(config.encryptionKey, signingSecret)
        : '';
  if (delivery.platform === 'keeta') {
    // Keeta: X-App-Signature = Base64 HMAC-SHA256 of the body keyed with the client secret, and
    // "an HTTP 200 response code with an empty response body" acknowledges it (decision 0060).
    if (!verifyKeetaSignature(secret, delivery.rawBody, header(delivery.headers, 'x-app-signature')))
      throw new HttpError(401, 'Assinatura inválida');
    const payload = parse<unknown>(delivery.rawBody);
    const event = eventSchema.safeParse(payload);
    if (!event.success)
      return { statusCode: 200, body: null, malformed: malformedEvent(payload, event.error) };
    const client = openDeliveryClientFor(integration, config);
    await applyOpenDeliveryEvent(db, client, integration, event.data);
    return { statusCode: 200, body: null };
  }
  const valid =
    delivery.platform === 'rappi'
      ? verifyRappiSignature(secret, delivery.rawBody, header(delivery.headers, 'rappi-signature'))
      : verifyBodySignature(
          secret,
          delivery.rawBody,
          header(delivery.headers, delivery.platform === 'ifood' ? 'x-ifood-signature' : 'x-uber-signature'),
        );
  if (!valid) throw new HttpError(401, 'Assinatura inválida');

  if (delivery.platform === 'ifood') {
    const payload = parse<unknown>(delivery.rawBody);
    const checked = ifoodEventSchema.safeParse(payload);
    if (!checked.success)
      return {
        statusCode: 202,
        body: { received: false },
        malformed: malformedEvent(payload, checked.error),
      };
    const event: IfoodEvent = checked.data;
    const client = ifoodClientFor(db, integration, {
      baseUrl: config.ifoodBaseUrl,
      encryptionKey: config.encryptionKey,
      app: config.ifood,
    });
    await applyIfoodEvent(db, client, integration, event);
    return { statusCode: 202, body: { received: true } };
  }

  if (delivery.platform === 'rappi') return receiveRappi(db, integration, parse(delivery.rawBody));
  return receiveUber(db, integration, parse<UberPayload>(delivery.rawBody));
}

export async function receiveRappi(
  db: Db,
  integration: IntegrationRow,
  payload: RappiOrder & RappiOrderEvent,
): Promise<WebhookAnswer> {
  const event = classifyRappi(payload);
  // Rappi's health check: any other answer and Rappi treats the store as offline.
  if (event?.kind === 'ping') return { statusCode: 200, body: { status: 'OK' } };
  // Another store's event never reaches this restaurant, whatever URL it was posted to (decision 0065).
  const storeId = rappiStoreOf(payload);
  if (integration.merchantId && storeId && storeId !== integration.merchantId)
    return { statusCode: 200, body: { received: false } };
  if (!event) return { statusCode: 200, body: { received: false } };
  if (event.kind === 'new-order') {
    const checked = rappiNewOrderSchema.safeParse(payload);
    if (!checked.success)
      return {
        statusCode: 200,
        body: { received: false },
        malformed: {
          eventId: event.eventId,
          paths: checked.error.issues.map((issue) => issue.path.join('.')),
        },
      };
  }
  const stored = await rememberEvent(db, {
    integrationId: integration.id,
    externalEventId: event.eventId,
    code: event.kind === 'new-order' ? 'NEW_ORDER' : event.event,
    externalOrderId: event.externalOrderId,
    payload: JSON.stringify(payload),
  });
  if (stored.processedAt) return { statusCode: 200, body: { received: true, duplicate: true } };
  const context = { integrationId: integration.id, restaurantId: integration.restaurantId };
  await db.transaction(async (tx) => {
    if (event.kind === 'new-order') await importExternalOrder(tx, mapRappiOrder(payload, context));
    else if (event.kind === 'cancel')
      await cancelExternalOrder(tx, {
        restaurantId: integration.restaurantId,
        source: 'rappi',
        externalOrderId: event.externalOrderId,
        externalStatus: 'CANCELLED',
        reason: `Cancelado pela Rappi (${event.event})`,
      });
    else {
      const status = RAPPI_EVENT_STATUS[event.event];
      const order = status
        ? await findExternalOrder(tx, integration.restaurantId, 'rappi', event.externalOrderId)
        : null;
      if (order && status) await setExternalStatus(tx, order.id, status);
    }
    await markProcessed(tx, stored.id);
  });
  return { statusCode: 200, body: { received: true } };
}

/**
 * Uber Eats (gone from Brazil since March 2022): its `orders.notification` carries only
 * meta.resource_id and resource_href, never the order, so no order is created from a webhook.
 * A cancellation of an order imported before still cancels ours.
 */
async function receiveUber(
  db: Db,
  integration: IntegrationRow,
  payload: UberPayload,
): Promise<WebhookAnswer> {
  const event = classifyUber(payload);
  if (!event) return { statusCode: 200, body: { received: false } };
  const stored = await rememberEvent(db, {
    integrationId: integration.id,
    externalEventId: event.eventId,
    code: event.kind,
    externalOrderId: event.externalOrderId,
    payload: JSON.stringify(payload),
  });
  if (stored.processedAt) return { statusCode: 200, body: { received: true, duplicate: true } };
  await db.transaction(async (tx) => {
    await cancelExternalOrder(tx, {
      restaurantId: integration.restaurantId,
      source: 'uber_eats',
      externalOrderId: event.externalOrderId,
      externalStatus: 'CANCELLED',
      reason: 'Cancelado pela Uber Eats',
    });
    await markProcessed(tx, stored.id);
  });
  return { statusCode: 200, body: { received: true } };
}
