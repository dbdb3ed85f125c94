/**
 * An order's status change by the state machine of section 4, in one transaction: the row locked
 * first, so two panels tapping at once cannot both apply a change from the same status; anything
 * the table does not allow is a 409. Reaching confirmed, ready, delivered or cancelled stamps its
 * time; stock, points, the platform's status sync and the kitchen (decision 0047) follow. The
 * panel's PATCH and an order auto-accepted on arrival both come through here.
 */
import {
  CANCELLATION_REQUEST_FAILED,
  CANCELLATION_REQUESTED,
  cancellationAlreadyAsked,
  cancellationAwaitingPartner,
  partnerDecidesCancellation,
} from '../../../domain/integrations/external-status';
import { allowedTransitions, STATUS_TIMESTAMP } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import { queueExternalStatusSync } from '../../integrations/status-sync';
import { conflict, notFound } from '../../lib/http-error';
import { recordPaidSale, sendAfterCommit } from '../fiscal/fiscal-issue';
import { applyOrderStock } from '../inventory/order-stock';
import { type DispatchOptions, dispatchToKitchen } from '../kitchen/kitchen-dispatch';
import { applyOrderLoyalty } from '../loyalty/order-loyalty';
import { settlePendingRedemption } from '../loyalty/pending-redemption';
import { announcePrintJobs, type PrintJobEvent } from '../realtime/print-job-announcements';
import { type LandingActor, landDeliveredOrder } from '../register/register-landing';
import { createOrdersRepository, type OrderPatch } from './orders.repository';

export const TRANSITION_REFUSED = 'Transição de status não permitida';
export const ORDER_NOT_FOUND = 'Pedido não encontrado';

export interface StatusChange {
  status: Parameters<typeof allowedTransitions>[1];
  estimatedTime?: number;
  notes?: string;
  cancellationReason?: string;
  /** The partner's reason code, sent with an imported order's cancellation. */
  cancellationCode?: string;
  /** Who moves it: a delivered order's payment lands in the register session they opened (decision 0051). */
  actor?: LandingActor;
}

export async function changeOrderStatus(
  db: Db,
  orderId: string,
  change: StatusChange,
  kitchen: DispatchOptions = {},
  now = new Date(),
) {
  const repository = createOrdersRepository(db);
  let lowStock: Awaited<ReturnType<typeof applyOrderStock>> = [];
  let printed: PrintJobEvent[] = [];
  let receiptId: string | null = null;
  const order = await db.transaction(async (tx) => {
    const order = await repository.lockById(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const transition = allowedTransitions(order.deliveryType, order.status).find(
      (candidate) => candidate.to === change.status,
    );
    if (!transition) throw conflict(TRANSITION_REFUSED);
    // iFood and Keeta decide a cancellation: ask and keep the order live until they answer; iFood's
    // CAN or Keeta's CANCELLED cancels ours (stock and points then), a refusal says it stays open.
    if (change.status === 'cancelled' && partnerDecidesCancellation(order.orderSource)) {
      // Asked once and not answered yet: asking again means nothing (the panel hides 'Cancelar').
      if (cancellationAwaitingPartner(order)) throw conflict(cancellationAlreadyAsked(order.orderSource));
      const reason = change.cancellationReason ?? change.notes;
      const asked = await queueExternalStatusSync(tx, order, 'cancelled', {
        cancellationCode: change.cancellationCode,
        reason,
        again: order.externalStatus === CANCELLATION_REQUEST_FAILED,
      });
      if (asked)
        return repository.update(tx, orderId, {
          externalStatus: CANCELLATION_REQUESTED,
          cancellationReason: reason ?? null,
          syncedAt: now,
        });
    }
    const patch: OrderPatch = { status: change.status };
    const stamp = STATUS_TIMESTAMP[change.status];
    if (stamp) patch[stamp] = now;
    const estimatedTime = change.estimatedTime ?? transition.estimatedTime;
    if (estimatedTime !== undefined) patch.estimatedTime = estimatedTime;
    if (change.status === 'cancelled') {
      // The specification's PATCH carries `notes`; a cancellation without a reason uses them.
      patch.cancellationReason = change.cancellationReason ?? change.notes ?? null;
    }
    // Points the restaurant had to confirm are taken when it accepts the order, dropped on cancel.
    await settlePendingRedemption(tx, order, change.status);
    // Stock moves with the status, in this transaction: a sale on confirm, its reversal on cancel.
    if (change.status === 'confirmed' || change.status === 'cancelled')
      lowStock = await applyOrderStock(tx, order, change.status === 'confirmed' ? 'confirm' : 'cancel');
    // Points move with the status too: earned on delivery, a checkout reservation released on cancel.
    if (change.status === 'delivered' || change.status === 'cancelled')
      await applyOrderLoyalty(tx, order, change.status === 'delivered' ? 'deliver' : 'cancel', now);
    // An imported order tells its platform (iFood's confirm, dispatch...) after this commits.
    await queueExternalStatusSync(tx, order, change.status, {
      cancellationCode: change.cancellationCode,
      reason: change.cancellationReason ?? change.notes,
    });
    const row = await repository.update(tx, orderId, patch);
    // Delivered outside a bill: its payment lands in the register, once (decision 0051).
    if (change.status === 'delivered') {
      await landDeliveredOrder(tx, row, change.actor ?? { by: 'dono', staffId: null }, now);
      // And its NFC-e's row when the restaurant issues on payment, sent after the commit (issue 35).
      if (!row.billId)
        receiptId = await recordPaidSale(
          tx,
          row.restaurantId,
          { kind: 'order', id: row.id },
          change.actor?.staffId ?? null,
          null,
          now,
        );
    }
    // Confirmed: the kitchen's tickets and print jobs, in this transaction (decision 0047).
    if (change.status === 'confirmed') printed = await dispatchToKitchen(tx, row, kitchen);
    return row;
  });
  // Committed: the print agents and the panels hear of the new jobs. A lost announcement is not a
  // lost job: an agent's stream replays every pending job when it reconnects.
  if (printed.length > 0) await announcePrintJobs(db, printed).catch(() => undefined);
  // The delivered order's NFC-e goes to the provider in the background, never holding the panel.
  sendAfterCommit(db, receiptId);
  return { order, lowStock };
}
