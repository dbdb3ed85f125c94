/**
 * `POST /api/integrations/ifood/webhook`: the one URL typed in iFood's Developer Portal for
 * Comanda's app (decision 0061). Registered inside webhooks.routes.ts, whose scope keeps JSON bodies
 * as raw bytes for the signature. Answers 202 at once; a routed event is processed right after.
 */
import { z } from 'zod';
import { receiveIfoodWebhook } from '../../integrations/ifood/ifood.webhook';
import type { App } from '../../lib/types';

const answer = z
  .object({
    received: z
      .boolean()
      .describe('false quando o evento não é de uma loja vinculada ou não tem a forma publicada.'),
    duplicate: z.boolean().optional().describe('O evento já tinha sido processado.'),
  })
  .describe('Evento aceito; será processado em seguida.');

export async function ifoodWebhookRoutes(app: App) {
  app.post(
    '/integrations/ifood/webhook',
    { schema: { response: { 202: answer } }, config: { access: 'signed' } },
    async (request, reply) => {
      const { config, db } = request.server;
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-ifood-signature'];
      const result = await receiveIfoodWebhook(
        db,
        {
          baseUrl: config.ifoodBaseUrl,
          encryptionKey: config.encryptionKey,
          app: config.ifood,
        },
        rawBody,
        Array.isArray(signature) ? signature[0] : signature,
      );
      if (result.log) request.log.info(result.log.fields, result.log.message);
      const after = result.after;
      if (after)
        setImmediate(() => {
          after().catch((error: unknown) =>
            request.log.warn({ err: error }, 'iFood event stored, processing left for the next tick'),
          );
        });
      return reply.code(202).send(result.body);
    },
  );
}
