import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONNECTABLE_PLATFORMS,
  connectIntegrationSchema,
  updateIntegrationSchema,
} from '../../../domain/integrations/platforms';
import type { App } from '../../lib/types';
import { createIfoodDisputesService, disputeAnswerSchema, disputeViewSchema } from './ifood-disputes.service';
import { createIfoodLinkService } from './ifood-link.service';
import {
  cancellationReasonsSchema,
  ifoodLinkModeSchema,
  ifoodLinkStartSchema,
  ifoodStoreSchema,
  ifoodStoreStatusSchema,
  integrationViewSchema,
  keetaLinkModeSchema,
  orderSourceCountsSchema,
} from './integrations.schemas';
import { createIntegrationsService } from './integrations.service';
import { createKeetaLinkService } from './keeta-link.service';
import { keetaMerchantOwnerRoutes } from './keeta-merchant.routes';
import { openDeliveryCancellationRoutes } from './open-delivery-cancellation.routes';
import { createPartnerCancellationService } from './partner-cancellation.service';
import { rappiLinkRoutes } from './rappi-link.routes';

const restaurantParams = z.object({ id: z.string().min(1) });
const platformParams = restaurantParams.extend({
  platform: z.enum(CONNECTABLE_PLATFORMS, { error: 'Plataforma não suportada' }),
});

const keetaLinkBody = z.object({
  keetaMerchantId: z
    .string({ error: 'Informe o ID da loja na Keeta' })
    .trim()
    .regex(/^\d{1,16}$/, 'O ID da loja na Keeta tem só números')
    .refine(
      (value) => Number.isSafeInteger(Number(value)) && Number(value) > 0,
      'ID da loja na Keeta inválido',
    ),
});

const orderParams = z.object({ orderId: z.string().min(1).max(100) });
const authorizeBody = z.object({
  authorizationCode: z
    .string({ error: 'Informe o código de autorização' })
    .trim()
    .min(1, 'Informe o código de autorização')
    .max(200, 'Código de autorização muito longo'),
});

const storeBody = z.object({
  store: z
    .string({ error: 'Informe o ID da loja no iFood' })
    .trim()
    .min(1, 'Informe o ID da loja no iFood')
    .max(100, 'ID da loja muito longo'),
});

/** The 'Integrações' tab: list, order counters by source, connect, configure and disconnect. */
export async function integrationsOwnerRoutes(app: App) {
  const service = createIntegrationsService(app.db, app.config);
  await app.register(keetaMerchantOwnerRoutes);
  await app.register(openDeliveryCancellationRoutes);

  app.get(
    '/restaurants/:id/integrations',
    { schema: { params: restaurantParams, response: { 200: z.array(integrationViewSchema) } } },
    (request) => service.list(request.params.id),
  );

  app.get(
    '/restaurants/:id/integrations/order-sources',
    { schema: { params: restaurantParams, response: { 200: orderSourceCountsSchema } } },
    (request) => service.orderSourceCounts(request.params.id),
  );

  app.post(
    '/restaurants/:id/integrations',
    {
      schema: {
        params: restaurantParams,
        body: connectIntegrationSchema,
        response: { 201: integrationViewSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.connect(request.params.id, request.body)),
  );

  const ifoodLink = createIfoodLinkService(app.db, app.config);
  app.get(
    '/restaurants/:id/integrations/ifood/link',
    { schema: { params: restaurantParams, response: { 200: ifoodLinkModeSchema } } },
    () => ifoodLink.mode(),
  );
  app.post(
    '/restaurants/:id/integrations/ifood/link',
    { schema: { params: restaurantParams, response: { 200: ifoodLinkStartSchema } } },
    (request) => ifoodLink.start(request.params.id),
  );
  app.post(
    '/restaurants/:id/integrations/ifood/authorize',
    { schema: { params: restaurantParams, body: authorizeBody, response: { 200: integrationViewSchema } } },
    (request) => ifoodLink.complete(request.params.id, request.body.authorizationCode),
  );

  app.post(
    '/restaurants/:id/integrations/ifood/store-lookup',
    { schema: { params: restaurantParams, body: storeBody, response: { 200: ifoodStoreSchema } } },
    (request) => ifoodLink.findStore(request.params.id, request.body.store),
  );
  app.post(
    '/restaurants/:id/integrations/ifood/store',
    { schema: { params: restaurantParams, body: storeBody, response: { 200: integrationViewSchema } } },
    (request) => ifoodLink.linkStore(request.params.id, request.body.store),
  );
  app.get(
    '/restaurants/:id/integrations/ifood/status',
    { schema: { params: restaurantParams, response: { 200: ifoodStoreStatusSchema } } },
    (request) => ifoodLink.storeStatus(request.params.id),
  );
  rappiLinkRoutes(app);
  // Keeta (decision 0063): the owner types the store's Keeta id; Comanda onboards it on its one app.
  const keetaLink = createKeetaLinkService(app.db, app.config);
  app.get(
    '/restaurants/:id/integrations/keeta/link',
    { schema: { params: restaurantParams, response: { 200: keetaLinkModeSchema } } },
    () => keetaLink.mode(),
  );
  app.post(
    '/restaurants/:id/integrations/keeta/link',
    { schema: { params: restaurantParams, body: keetaLinkBody, response: { 200: integrationViewSchema } } },
    (request) => keetaLink.link(request.params.id, request.body.keetaMerchantId),
  );

  const cancellation = createPartnerCancellationService(app.db, app.config);
  app.get(
    '/orders/:orderId/cancellation-reasons',
    {
      schema: { params: orderParams, response: { 200: cancellationReasonsSchema } },
      config: {
        restaurantOf: (request: FastifyRequest) =>
          cancellation.restaurantOf((request.params as { orderId: string }).orderId),
      },
    },
    (request) => cancellation.reasons(request.params.orderId),
  );

  // iFood's negotiation platform (HSD): the order's disputes and the owner's answer.
  const disputes = createIfoodDisputesService(app.db, app.config);
  const disputeRestaurant = (request: FastifyRequest) =>
    disputes.restaurantOf((request.params as { orderId: string }).orderId);
  app.get(
    '/orders/:orderId/disputes',
    {
      schema: { params: orderParams, response: { 200: z.array(disputeViewSchema) } },
      config: { restaurantOf: disputeRestaurant },
    },
    (request) => disputes.list(request.params.orderId),
  );
  app.post(
    '/orders/:orderId/disputes/:disputeId/answer',
    {
      schema: {
        params: orderParams.extend({ disputeId: z.string().min(1).max(100) }),
        body: disputeAnswerSchema,
        response: { 200: disputeViewSchema },
      },
      config: { restaurantOf: disputeRestaurant },
    },
    (request) => disputes.answer(request.params.orderId, request.params.disputeId, request.body),
  );

  app.patch(
    '/restaurants/:id/integrations/:platform',
    {
      schema: {
        params: platformParams,
        body: updateIntegrationSchema,
        response: { 200: integrationViewSchema },
      },
    },
    (request) => service.update(request.params.id, request.params.platform, request.body),
  );
}
