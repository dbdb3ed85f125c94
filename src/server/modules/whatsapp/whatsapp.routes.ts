import { z } from 'zod';
import {
  connectWithEmbeddedSignup,
  disconnectAccount,
  refreshAccount,
  registerWithOwnerPin,
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

/** What the 'Conectar WhatsApp' popup returned: FB.login's code and the WA_EMBEDDED_SIGNUP message's ids. */
const embeddedSignupBody = z.object({
  code: z
    .string({ error: 'Código da Meta inválido' })
    .trim()
    .min(1, 'Código da Meta inválido')
    .max(2000, 'Código da Meta inválido'),
  wabaId: graphId('Identificador da conta do WhatsApp Business'),
  phoneNumberId: graphId('Identificador do número').optional(),
});

const pinBody = z.object({
  pin: z
    .string({ error: 'PIN inválido' })
    .trim()
    .regex(/^\d{6}$/, 'O PIN tem 6 dígitos.'),
});

export const NOT_CONFIGURED_MESSAGE = 'O Comanda ainda não foi configurado para o WhatsApp neste servidor.';

const orderIdsQuery = z.object({
  orderIds: z
    .string()
    .max(100 * 65)
    .transform((value) => value.split(',').filter(Boolean).slice(0, 100)),
});

export const whatsAppSettings = (app: App): WhatsAppSettings => ({
  graphBaseUrl: app.config.whatsapp.graphBaseUrl,
  graphVersion: app.config.whatsapp.graphVersion,
  encryptionKey: app.config.encryptionKey,
});

/** The 'WhatsApp Business' card of Integrações and the panel's delivery states (decision 0020). */
export async function whatsAppOwnerRoutes(app: App) {
  const settings = whatsAppSettings(app);
  const params = { params: restaurantParams };
  const card = { ...params, response: { 200: whatsAppCardSchema } };

  const signup = app.config.whatsapp.embeddedSignup;
  const cardOf = (restaurantId: string) => whatsAppCard(app.db, restaurantId, signup);

  app.get('/restaurants/:id/whatsapp', { schema: card }, (request) => cardOf(request.params.id));

  // Embedded Signup (decision 0067): the owner authorized Comanda's app in Meta's popup.
  app.post(
    '/restaurants/:id/whatsapp/embedded-signup',
    { schema: { ...card, body: embeddedSignupBody } },
    async (request) => {
      const appSecret = app.config.whatsapp.appSecret;
      if (!signup || !appSecret) throw new HttpError(409, NOT_CONFIGURED_MESSAGE);
      await connectWithEmbeddedSignup(
        app.db,
        settings,
        { appId: signup.appId, appSecret },
        request.params.id,
        request.body,
      );
      return cardOf(request.params.id);
    },
  );

  app.post('/restaurants/:id/whatsapp/pin', { schema: { ...card, body: pinBody } }, async (request) => {
    await registerWithOwnerPin(app.db, settings, request.params.id, request.body.pin);
    return cardOf(request.params.id);
  });

  app.post('/restaurants/:id/whatsapp/refresh', { schema: card }, async (request) => {
    await refreshAccount(app.db, settings, request.params.id);
    return cardOf(request.params.id);
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
      const { skipped, unrouted } = await processWhatsAppWebhook(app.db, payload);
      for (const part of skipped)
        request.log.warn(part, 'whatsapp webhook: parts of an unexpected shape skipped');
      for (const change of unrouted)
        request.log.warn(change, 'whatsapp webhook: a number no restaurant connected, dropped');
      return reply.code(200).send({ received: true as const });
    },
  );
}
