/**
 * The orders panel's one hook into the connectors: when an imported order changes status, queue
 * the platform's action in the same transaction; the connector sends it after commit and retries.
 */
import { and, eq } from 'drizzle-orm';
import { externalActionFor } from '../../domain/integrations/external-status';
import type { OrderStatus } from '../../domain/orders/order-status';
import type { Tx } from '../db/client';
import { deliveryIntegrations, type orders } from '../db/schema';
import { queueAction } from './integration-store';

type SyncedOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'restaurantId' | 'orderSource' | 'externalOrderId'
>;

export async function queueExternalStatusSync(tx: Tx, order: SyncedOrder, status: OrderStatus) {
  const action = externalActionFor(order.orderSource, status);
  if (!action || !order.externalOrderId) return;
  const [integration] = await tx
    .select({ id: deliveryIntegrations.id })
    .from(deliveryIntegrations)
    .where(
      and(
        eq(deliveryIntegrations.restaurantId, order.restaurantId),
        eq(deliveryIntegrations.platform, order.orderSource),
      ),
    );
  if (integration) await queueAction(tx, integration.id, order.id, order.externalOrderId, action);
}
