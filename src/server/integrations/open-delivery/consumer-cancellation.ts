/**
 * The owner's answer to a diner's cancellation request on a bare Open Delivery marketplace
 * (domain/integrations/open-delivery-consumer-cancellation.ts): sent to the ordering application at
 * once; accepted, the order is cancelled here as the application's CANCELLED would (stock back, a
 * loyalty reservation released), without asking the application to cancel it again; denied, the
 * order goes on. A partner that refuses or cannot be reached leaves the order as it was.
 */
import { eq } from 'drizzle-orm';
import {
  CONSUMER_CANCELLATION_ACCEPTED,
  CONSUMER_CANCELLATION_DENIED,
  type ConsumerCancellationAnswer,
  canAnswerConsumerCancellation,
} from '../../../domain/integrations/open-delivery-consumer-cancellation';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { applyOrderLoyalty } from '../../modules/loyalty/order-loyalty';
import { findRestaurantIntegration, setExternalStatus } from '../integration-store';
import { cancelExternalOrder } from '../order-import';
import type { OpenDeliveryConfig } from './open-delivery.connect';
import { openDeliveryClientFor } from './open-delivery.sync';
import { OpenDeliveryError } from './open-delivery.types';

export const NO_CANCELLATION_REQUEST = 'Este pedido não tem pedido de cancelamento do cliente em aberto.';
export const KEETA_HAS_NO_CANCELLATION_REQUEST =
  'A Keeta não envia pedidos de cancelamento do cliente; responda ao pedido de reembolso no lugar.';
export const CANCELLATION_ANSWER_REFUSED =
  'O marketplace recusou a resposta (o pedido pode já ter sido cancelado ou o prazo passou). O pedido não foi alterado.';
export const CANCELLATION_ANSWER_UNREACHABLE =
  'O marketplace não recebeu a resposta agora. O pedido não foi alterado; tente de novo em instantes.';

export async function answerConsumerCancellation(
  db: Db,
  config: OpenDeliveryConfig,
  orderId: string,
  answer: ConsumerCancellationAnswer,
  now = new Date(),
) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Pedido não encontrado');
  if (order.orderSource === 'keeta') throw conflict(KEETA_HAS_NO_CANCELLATION_REQUEST);
  if (!order.externalOrderId || !canAnswerConsumerCancellation(order))
    throw conflict(NO_CANCELLATION_REQUEST);
  const integration = await findRestaurantIntegration(db, order.restaurantId, 'open_delivery');
  if (!integration) throw conflict('O Open Delivery não está conectado a este restaurante.');
  const client = openDeliveryClientFor(integration, config);
  try {
    if (answer.accept) await client.acceptCancellation(order.externalOrderId);
    else await client.denyCancellation(order.externalOrderId, { code: answer.code, reason: answer.reason });
  } catch (error) {
    // A 4xx is the marketplace's "no" (the request expired, the order is already cancelled...).
    if (error instanceof OpenDeliveryError && error.status >= 400 && error.status < 500)
      throw conflict(CANCELLATION_ANSWER_REFUSED);
    throw new HttpError(502, CANCELLATION_ANSWER_UNREACHABLE);
  }
  if (!answer.accept) {
    await setExternalStatus(db, order.id, CONSUMER_CANCELLATION_DENIED, now);
    return { status: order.status, externalStatus: CONSUMER_CANCELLATION_DENIED };
  }
  await db.transaction(async (tx) => {
    const cancelled = await cancelExternalOrder(
      tx,
      {
        restaurantId: order.restaurantId,
        source: 'open_delivery',
        externalOrderId: order.externalOrderId!,
        externalStatus: CONSUMER_CANCELLATION_ACCEPTED,
        reason: `Cancelado a pedido do cliente (${integration.platformName})`,
      },
      now,
    );
    if (cancelled) await applyOrderLoyalty(tx, order, 'cancel', now);
  });
  return { status: 'cancelled' as const, externalStatus: CONSUMER_CANCELLATION_ACCEPTED };
}
