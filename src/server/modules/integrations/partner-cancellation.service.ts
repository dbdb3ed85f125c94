/**
 * The reasons the panel offers when the owner cancels an imported order: for iFood, the ones iFood
 * accepts for that order right now (GET /order/v1.0/orders/{id}/cancellationReasons); for Rappi,
 * its documented reject cancel types while the order is not taken, none after; for Keeta and Open
 * Delivery, their documented codes (domain/integrations/open-delivery-cancellation.ts); other orders
 * take a free-text reason only.
 */
import { and, eq } from 'drizzle-orm';
import { openDeliveryCancellationReasons } from '../../../domain/integrations/open-delivery-cancellation';
import { rappiCancelNeedsSupport } from '../../../domain/integrations/rappi-take';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { deliveryIntegrations, orders } from '../../db/schema';
import { ifoodClientFor } from '../../integrations/ifood/ifood.sync';
import { RAPPI_REJECT_REASONS } from '../../integrations/rappi/rappi.types';
import { HttpError, notFound } from '../../lib/http-error';

export interface CancellationReasonView {
  code: string;
  description: string;
}

export function createPartnerCancellationService(db: Db, config: Config) {
  async function findOrder(orderId: string) {
    const [order] = await db
      .select({
        restaurantId: orders.restaurantId,
        orderSource: orders.orderSource,
        externalOrderId: orders.externalOrderId,
        status: orders.status,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    return order ?? null;
  }

  return {
    restaurantOf: async (orderId: string) => (await findOrder(orderId))?.restaurantId ?? null,

    async reasons(orderId: string): Promise<CancellationReasonView[]> {
      const order = await findOrder(orderId);
      if (!order) throw notFound('Pedido não encontrado');
      // Rappi's reject reasons hold only before the take; after it Rappi takes no rejection (0060).
      if (order.orderSource === 'rappi')
        return rappiCancelNeedsSupport(order) ? [] : RAPPI_REJECT_REASONS.map((reason) => ({ ...reason }));
      if (order.orderSource === 'keeta' || order.orderSource === 'open_delivery')
        return openDeliveryCancellationReasons(order.orderSource).map((reason) => ({ ...reason }));
      if (order.orderSource !== 'ifood' || !order.externalOrderId) return [];
      const [integration] = await db
        .select()
        .from(deliveryIntegrations)
        .where(
          and(
            eq(deliveryIntegrations.restaurantId, order.restaurantId),
            eq(deliveryIntegrations.platform, 'ifood'),
          ),
        );
      if (!integration) return [];
      try {
        const client = ifoodClientFor(db, integration, {
          baseUrl: config.ifoodBaseUrl,
          encryptionKey: config.encryptionKey,
          app: config.ifood,
        });
        const reasons = await client.cancellationReasons(order.externalOrderId);
        return reasons.map((reason) => ({ code: reason.cancelCodeId, description: reason.description }));
      } catch {
        throw new HttpError(502, 'Não foi possível buscar os motivos de cancelamento no iFood agora.');
      }
    },
  };
}
