/**
 * The owner's answer to a Keeta customer's refund request, sent to Keeta at once (the first answer
 * Keeta receives, from the panel or its own portal, decides), then kept on the order's external status.
 */
import { eq } from 'drizzle-orm';
import { canAnswerRefund, type RefundAnswer } from '../../../domain/integrations/keeta-refund';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { findRestaurantIntegration, setExternalStatus } from '../integration-store';
import type { OpenDeliveryConfig } from './open-delivery.connect';
import { openDeliveryClientFor } from './open-delivery.sync';

export const NO_REFUND_REQUEST = 'Este pedido não tem pedido de reembolso em aberto.';

export async function answerKeetaRefund(
  db: Db,
  config: OpenDeliveryConfig,
  orderId: string,
  answer: RefundAnswer,
) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Pedido não encontrado');
  if (!order.externalOrderId || !canAnswerRefund(order.orderSource, order.externalStatus))
    throw conflict(NO_REFUND_REQUEST);
  const integration = await findRestaurantIntegration(db, order.restaurantId, 'keeta');
  if (!integration) throw conflict('A Keeta não está conectada a este restaurante.');
  const client = openDeliveryClientFor(integration, config);
  try {
    if (answer.accept) await client.acceptRefund(order.externalOrderId);
    else await client.rejectRefund(order.externalOrderId, { code: answer.code, reason: answer.reason });
  } catch {
    throw new HttpError(502, 'A Keeta não recebeu a resposta agora. Tente de novo em instantes.');
  }
  const status = answer.accept ? 'REFUND_ACCEPTED' : 'REFUND_REJECTED';
  await setExternalStatus(db, order.id, status);
  return { externalStatus: status };
}
