/**
 * Keeta's one webhook URL for Comanda's app (decision 0063), registered inside the webhooks plugin so
 * the body stays the raw bytes Keeta signed.
 */
import { receiveKeetaWebhook } from '../../integrations/keeta/keeta.webhook';
import type { App } from '../../lib/types';
import { webhookAnswers } from './integrations.schemas';

export async function keetaWebhookRoutes(app: App) {
  app.post(
    '/integrations/keeta/newEvent',
    { schema: { response: webhookAnswers }, config: { access: 'signed' } },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await receiveKeetaWebhook(request.server.db, request.server.config, {
        rawBody,
        headers: request.headers,
      });
      if (answer.malformed)
        request.log.warn(
          { platform: 'keeta', ...answer.malformed },
          'signed partner payload of an unexpected shape, acknowledged and ignored',
        );
      if (answer.unlinked)
        request.log.warn(
          { platform: 'keeta', ...answer.unlinked },
          'event for a store no restaurant linked, acknowledged and dropped',
        );
      // "200 com corpo vazio": nothing to serialize (the schema types every 200 as JSON).
      return reply.code(answer.statusCode).send(undefined as never);
    },
  );
}
