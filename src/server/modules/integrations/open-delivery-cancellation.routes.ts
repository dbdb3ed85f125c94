/**
 * The owner's answer to a diner's cancellation request on a bare Open Delivery marketplace
 * (integrations/open-delivery/consumer-cancellation.ts): accept (the order is cancelled) or deny
 * with one of the standard's two codes and a reason (the order goes on).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { consumerCancellationAnswerSchema } from '../../../domain/integrations/open-delivery-consumer-cancellation';
import { orders } from '../../db/schema';
import { answerConsumerCancellation } from '../../integrations/open-delivery/consumer-cancellation';
import type { App } from '../../lib/types';

const orderParams = z.object({ orderId: z.string().min(1).max(100) });
const answered = z
  .object({
    status: z.string().describe("O status do pedido no Comanda: 'cancelled' depois de aceitar."),
    externalStatus: z.string().describe('ORDER_CANCELLATION_ACCEPTED ou CANCELLED_DENIED.'),
  })
  .describe('A resposta ao pedido de cancelamento do cliente, já enviada ao marketplace.');

export async function openDeliveryCancellationRoutes(app: App) {
  app.post(
    '/orders/:orderId/cancellation-request-answer',
    {
      schema: { params: orderParams, body: consumerCancellationAnswerSchema, response: { 200: answered } },
      config: {
        restaurantOf: async (request: FastifyRequest) => {
          const [order] = await app.db
            .select({ restaurantId: orders.restaurantId })
            .from(orders)
            .where(eq(orders.id, (request.params as { orderId: string }).orderId));
          return order?.restaurantId ?? null;
        },
      },
    },
    (request) => answerConsumerCancellation(app.db, app.config, request.params.orderId, request.body),
  );
}
