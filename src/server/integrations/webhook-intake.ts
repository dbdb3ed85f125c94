/**
 * Webhook deliveries from iFood (webhook mode), Rappi and Uber Eats: find the integration, verify
 * the signature on the raw body with its secret (401 otherwise), then handle the event once by its
 * id; a repeated delivery answers success without changing anything.
 */
import { and, eq } from 'drizzle-orm';
import type { ConnectablePlatform } from '../../domain/integrations/platforms';
import type { Db } from '../db/client';
import { deliveryIntegrations } from '../db/schema';
import { decryptSecret } from '../lib/crypto';
import { HttpError, notFound } from '../lib/http-error';
import { applyIfoodEvent, ifoodClientFor } from './ifood/ifood.sync';
import type { IfoodEvent } from './ifood/ifood.types';
import { markProcessed, rememberEvent } from './integration-store';
import { applyOpenDeliveryEvent, openDeliveryClientFor } from './open-delivery/open-delivery.sync';
import { eventSchema } from './open-delivery/open-delivery.types';
import { cancelExternalOrder, type ImportedOrder, importExternalOrder } from './order-import';
import { classifyRappi, mapRappiOrder, type RappiPayload } from './rappi/rappi.webhook';
import { classifyUber, mapUberOrder, type UberPayload } from './uber-eats/uber-eats.webhook';
import { verifyBodySignature, verifyRappiSignature } from './webhook-signature';

export interface WebhookDelivery {
  platform: ConnectablePlatform;
  integrationId: string;
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

const header = (headers: WebhookDelivery['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function parse<T>(rawBody: Buffer): T {
  try {
    return JSON.parse(rawBody.toString('utf8')) as T;
  } catch {
    throw new HttpError(400, 'JSON inválido');
  }
}

export async function receiveWebhook(
  db: Db,
  config: { encryptionKey: string; ifoodBaseUrl: string },
  delivery: WebhookDelivery,
): Promise<{ statusCode: number; body: { received: boolean; duplicate?: boolean } }> {
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
  const secret = decryptSecret(config.encryptionKey, integration.secretKey ?? '');
  if (delivery.platform === 'keeta') {
    // Open Delivery: X-App-Signature = hex HMAC-SHA256 of the body keyed with the client secret.
    if (!verifyBodySignature(secret, delivery.rawBody, header(delivery.headers, 'x-app-signature')))
      throw new HttpError(401, 'Assinatura inválida');
    const event = eventSchema.safeParse(parse<unknown>(delivery.rawBody));
    if (!event.success) throw new HttpError(400, 'Evento inválido');
    const client = openDeliveryClientFor(integration, config.encryptionKey);
    await applyOpenDeliveryEvent(db, client, integration, event.data);
    return { statusCode: 204, body: { received: true } };
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
    const event = parse<IfoodEvent>(delivery.rawBody);
    if (!event.id || !event.orderId || !event.code) throw new HttpError(400, 'Evento inválido');
    const client = ifoodClientFor(integration, {
      baseUrl: config.ifoodBaseUrl,
      encryptionKey: config.encryptionKey,
    });
    await applyIfoodEvent(db, client, integration, event);
    return { statusCode: 202, body: { received: true } };
  }

  const payload = parse<RappiPayload & UberPayload>(delivery.rawBody);
  const event = delivery.platform === 'rappi' ? classifyRappi(payload) : classifyUber(payload);
  if (!event) return { statusCode: 200, body: { received: false } };
  const stored = await rememberEvent(db, {
    integrationId: integration.id,
    externalEventId: event.eventId,
    code: event.kind,
    externalOrderId: event.externalOrderId,
    payload: delivery.rawBody.toString('utf8'),
  });
  if (stored.processedAt) return { statusCode: 200, body: { received: true, duplicate: true } };
  const context = { integrationId: integration.id, restaurantId: integration.restaurantId };
  await db.transaction(async (tx) => {
    if (event.kind === 'new-order') {
      const order: ImportedOrder =
        delivery.platform === 'rappi' ? mapRappiOrder(payload, context) : mapUberOrder(payload, context);
      await importExternalOrder(tx, order);
    } else {
      await cancelExternalOrder(tx, {
        restaurantId: integration.restaurantId,
        source: delivery.platform === 'rappi' ? 'rappi' : 'uber_eats',
        externalOrderId: event.externalOrderId,
        externalStatus: 'CANCELLED',
        reason: `Cancelado pela ${integration.platformName}`,
      });
    }
    await markProcessed(tx, stored.id);
  });
  return { statusCode: 200, body: { received: true } };
}
