/**
 * The ally's one webhook URL (`POST /api/integrations/rappi/webhook`, decision 0065): Rappi posts
 * every event of every store linked under Comanda's ally there, signed `Rappi-Signature` with the
 * secret of that event's webhook (dev-portal.rappi.com/webhook-events/). The delivery is checked
 * against the ally's secrets, then routed by the Rappi store it names to the restaurant that linked
 * that store; a store nobody linked is acknowledged (200, so Rappi does not retry) and dropped.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { parseWellFormedJson } from '../../lib/well-formed-text';
import { findIntegrationByMerchant } from '../integration-store';
import { receiveRappi, type WebhookAnswer } from '../webhook-intake';
import { verifyRappiSignature } from '../webhook-signature';
import type { RappiOrder, RappiOrderEvent } from './rappi.types';
import { classifyRappi, rappiStoreOf } from './rappi.webhook';
import { rappiAllyConfig } from './rappi-ally.client';
import { allySecrets } from './rappi-webhook-secrets';

export type RappiAppAnswer = WebhookAnswer & {
  /** A signed event for a store no restaurant linked: what the log may say of it. */
  unknownStore?: { storeId: string | null; eventId: string };
};

export async function receiveRappiAppWebhook(
  db: Db,
  config: Pick<Config, 'rappi' | 'encryptionKey'>,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<RappiAppAnswer> {
  const ally = rappiAllyConfig(config.rappi);
  const secrets = ally ? await allySecrets(db, ally.clientId, config.encryptionKey) : [];
  if (!secrets.some(({ secret }) => verifyRappiSignature(secret, rawBody, signature)))
    throw new HttpError(401, 'Assinatura inválida');
  let payload: RappiOrder & RappiOrderEvent;
  try {
    payload = parseWellFormedJson(rawBody.toString('utf8')) as RappiOrder & RappiOrderEvent;
  } catch {
    throw new HttpError(400, 'JSON inválido');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return { statusCode: 200, body: { received: false } };
  const storeId = rappiStoreOf(payload);
  const integration = storeId ? await findIntegrationByMerchant(db, 'rappi', storeId) : null;
  if (!integration) {
    const event = classifyRappi(payload);
    const eventId = event && 'eventId' in event ? event.eventId : (event?.kind ?? 'sem id');
    return { statusCode: 200, body: { received: false }, unknownStore: { storeId, eventId } };
  }
  return receiveRappi(db, integration, payload);
}
