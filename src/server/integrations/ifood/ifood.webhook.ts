/**
 * iFood's one webhook URL for Comanda's centralized app (decision 0061; developer.ifood.com.br
 * .../modules/events/webhook-request, -signature, -presence):
 * - `X-IFood-Signature` is the hex HMAC-SHA256 of the raw bytes keyed with the app's client secret;
 *   anything else is refused ("Rejeite requests com assinaturas inválidas").
 * - KEEPALIVE (`{code, fullCode, id}`, no order, no merchant) is answered 202 before any schema:
 *   "202 Accepted → todos os merchants ficam online".
 * - Every other event is routed by its `merchantId` to the restaurant that linked the store; one for
 *   a store nobody linked is acknowledged (202) and dropped. A routed event is stored first and
 *   processed after the answer (iFood: answer fast, process asynchronously; deliveries are
 *   at-least-once); one whose processing fails stays unprocessed and the iFood job applies it again.
 */
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { parseWellFormedJson } from '../../lib/well-formed-text';
import {
  findIntegrationByMerchant,
  type IntegrationRow,
  recordSyncResult,
  rememberEvent,
} from '../integration-store';
import { verifyBodySignature } from '../webhook-signature';
import { applyIfoodEvent, type IfoodSyncOptions, ifoodClientFor } from './ifood.sync';
import { type IfoodEvent, ifoodEventSchema } from './ifood.types';

export interface IfoodWebhookAnswer {
  body: { received: boolean; duplicate?: boolean };
  /** What the route logs: ids only, never the event's content. */
  log?: { message: string; fields: Record<string, unknown> };
  /** Work to do once the 202 is on its way. */
  after?: () => Promise<void>;
}

const KEEPALIVE = 'KEEPALIVE';

function parse(rawBody: Buffer): unknown {
  try {
    return parseWellFormedJson(rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, 'JSON inválido');
  }
}

const textField = (payload: unknown, name: string) => {
  const value = typeof payload === 'object' && payload ? (payload as Record<string, unknown>)[name] : null;
  return typeof value === 'string' ? value.slice(0, 128) : null;
};

const issuePaths = (error: z.ZodError) => error.issues.map((issue) => issue.path.join('.') || '(corpo)');

export async function receiveIfoodWebhook(
  db: Db,
  options: IfoodSyncOptions,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<IfoodWebhookAnswer> {
  if (!verifyBodySignature(options.app?.clientSecret ?? '', rawBody, signature))
    throw new HttpError(401, 'Assinatura inválida');
  const payload = parse(rawBody);
  if (textField(payload, 'code') === KEEPALIVE || textField(payload, 'fullCode') === KEEPALIVE)
    return { body: { received: true } };
  const checked = ifoodEventSchema.safeParse(payload);
  if (!checked.success)
    return {
      body: { received: false },
      log: {
        message: 'signed iFood event of an unexpected shape, acknowledged and ignored',
        fields: { eventId: textField(payload, 'id') ?? 'sem id', paths: issuePaths(checked.error) },
      },
    };
  const event: IfoodEvent = checked.data;
  const integration = event.merchantId
    ? await findIntegrationByMerchant(db, 'ifood', event.merchantId)
    : null;
  if (!integration)
    return {
      body: { received: false },
      log: {
        message: 'iFood event for a store no restaurant linked, acknowledged and dropped',
        fields: { merchantId: event.merchantId ?? 'sem loja', eventId: event.id },
      },
    };
  const stored = await rememberEvent(db, {
    integrationId: integration.id,
    externalEventId: event.id,
    code: event.code,
    externalOrderId: event.orderId,
    payload: JSON.stringify(event),
  });
  if (stored.processedAt) return { body: { received: true, duplicate: true } };
  return { body: { received: true }, after: () => processStored(db, options, integration, event) };
}

async function processStored(
  db: Db,
  options: IfoodSyncOptions,
  integration: IntegrationRow,
  event: IfoodEvent,
) {
  try {
    await applyIfoodEvent(db, ifoodClientFor(db, integration, options), integration, event);
  } catch (error) {
    // Left unprocessed: retryStoredEvents (ifood.sync.ts) applies it on a later tick.
    await recordSyncResult(db, integration.id, 'Um evento do iFood ficou para a próxima tentativa').catch(
      () => undefined,
    );
    throw error;
  }
}
