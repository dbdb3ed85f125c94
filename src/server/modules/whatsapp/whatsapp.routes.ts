import { z } from 'zod';
import {
  connectAccount,
  disconnectAccount,
  refreshAccount,
  type WhatsAppSettings,
} from '../../integrations/whatsapp/whatsapp-accounts';
import { whatsAppConnected } from '../../integrations/whatsapp/whatsapp-consent';
import { processWhatsAppWebhook, verifyHubSignature } from '../../integrations/whatsapp/whatsapp-webhook';
import { noContent } from '../../lib/answer-schemas';
import { HttpError } from '../../lib/http-error';
import type { App } from '../../lib/types';
import { parseWellFormedJson } from '../../lib/well-formed-text';
import { orderMessageStatesSchema, whatsAppCardSchema, whatsAppUpdatesSchema } from './whatsapp.schemas';
import { orderMessageStates, whatsAppCard } from './whatsapp.service';

const restaurantParams = z.object({ id: z.string().min(1).max(64) });

const graphId = (label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .regex(/^\d{5,30}$/, `${label}: use só os números que a Meta mostra`);

const connectBody = z.object({
  phoneNumberId: graphId('Identificador do número'),
  wabaId: graphId('Identificador da conta do WhatsApp Business'),
  accessToken: z
    .string({ error: 'Token de acesso inválido' })
    .trim()
    .min(20, 'Token de acesso inválido')
    .max(1000, 'Token de acesso inválido'),
});

const orderIdsQuery = z.object({
  orderIds: z
    .string()
    .max(100 * 65)
    .transform((value) => value.split(',').filter(Boolean).slice(0, 100)),
});

export const whatsAppSettings = (app: App): WhatsAppSettings => ({
  graphBaseUrl: app.config.whatsapp.graphBaseUrl,
  encryptionKey: app.config.encryptionKey,
});

/** The 'WhatsApp Business' card of Integrações and the panel's delivery states (decision 0020). */
export async function whatsAppOwnerRoutes(app: App) {
  const settings = whatsAppSettings(app);
  const params = { params: restaurantParams };
  const card = { ...params, response: { 200: whatsAppCardSchema } };

  app.get('/restaurants/:id/whatsapp', { schema: card }, (request) =>
    whatsAppCard(app.db, request.params.id),
  );

  app.put('/restaurants/:id/whatsapp', { schema: { ...card, body: connectBody } }, async (request) => {
    await connectAccount(app.db, settings, request.params.id, request.body);
    return whatsAppCard(app.db, request.params.id);
  });

  app.post('/restaurants/:id/whatsapp/refresh', { schema: card }, async (request) => {
    await refreshAccount(app.db, settings, request.params.id);
    return whatsAppCard(app.db, request.params.id);
  });

  app.delete(
    '/restaurants/:id/whatsapp',
    { schema: { ...params, response: { 204: noContent() } } },
    async (request, reply) => {
      await disconnectAccount(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/restaurants/:id/whatsapp/order-messages',
    { schema: { ...params, querystring: orderIdsQuery, response: { 200: orderMessageStatesSchema } } },
    (request) => orderMessageStates(app.db, request.params.id, request.query.orderIds),
  );
}

/** Whether the checkout offers the consent checkbox: only when the restaurant has WhatsApp connected. */
export async function whatsAppPublicRoutes(app: App) {
  app.get(
    '/restaurants/:id/whatsapp-updates',
    {
      schema: { params: restaurantParams, response: { 200: whatsAppUpdatesSchema } },
      config: { access: 'public' },
    },
    async (request) => ({ available: await whatsAppConnected(app.db, request.params.id) }),
  );
}

const verifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * Meta's webhook: GET answers the subscription check with hub.challenge; POST is signed over the
 * raw body, so in this scope JSON stays bytes until the signature is checked.
 */
export async function whatsAppWebhookRoutes(app: App) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/webhooks/whatsapp',
    {
      schema: {
        querystring: verifyQuery,
        response: {
          200: {
            description: 'Verificação da assinatura: devolve hub.challenge como texto.',
            content: { 'text/plain': { schema: z.string() } },
          },
        },
      },
      config: { access: 'signed' },
    },
    async (request, reply) => {
      const expected = app.config.whatsapp.verifyToken;
      const query = request.query;
      if (!expected || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== expected)
        throw new HttpError(403, 'Token de verificação inválido.');
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      schema: {
        response: { 200: z.object({ received: z.literal(true) }).describe('Notificação recebida.') },
      },
      config: { access: 'signed' },
    },
    async (request, reply) => {
      const secret = app.config.whatsapp.appSecret;
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (
        !secret ||
        !verifyHubSignature(secret, rawBody, typeof signature === 'string' ? signature : undefined)
      )
        throw new HttpError(401, 'Assinatura inválida.');
      let payload: unknown;
      try {
        payload = parseWellFormedJson(rawBody.toString('utf8'));
      } catch {
        throw new HttpError(400, 'Corpo JSON inválido.');
      }
      // A part of another shape is skipped and named by its business account only, never its values.
      for (const part of await processWhatsAppWebhook(app.db, payload))
        request.log.warn(part, 'whatsapp webhook: parts of an unexpected shape skipped');
      return reply.code(200).send({ received: true as const });
    },
  );
}
