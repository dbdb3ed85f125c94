/**
 * The orders panel's one hook into the connectors: when an imported order changes status, queue
 * the platform's action in the same transaction; the connector sends it after commit and retries.
 */
import { and, eq } from 'drizzle-orm';
import {
  externalActionFor,
  RAPPI_TAKEN_CANCEL_REFUSED,
  rappiRejectAllowed,
} from '../../domain/integrations/external-status';
import type { OrderStatus } from '../../domain/orders/order-status';
import type { Tx } from '../db/client';
import { deliveryIntegrations, type orders } from '../db/schema';
import { conflict } from '../lib/http-error';
import { queueAction } from './integration-store';

type SyncedOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'restaurantId' | 'orderSource' | 'externalOrderId' | 'status'
>;

/** A cancellation's reason as the platform takes it: its own code (iFood's cancellationCode, Rappi's cancel_type). */
export interface PartnerCancellation {
  cancellationCode?: string;
  reason?: string;
  /** Ask again: the platform refused an earlier request for this order (iFood's CARF). */
  again?: boolean;
}

/** Queues the platform's action for the change; answers whether one was queued. */
export async function queueExternalStatusSync(
  tx: Tx,
  order: SyncedOrder,
  status: OrderStatus,
  cancellation: PartnerCancellation = {},
): Promise<boolean> {
  // A taken Rappi order cannot be rejected there: refused here too (409, the transaction rolls
  // back), so Comanda never shows cancelled what Rappi keeps live.
  if (
    order.orderSource === 'rappi' &&
    order.externalOrderId &&
    status === 'cancelled' &&
    !rappiRejectAllowed(order.status)
  )
    throw conflict(RAPPI_TAKEN_CANCEL_REFUSED);
  const action = externalActionFor(order.orderSource, status);
  if (!action || !order.externalOrderId) return false;
  const [integration] = await tx
    .select({ id: deliveryIntegrations.id })
    .from(deliveryIntegrations)
    .where(
      and(
        eq(deliveryIntegrations.restaurantId, order.restaurantId),
        eq(deliveryIntegrations.platform, order.orderSource),
      ),
    );
  const details: Record<string, string> = {};
  if (status === 'cancelled') {
    if (cancellation.cancellationCode) details.cancellationCode = cancellation.cancellationCode;
    if (cancellation.reason) details.reason = cancellation.reason;
  }
  if (!integration) return false;
  await queueAction(
    tx,
    integration.id,
    order.id,
    order.externalOrderId,
    action,
    details,
    status === 'cancelled' && cancellation.again === true,
  );
  return true;
}
