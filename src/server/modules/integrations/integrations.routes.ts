import { z } from 'zod';
import {
  CONNECTABLE_PLATFORMS,
  connectIntegrationSchema,
  updateIntegrationSchema,
} from '../../../domain/integrations/platforms';
import type { App } from '../../lib/types';
import { createIntegrationsService } from './integrations.service';

const restaurantParams = z.object({ id: z.string().min(1) });
const platformParams = restaurantParams.extend({
  platform: z.enum(CONNECTABLE_PLATFORMS, { error: 'Plataforma não suportada' }),
});

/** The 'Integrações' tab: list, order counters by source, connect, configure and disconnect. */
export async function integrationsOwnerRoutes(app: App) {
  const service = createIntegrationsService(app.db, app.config);

  app.get('/restaurants/:id/integrations', { schema: { params: restaurantParams } }, (request) =>
    service.list(request.params.id),
  );

  app.get(
    '/restaurants/:id/integrations/order-sources',
    { schema: { params: restaurantParams } },
    (request) => service.orderSourceCounts(request.params.id),
  );

  app.post(
    '/restaurants/:id/integrations',
    { schema: { params: restaurantParams, body: connectIntegrationSchema } },
    async (request, reply) => reply.code(201).send(await service.connect(request.params.id, request.body)),
  );

  app.patch(
    '/restaurants/:id/integrations/:platform',
    { schema: { params: platformParams, body: updateIntegrationSchema } },
    (request) => service.update(request.params.id, request.params.platform, request.body),
  );
}
