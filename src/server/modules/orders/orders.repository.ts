import { and, desc, eq, gte, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { DeliveryType, OrderStatus } from '../../../domain/orders/order-status';
import type { Db, Tx } from '../../db/client';
import { orderPixCharges, orders, restaurants } from '../../db/schema';

/**
 * Which orders a list shows: 'recent' (no query: the specification's list, every status), still
 * active, finished today, or cancelled.
 */
export interface OrderListFilter {
  restaurantId: string;
  view: 'recent' | 'active' | 'finished-today' | 'cancelled';
  /** Delivery types to include; all when absent. */
  types?: readonly DeliveryType[];
  /** Start of today in São Paulo, for 'finished-today'. */
  todayStart: Date;
  /** For 'recent': orders created since then are listed whatever their status. */
  recentSince: Date;
}

const LIST_LIMIT = 500;
const TERMINAL: OrderStatus[] = ['delivered', 'cancelled'];

export type OrderPatch = Partial<typeof orders.$inferInsert>;

export function createOrdersRepository(db: Db) {
  return {
    /** The Mercado Pago PIX of these orders, for the panel's 'PIX expira às…'. */
    async pixChargesOf(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: orderPixCharges.orderId,
          status: orderPixCharges.status,
          expiresAt: orderPixCharges.expiresAt,
        })
        .from(orderPixCharges)
        .where(inArray(orderPixCharges.orderId, orderIds));
    },

    /**
     * The specification's list: the active orders (however old) and every order of the last day,
     * newest first. Two reads that each stay on an index (the active orders' partial index, and
     * (restaurant, created_at) for the day), so a long history is never scanned.
     */
    async listRecent({ restaurantId, types, recentSince }: OrderListFilter) {
      const base: SQL[] = [eq(orders.restaurantId, restaurantId)];
      if (types) base.push(inArray(orders.deliveryType, [...types]));
      const read = (condition: SQL) =>
        db
          .select()
          .from(orders)
          .where(and(...base, condition))
          .orderBy(desc(orders.createdAt), desc(orders.changeSeq))
          .limit(LIST_LIMIT);
      const [active, lastDay] = await Promise.all([
        read(notInArray(orders.status, TERMINAL)),
        read(gte(orders.createdAt, recentSince)),
      ]);
      const byId = new Map([...active, ...lastDay].map((row) => [row.id, row]));
      return [...byId.values()]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.changeSeq - a.changeSeq)
        .slice(0, LIST_LIMIT);
    },

    async list(filter: OrderListFilter) {
      const { restaurantId, view, types, todayStart } = filter;
      if (view === 'recent') return this.listRecent(filter);
      const conditions: SQL[] = [eq(orders.restaurantId, restaurantId)];
      if (types) conditions.push(inArray(orders.deliveryType, [...types]));
      if (view === 'active') conditions.push(notInArray(orders.status, TERMINAL));
      if (view === 'finished-today')
        conditions.push(eq(orders.status, 'delivered'), gte(orders.deliveredAt, todayStart));
      if (view === 'cancelled') conditions.push(eq(orders.status, 'cancelled'));
      const newest = view === 'cancelled' ? desc(orders.cancelledAt) : desc(orders.createdAt);
      return db
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(newest, desc(orders.changeSeq))
        .limit(LIST_LIMIT);
    },

    async restaurantOf(orderId: string) {
      const [row] = await db
        .select({ restaurantId: orders.restaurantId })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.restaurantId ?? null;
    },

    /** Locks the order for the rest of the transaction, so two taps cannot both advance it. */
    async lockById(tx: Tx, orderId: string) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    async update(tx: Tx, orderId: string, patch: OrderPatch) {
      const [row] = await tx.update(orders).set(patch).where(eq(orders.id, orderId)).returning();
      return row!;
    },

    /** Sets printed_at only if it is still empty; null when the order was already printed. */
    async markPrinted(orderId: string, at: Date) {
      const [row] = await db
        .update(orders)
        .set({ printedAt: at })
        .where(and(eq(orders.id, orderId), isNull(orders.printedAt)))
        .returning();
      return row ?? null;
    },

    async findById(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    async panelSettings(restaurantId: string) {
      const [row] = await db
        .select({ autoPrintOnConfirm: restaurants.autoPrintOnConfirm })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row ?? null;
    },

    async updatePanelSettings(restaurantId: string, settings: { autoPrintOnConfirm: boolean }) {
      const [row] = await db
        .update(restaurants)
        .set(settings)
        .where(eq(restaurants.id, restaurantId))
        .returning({ autoPrintOnConfirm: restaurants.autoPrintOnConfirm });
      return row ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
