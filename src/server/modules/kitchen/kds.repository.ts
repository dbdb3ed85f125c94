/**
 * The kitchen display's reads and writes (decision 0047): a station's open tickets with their
 * orders, the lines they name, the last bumped, and the ticket's done lines and bump.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { kitchenSettings, kitchenStations, kitchenTickets, orderItems, orders } from '../../db/schema';

/** A ticket whose order was cancelled or handed over is nothing left to make. */
const GONE: ('cancelled' | 'delivered')[] = ['cancelled', 'delivered'];

export const KDS_DEFAULTS = { readyWhenBumped: true, kdsWarnMinutes: 10, kdsLateMinutes: 20 };

const ticketColumns = {
  id: kitchenTickets.id,
  orderId: kitchenTickets.orderId,
  itemIds: kitchenTickets.itemIds,
  doneItemIds: kitchenTickets.doneItemIds,
  bumpedAt: kitchenTickets.bumpedAt,
  createdAt: kitchenTickets.createdAt,
  orderSource: orders.orderSource,
  deliveryType: orders.deliveryType,
  tableNumber: orders.tableNumber,
  takenByName: orders.takenByName,
  takenByRole: orders.takenByRole,
  orderNotes: orders.notes,
};

export function createKdsRepository(db: Db) {
  return {
    async station(restaurantId: string, stationId: string) {
      const [row] = await db
        .select({
          id: kitchenStations.id,
          name: kitchenStations.name,
          kind: kitchenStations.kind,
          isActive: kitchenStations.isActive,
        })
        .from(kitchenStations)
        .where(and(eq(kitchenStations.id, stationId), eq(kitchenStations.restaurantId, restaurantId)));
      return row ?? null;
    },

    /** The active stations, for the screen's picker. */
    stations(restaurantId: string) {
      return db
        .select({ id: kitchenStations.id, name: kitchenStations.name, kind: kitchenStations.kind })
        .from(kitchenStations)
        .where(and(eq(kitchenStations.restaurantId, restaurantId), eq(kitchenStations.isActive, true)))
        .orderBy(asc(kitchenStations.position), asc(kitchenStations.name));
    },

    /** The owner's kitchen choices (read in the caller's transaction when given one). */
    async settings(restaurantId: string, executor: Db | Tx = db) {
      const [row] = await executor
        .select({
          readyWhenBumped: kitchenSettings.readyWhenBumped,
          kdsWarnMinutes: kitchenSettings.kdsWarnMinutes,
          kdsLateMinutes: kitchenSettings.kdsLateMinutes,
        })
        .from(kitchenSettings)
        .where(eq(kitchenSettings.restaurantId, restaurantId));
      return row ?? KDS_DEFAULTS;
    },

    /** The station's open tickets, in arrival order. */
    openTickets(stationId: string) {
      return db
        .select(ticketColumns)
        .from(kitchenTickets)
        .innerJoin(orders, eq(orders.id, kitchenTickets.orderId))
        .where(
          and(
            eq(kitchenTickets.stationId, stationId),
            isNull(kitchenTickets.bumpedAt),
            notInArray(orders.status, GONE),
          ),
        )
        .orderBy(asc(kitchenTickets.createdAt), asc(kitchenTickets.id));
    },

    /** The station's most recently bumped ticket whose order is still to be handed over. */
    async lastBumped(stationId: string) {
      const [row] = await db
        .select({ id: kitchenTickets.id, orderId: kitchenTickets.orderId })
        .from(kitchenTickets)
        .innerJoin(orders, eq(orders.id, kitchenTickets.orderId))
        .where(
          and(
            eq(kitchenTickets.stationId, stationId),
            isNotNull(kitchenTickets.bumpedAt),
            notInArray(orders.status, GONE),
          ),
        )
        .orderBy(desc(kitchenTickets.bumpedAt), desc(kitchenTickets.id))
        .limit(1);
      return row ?? null;
    },

    lines(restaurantId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: orderItems.id,
          name: orderItems.name,
          quantity: orderItems.quantity,
          notes: orderItems.notes,
          options: orderItems.options,
          position: orderItems.position,
        })
        .from(orderItems)
        .where(and(eq(orderItems.restaurantId, restaurantId), inArray(orderItems.id, ids)));
    },

    /** The ticket, locked, when it is this station's. */
    async lockTicket(tx: Tx, restaurantId: string, stationId: string, ticketId: string) {
      const [row] = await tx
        .select()
        .from(kitchenTickets)
        .where(
          and(
            eq(kitchenTickets.id, ticketId),
            eq(kitchenTickets.stationId, stationId),
            eq(kitchenTickets.restaurantId, restaurantId),
          ),
        )
        .for('update');
      return row ?? null;
    },

    /** The order's row, locked first: two stations bumping at once see each other's bump. */
    async lockOrder(tx: Tx, orderId: string) {
      const [row] = await tx
        .select({ id: orders.id, status: orders.status, deliveryType: orders.deliveryType })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      return row ?? null;
    },

    async orderOfTicket(restaurantId: string, ticketId: string) {
      const [row] = await db
        .select({ orderId: kitchenTickets.orderId })
        .from(kitchenTickets)
        .where(and(eq(kitchenTickets.id, ticketId), eq(kitchenTickets.restaurantId, restaurantId)));
      return row?.orderId ?? null;
    },

    async updateTicket(
      tx: Tx,
      ticketId: string,
      patch: Partial<
        Pick<typeof kitchenTickets.$inferInsert, 'doneItemIds' | 'bumpedAt' | 'bumpedByStaffId'>
      >,
    ) {
      await tx.update(kitchenTickets).set(patch).where(eq(kitchenTickets.id, ticketId));
    },

    ticketsOfOrder(tx: Tx, orderId: string) {
      return tx
        .select({
          id: kitchenTickets.id,
          bumpedAt: kitchenTickets.bumpedAt,
          stationKind: kitchenStations.kind,
        })
        .from(kitchenTickets)
        .innerJoin(kitchenStations, eq(kitchenStations.id, kitchenTickets.stationId))
        .where(eq(kitchenTickets.orderId, orderId));
    },
  };
}

export type KdsRepository = ReturnType<typeof createKdsRepository>;
