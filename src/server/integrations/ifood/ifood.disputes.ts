/**
 * iFood's negotiation platform (HSD) inside Comanda: a HANDSHAKE_DISPUTE becomes a row the owner
 * answers on the order's card, a HANDSHAKE_SETTLEMENT closes it. Each touches the order, so the
 * panel's live stream brings the card up to date. An event for an order this restaurant does not
 * have, or of a shape the guide does not show, is dropped (acknowledged) with a log line of ids.
 */
import { and, eq } from 'drizzle-orm';
import type { DisputeAlternative } from '../../../domain/integrations/disputes';
import { parseCents } from '../../../domain/money/money';
import type { Tx } from '../../db/client';
import { orderDisputes, orders } from '../../db/schema';
import { findExternalOrder, type IntegrationRow } from '../integration-store';
import { type IfoodDispute, type IfoodEvent, ifoodDisputeSchema, ifoodSettlementSchema } from './ifood.types';

export const DISPUTE_CODES = ['HSD', 'HSS'] as const;

/** maxAmount.value "800" is cents in the guide's example (R$ 8,00 on a test order). */
function cents(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : (parseCents(String(value)) ?? null);
}

function alternativesOf(dispute: IfoodDispute): DisputeAlternative[] {
  return dispute.alternatives.map((alternative) => ({
    id: alternative.id,
    type: alternative.type,
    maxAmountCents: cents(alternative.metadata?.maxAmount?.value),
    allowedMinutes: alternative.metadata?.allowedsAdditionalTimeInMinutes ?? [],
    allowedReasons: alternative.metadata?.allowedsAdditionalTimeReasons ?? [],
  }));
}

async function touchOrder(tx: Tx, orderId: string, now: Date) {
  await tx.update(orders).set({ syncedAt: now }).where(eq(orders.id, orderId));
}

/** Handles HSD and HSS; answers whether the event was one of them. */
export async function applyDisputeEvent(
  tx: Tx,
  integration: IntegrationRow,
  event: IfoodEvent,
  now = new Date(),
): Promise<boolean> {
  if (event.code !== 'HSD' && event.code !== 'HSS') return false;
  const order = await findExternalOrder(tx, integration.restaurantId, 'ifood', event.orderId);
  const drop = (why: string) => {
    console.warn(
      `ifood dispute event dropped (${why}): event ${event.id}, merchant ${integration.merchantId}`,
    );
    return true;
  };
  if (!order) return drop('unknown order');
  if (event.code === 'HSD') {
    const parsed = ifoodDisputeSchema.safeParse(event.metadata ?? {});
    if (!parsed.success || Number.isNaN(Date.parse(parsed.data.expiresAt))) return drop('shape');
    const dispute = parsed.data;
    await tx
      .insert(orderDisputes)
      .values({
        restaurantId: integration.restaurantId,
        orderId: order.id,
        integrationId: integration.id,
        disputeId: dispute.disputeId,
        action: dispute.action,
        handshakeType: dispute.handshakeType ?? null,
        message: dispute.message ?? null,
        alternatives: alternativesOf(dispute),
        timeoutAction: dispute.timeoutAction ?? null,
        expiresAt: new Date(dispute.expiresAt),
      })
      .onConflictDoNothing();
  } else {
    const parsed = ifoodSettlementSchema.safeParse(event.metadata ?? {});
    if (!parsed.success) return drop('shape');
    await tx
      .update(orderDisputes)
      .set({ settlement: parsed.data.status })
      .where(
        and(
          eq(orderDisputes.integrationId, integration.id),
          eq(orderDisputes.disputeId, parsed.data.disputeId),
        ),
      );
  }
  await touchOrder(tx, order.id, now);
  return true;
}
