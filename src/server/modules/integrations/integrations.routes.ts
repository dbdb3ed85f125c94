import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONNECTABLE_PLATFORMS,
  connectIntegrationSchema,
  updateIntegrationSchema,
} from '../../../domain/integrations/platforms';
import type { App } from '../../lib/types';
import { createIfoodLinkService } from './ifood-link.service';
import {
  cancellationReasonsSchema,
  ifoodLinkModeSchema,
  ifoodLinkStartSchema,
  ifoodStoreSchema,
  ifoodStoreStatusSchema,
  integrationViewSchema,
  orderSourceCountsSchema,
} from './integrations.schemas';
import { createIntegrationsService } from './integrations.service';
import { keetaMerchantOwnerRoutes } from './keeta-merchant.routes';
import { createPartnerCancellationService } from './partner-cancellation.service';
import { rappiLinkRoutes } from './rappi-link.routes';

const restaurantParams = z.object({ id: z.string().min(1) });
const platformParams = restaurantParams.extend({
  platform: z.enum(CONNECTABLE_PLATFORMS, { error: 'Plataforma não suportada' }),
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
