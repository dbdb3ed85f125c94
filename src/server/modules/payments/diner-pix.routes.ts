/**
 * PIX for diners: the order's 'copia e cola' code and QR (public, addressed by the order's random
 * id), the restaurant's PIX key (owner) and marking a PIX order as paid (owner).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pixKeySchema } from '../../../domain/payments/pix';
import { noContent } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import {
  mercadoPagoStatusSchema,
  orderPaidSchema,
  orderPixSchema,
  pixKeyViewSchema,
} from './diner-pix.schemas';
import { createDinerPixService } from './diner-pix.service';
import { createDinerPixChargeService } from './diner-pix-charge.service';
import { createMercadoPagoAccountService } from './mercadopago-account.service';
import { mercadoPagoOauthPublicRoutes } from './mercadopago-oauth.routes';
import { pixDeliveryOf, pixWebhookBody, pixWebhookParams, pixWebhookQuery } from './pix-webhook-request';
import { webhookReceivedSchema } from './plan-payments.schemas';

const orderParams = z.object({ orderId: z.string().trim().min(1).max(64) });
const restaurantParams = z.object({ id: z.string().trim().min(1).max(64) });

export async function dinerPixPublicRoutes(app: App) {
  const pix = createDinerPixService(app.db);
  const charges = createDinerPixChargeService(
    app.db,
    app.config,
    createMercadoPagoAccountService(app.db, app.config),
  );

  // With the restaurant's Mercado Pago connected, a PIX payment of its own; else the static code.
  app.get(
    '/orders/:orderId/pix',
    { schema: { params: orderParams, response: { 200: orderPixSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await charges.forOrder(request.params.orderId)) ?? pix.orderPix(request.params.orderId);
    },
  );

  await app.register(mercadoPagoOauthPublicRoutes);

  app.post(
    '/payments/diner-pix/webhook/:restaurantId',
    {
      schema: {
        description:
          'Aviso do Mercado Pago sobre o PIX de um pedido. A assinatura `x-signature` é conferida quando vem; assinado ou não, o pagamento é relido na API do Mercado Pago, e o corpo nunca é tomado como verdade.',
        params: pixWebhookParams,
        querystring: pixWebhookQuery,
        body: pixWebhookBody,
        response: { 200: webhookReceivedSchema },
      },
      config: { access: 'signed' },
    },
    (request) => charges.receiveNotification(request.params.restaurantId, pixDeliveryOf(request)),
  );
}

export async function dinerPixOwnerRoutes(app: App) {
  const pix = createDinerPixService(app.db);
  const keyAnswer = { params: restaurantParams, response: { 200: pixKeyViewSchema } };
  const mercadoPagoAnswer = { params: restaurantParams, response: { 200: mercadoPagoStatusSchema } };
  const orderRestaurant = {
    restaurantOf: (request: FastifyRequest) =>
      pix.restaurantOfOrder((request.params as { orderId: string }).orderId),
  };

  app.get('/restaurants/:id/pix-key', { schema: keyAnswer }, (request) => pix.pixKey(request.params.id));

  app.put('/restaurants/:id/pix-key', { schema: { ...keyAnswer, body: pixKeySchema } }, (request) =>
    pix.setPixKey(request.params.id, request.body),
  );

  const mercadoPago = createMercadoPagoAccountService(app.db, app.config);
  app.get('/restaurants/:id/mercadopago', { schema: mercadoPagoAnswer }, (request) =>
    mercadoPago.status(request.params.id),
  );
  // 'Conectar Mercado Pago': the browser goes here and on to Mercado Pago's authorization page.
  app.get(
    '/restaurants/:id/mercadopago/authorize',
    {
      schema: {
        description:
          'Leva o dono à página de autorização do Mercado Pago (302), com um `state` assinado e de uso único; a volta é em /payments/mercadopago/oauth/callback.',
        params: restaurantParams,
        response: { 302: noContent('Para a página de autorização do Mercado Pago (Location).') },
      },
    },
    async (request, reply) => reply.redirect(await mercadoPago.authorizationUrl(request.params.id), 302),
  );
  app.post('/restaurants/:id/mercadopago/pix-key-check', { schema: mercadoPagoAnswer }, (request) =>
    mercadoPago.recheckPixKey(request.params.id),
  );
  app.delete('/restaurants/:id/mercadopago', { schema: mercadoPagoAnswer }, (request) =>
    mercadoPago.disconnect(request.params.id),
  );

  app.delete('/restaurants/:id/pix-key', { schema: keyAnswer }, (request) =>
    pix.removePixKey(request.params.id),
  );

  app.post(
    '/orders/:orderId/paid',
    { schema: { params: orderParams, response: { 200: orderPaidSchema } }, config: orderRestaurant },
    (request) => pix.markPaid(request.params.orderId),
  );
}
