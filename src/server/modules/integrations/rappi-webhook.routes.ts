import { receiveRappiAppWebhook } from '../../integrations/rappi/rappi.intake';
import type { App } from '../../lib/types';
import { webhookAnswers } from './integrations.schemas';

/**
 * Rappi's one webhook URL for Comanda's ally (decision 0065). Registered inside the webhooks scope,
 * whose JSON bodies stay raw bytes for the signature. The per-integration path stays for stores
 * connected with typed keys before.
 */
export function rappiWebhookRoutes(app: App) {
  app.post(
    '/integrations/rappi/webhook',
    { schema: { response: webhookAnswers }, config: { access: 'signed' } },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['rappi-signature'];
      const answer = await receiveRappiAppWebhook(
        request.server.db,
        request.server.config,
        rawBody,
        Array.isArray(signature) ? signature[0] : signature,
      );
      if (answer.unknownStore)
        request.log.info(
          { platform: 'rappi', ...answer.unknownStore },
          'Rappi event for a store no restaurant linked, acknowledged and dropped',
        );
      if (answer.malformed)
        request.log.warn(
          { platform: 'rappi', ...answer.malformed },
          'signed partner payload of an unexpected shape, acknowledged and ignored',
        );
      return reply.code(answer.statusCode).send(answer.body ?? { received: false });
    },
  );
}
