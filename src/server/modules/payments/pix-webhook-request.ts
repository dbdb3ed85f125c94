/**
 * What Mercado Pago sends to a PIX webhook (a diner's order, a bill's part): the payment's id in
 * `data.id` of the query or the body (or the older `id` + `topic`), and the `x-signature` and
 * `x-request-id` headers its signature covers. Both webhooks read a delivery the same way.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PixDelivery } from './pix-notification';

export const pixWebhookParams = z.object({ restaurantId: z.string().trim().min(1).max(64) });
export const pixWebhookQuery = z.object({
  'data.id': z.string().max(100).optional(),
  type: z.string().max(60).optional(),
  topic: z.string().max(60).optional(),
  id: z.string().max(100).optional(),
  source_news: z.string().max(20).optional(),
});
export const pixWebhookBody = z
  .object({
    type: z.string().max(60).optional(),
    data: z
      .object({
        id: z
          .union([z.string().max(100), z.number()])
          .transform(String)
          .optional(),
      })
      .optional(),
  })
  .nullish();

type PixWebhookRequest = FastifyRequest<{
  Querystring: z.infer<typeof pixWebhookQuery>;
  Body: z.infer<typeof pixWebhookBody>;
}>;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The delivery as the services read it; `dataId` is absent when Mercado Pago named no payment. */
export function pixDeliveryOf(
  request: PixWebhookRequest,
): Partial<Pick<PixDelivery, 'dataId'>> & Omit<PixDelivery, 'dataId'> & { type?: string } {
  return {
    dataId: request.query['data.id'] ?? request.body?.data?.id ?? request.query.id,
    type: request.query.type ?? request.body?.type ?? request.query.topic,
    signature: header(request, 'x-signature'),
    requestId: header(request, 'x-request-id'),
  };
}
