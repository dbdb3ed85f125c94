/**
 * Keeta's webhook (decision 0063): one URL for Comanda's app, `POST /api/integrations/keeta/newEvent`
 * (Keeta calls "{baseURL}/newEvent"; we give it the full URL at onboarding). "X-App-Signature:
 * HMAC-SHA256 do corpo, com o client_secret como chave, em Base64", "X-App-MerchantId: Identificador
 * do merchant que recebeu o pedido", answered "200 (ou 204) com corpo vazio"
 * (api-docs.mykeeta.com/apis/opendelivery/development-guides/orders/webhook). The client secret is
 * Comanda's (KEETA_CLIENT_SECRET); the event goes to the restaurant that linked the merchant it names.
 */
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { parseWellFormedJson } from '../../lib/well-formed-text';
import { eventSchema } from '../open-delivery/open-delivery.types';
import { verifyKeetaSignature } from '../webhook-signature';
import { type KeetaConfig, keetaAppClient } from './keeta.app';
import { handleKeetaEvent } from './keeta.events';

export interface KeetaWebhookAnswer {
  statusCode: 200;
  body: null;
  /** A signed delivery of another shape: acknowledged; the route logs its id and failing paths. */
  malformed?: { eventId: string; paths: string[] };
  /** A store no restaurant linked: acknowledged and dropped; the route logs these two ids. */
  unlinked?: { merchantId: string | null; eventId: string };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function malformedEvent(payload: unknown, error: z.ZodError) {
  const { eventId } = (typeof payload === 'object' && payload) as { eventId?: unknown };
  return {
    eventId: typeof eventId === 'string' ? eventId.slice(0, 128) : 'sem id',
    paths: error.issues.map((issue) => issue.path.join('.') || '(corpo)'),
  };
}

export async function receiveKeetaWebhook(
  db: Db,
  config: KeetaConfig,
  delivery: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
): Promise<KeetaWebhookAnswer> {
  const client = keetaAppClient(config);
  // Unconfigured, there is no secret to check with: nothing is accepted (an empty key proves nothing).
  if (
    !client ||
    !verifyKeetaSignature(
      config.keeta.clientSecret ?? '',
      delivery.rawBody,
      header(delivery.headers, 'x-app-signature'),
    )
  )
    throw new HttpError(401, 'Assinatura inválida');
  let payload: unknown;
  try {
    payload = parseWellFormedJson(delivery.rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, 'JSON inválido');
  }
  const event = eventSchema.safeParse(payload);
  if (!event.success) return { statusCode: 200, body: null, malformed: malformedEvent(payload, event.error) };
  const named = header(delivery.headers, 'x-app-merchantid')?.trim().slice(0, 128) || null;
  const result = await handleKeetaEvent(db, client, event.data, named);
  return result.applied
    ? { statusCode: 200, body: null }
    : {
        statusCode: 200,
        body: null,
        unlinked: { merchantId: result.merchantId, eventId: event.data.eventId },
      };
}
