/**
 * What the Keeta card tells the owner is still missing from the merchant document Keeta reads
 * (its CNPJ, its logo): without them the document fails the published schema.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refundAnswerSchema } from '../../../domain/integrations/keeta-refund';
import { orders, restaurants } from '../../db/schema';
import { answerKeetaRefund } from '../../integrations/open-delivery/keeta-refund';
import { merchantDocumentGaps, readMerchantFacts } from '../../integrations/open-delivery/merchant-facts';
import { notFound } from '../../lib/http-error';
import type { App } from '../../lib/types';

const params = z.object({ id: z.string().min(1) });
const orderParams = z.object({ orderId: z.string().min(1).max(100) });
const refundAnswered = z
  .object({ externalStatus: z.string().describe('REFUND_ACCEPTED ou REFUND_REJECTED.') })
  .describe('A resposta ao pedido de reembolso, já enviada à Keeta.');
const answer = z
  .object({ gaps: z.array(z.string()).describe('O que ainda falta, em português; vazio quando nada falta.') })
  .describe('O que falta ao documento do estabelecimento que a Keeta lê.');

export async function keetaMerchantOwnerRoutes(app: App) {
  app.get(
    '/restaurants/:id/integrations/keeta/merchant-check',
    { schema: { params, response: { 200: answer } } },
    async (request) => {
      const [restaurant] = await app.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.id, request.params.id));
      if (!restaurant) throw notFound('Restaurante não encontrado');
      return { gaps: merchantDocumentGaps(restaurant, await readMerchantFacts(app.db, restaurant)) };
    },
  );

  app.post(
    '/orders/:orderId/refund-answer',
    {
      schema: { params: orderParams, body: refundAnswerSchema, response: { 200: refundAnswered } },
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
    (request) => answerKeetaRefund(app.db, app.config, request.params.orderId, request.body),
  );
}
