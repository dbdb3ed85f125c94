import { z } from 'zod';
import { CONNECTABLE_PLATFORMS } from '../../../domain/integrations/platforms';
import { receiveWebhook } from '../../integrations/webhook-intake';
import type { App } from '../../lib/types';
import { ifoodWebhookRoutes } from './ifood-webhook.routes';
import { webhookAnswers } from './integrations.schemas';
import { openDeliveryMerchantRoutes } from './open-delivery-merchant.routes';
import { rappiWebhookRoutes } from './rappi-webhook.routes';

const params = z.object({
  platform: z.enum(CONNECTABLE_PLATFORMS, { error: 'Plataforma não suportada' }),
  integrationId: z.string().min(1).max(100),
});

/**
 * Platform webhooks (signed, no session). In this scope JSON bodies stay raw bytes, because the
 * signatures are computed over the exact bytes sent.
 */
export async function integrationWebhookRoutes(app: App) {
  await app.register(openDeliveryMerchantRoutes);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(ifoodWebhookRoutes);
  rappiWebhookRoutes(app);

  app.post(
    '/integrations/:platform/webhook/:integrationId',
    { schema: { params, response: webhookAnswers }, config: { access: 'signed' } },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await receiveWebhook(request.server.db, request.server.config, {
        ...request.params,
        rawBody,
        headers: request.headers,
      });
      if (answer.malformed)
        request.log.warn(
          {
            platform: request.params.platform,
            integrationId: request.params.integrationId,
            ...answer.malformed,
          },
          'signed partner payload of an unexpected shape, acknowledged and ignored',
        );
      // Keeta's acknowledgement is a 200 with an empty body: nothing to serialize (the schema types
      // every 200 as JSON, hence the cast).
      if (answer.body === null) return reply.code(answer.statusCode).send(undefined as never);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
}
