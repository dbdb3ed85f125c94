/**
 * The panel's work on orders: the lists, status changes by the state machine of section 4 (the
 * domain's table, the same one that draws the panel's buttons), the kitchen-ticket mark and the
 * panel settings.
 */
import { kitchenPrintingOf } from '../../../domain/kitchen/panel-printing';
import type { DeliveryType } from '../../../domain/orders/order-status';
import { reportPeriods } from '../../../domain/reports/periods';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { restaurantTimeZone } from '../../lib/restaurant-time-zone';
import { activeStationsOf, type DispatchOptions } from '../kitchen/kitchen-dispatch';
import { refusePendingRedemption } from '../loyalty/pending-redemption';
import { KEY_REUSED, requestHash } from './order-placement.idempotency';
import { createOrderPlacementRepository } from './order-placement.repository';
import type { PlaceOrderInput } from './order-placement.schemas';
import { placeOrder, type TakenBy } from './order-placement.service';
import { changeOrderStatus, ORDER_NOT_FOUND, type StatusChange } from './order-status-change';
import { createOrdersRepository, type OrderListFilter } from './orders.repository';
import { toOwnerOrder } from './orders.views';

export { ORDER_NOT_FOUND, type StatusChange, TRANSITION_REFUSED } from './order-status-change';

/** The idempotency keys of counter and waiter orders, apart from the diners' ('orders'). */
const COUNTER_SCOPE = 'counter-orders';

/** With no query, the owner's list holds the active orders and everything of the last day. */
const RECENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The panel's two order tabs: 'Delivery/Retirada' and 'Pedidos Mesas'. */
const TAB_TYPES: Record<'delivery' | 'table', readonly DeliveryType[]> = {
  delivery: ['delivery', 'pickup'],
  table: ['table'],
};

export function createOrdersService(db: Db, kitchen: DispatchOptions = {}) {
  const repository = createOrdersRepository(db);

  return {
    restaurantOf: repository.restaurantOf,

    async listOrders(
      restaurantId: string,
      query: { view: OrderListFilter['view']; type?: 'delivery' | 'table' },
      now = new Date(),
    ) {
      const rows = await repository.list({
        restaurantId,
        view: query.view,
        types: query.type ? TAB_TYPES[query.type] : undefined,
        todayStart: reportPeriods(now, await restaurantTimeZone(db, restaurantId)).daily.current.start,
        recentSince: new Date(now.getTime() - RECENT_WINDOW_MS),
      });
      const charges = new Map(
        (
          await repository.pixChargesOf(
            rows.filter((row) => row.paymentMethod === 'pix').map((row) => row.id),
          )
        ).map((charge) => [charge.orderId, charge]),
      );
      return rows.map((row) => {
        const charge = charges.get(row.id);
        const order = toOwnerOrder(row);
        return charge
          ? { ...order, pixStatus: charge.status, pixExpiresAt: charge.expiresAt?.toISOString() ?? null }
          : order;
      });
    },

    /**
     * Moves an order along the state machine (order-status-change.ts): stock, points, the
     * platform's sync and the kitchen's tickets and print jobs follow in its transaction.
     */
    async advanceOrderStatus(orderId: string, change: StatusChange, now = new Date()) {
      const { order, lowStock } = await changeOrderStatus(db, orderId, change, kitchen, now);
      // Items the confirmation took to or below their minimum alert, for the panel's notice.
      return { ...toOwnerOrder(order), lowStock };
    },

    /**
     * An order taken at the counter or by phone: the same menu, options and server pricing as a
     * diner's order, through the same placement function; the owner may enter it while closed.
     * Taken by a staff member, the order names them, written by the order's own statement.
     */
    /**
     * A counter, phone or waiter order. With an `Idempotency-Key` (the waiter's phone sends one per
     * draft and repeats it on every retry) the key is stored in the order's own statement, so a
     * retry after a lost answer gets the order already placed, as it is now, never a second one;
     * the same key with another body is a 422 (the diner's rule, order-placement.idempotency.ts).
     */
    async placeCounterOrder(
      restaurantId: string,
      input: Omit<PlaceOrderInput, 'restaurantId'>,
      takenBy: TakenBy | null = null,
      idempotencyKey?: string,
    ) {
      const full = { ...input, restaurantId };
      const key = idempotencyKey ? `${COUNTER_SCOPE}:${restaurantId}:${idempotencyKey}` : null;
      const hash = requestHash(full);
      try {
        const order = await placeOrder(db, full, {
          source: 'direct',
          enteredByOwner: true,
          takenBy,
          kitchen,
          answerFor: key
            ? (planned) => ({
                key,
                scope: COUNTER_SCOPE,
                orderId: planned.id,
                statusCode: 201,
                // The replay reads the order again (its status moves on); only the id is kept.
                responseBody: JSON.stringify({ id: planned.id }),
                requestHash: hash,
              })
            : undefined,
        });
        return toOwnerOrder(order);
      } catch (error) {
        const first =
          key && (pgErrorCode(error) === UNIQUE_VIOLATION || error instanceof HttpError)
            ? await createOrderPlacementRepository(db).findAnswer(key)
            : null;
        if (!first) throw error;
        if (first.requestHash !== hash)
          throw new HttpError(422, KEY_REUSED, { 'idempotency-key': KEY_REUSED });
        const placed = first.orderId ? await repository.findById(first.orderId) : null;
        if (!placed) throw error;
        return toOwnerOrder(placed);
      }
    },

    /** 'Recusar resgate': the order goes on without the points' discount (loyalty/pending-redemption). */
    async refuseRedemption(orderId: string) {
      return toOwnerOrder(await refusePendingRedemption(db, orderId));
    },

    /** Records that the kitchen ticket was printed; a second mark is a 409, so nothing prints twice. */
    async markPrinted(orderId: string, now = new Date()) {
      const marked = await repository.markPrinted(orderId, now);
      if (marked) return toOwnerOrder(marked);
      if (!(await repository.findById(orderId))) throw notFound(ORDER_NOT_FOUND);
      throw conflict('Este pedido já foi impresso.');
    },

    /** The panel's settings, and what the stations' printers mean for it (decision 0050), for every role. */
    async panelSettings(restaurantId: string) {
      const settings = await repository.panelSettings(restaurantId);
      if (!settings) throw notFound('Restaurante não encontrado');
      return { ...settings, kitchenPrinting: kitchenPrintingOf(await activeStationsOf(db, restaurantId)) };
    },

    async updatePanelSettings(restaurantId: string, settings: { autoPrintOnConfirm: boolean }) {
      const updated = await repository.updatePanelSettings(restaurantId, settings);
      if (!updated) throw notFound('Restaurante não encontrado');
      return { ...updated, kitchenPrinting: kitchenPrintingOf(await activeStationsOf(db, restaurantId)) };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
