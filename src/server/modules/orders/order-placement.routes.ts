import { recordOrderUpdatesConsent } from '../../integrations/whatsapp/whatsapp-consent';
import type { App } from '../../lib/types';
import { submitDinerOrder } from './order-placement.idempotency';
import { placeOrderBodySchema, placeOrderHeadersSchema } from './order-placement.schemas';

/** `POST /api/orders`: a diner's order, public, idempotent and rate limited. */
export async function orderPlacementRoutes(app: App) {
  app.post(
    '/orders',
    {
      schema: { body: placeOrderBodySchema, headers: placeOrderHeadersSchema },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const answer = await submitDinerOrder(app.db, {
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        ip: request.ip,
        publicUrl: app.config.publicUrl,
      });
      // The diner's consent to order updates; the notifier takes it from there (decision 0020).
      if (answer.statusCode === 201 && request.body.whatsappUpdates)
        await recordOrderUpdatesConsent(app.db, answer.body);
      return reply.status(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    },
  );
}
