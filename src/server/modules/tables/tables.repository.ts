/** The tables, their bills and calls as stored (decision 0042). Every read is scoped by restaurant. */
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { OPEN_BILL_STATUSES } from '../../../domain/tables/tables';
import type { Db, Tx } from '../../db/client';
import {
  billItemMoves,
  billOrderRemovals,
  bills,
  diningTables,
  orderItems,
  orders,
  restaurants,
  staffActions,
  staffMembers,
  tableCalls,
} from '../../db/schema';

export type TableRow = typeof diningTables.$inferSelect;
export type BillRow = typeof bills.$inferSelect;
export type CallRow = typeof tableCalls.$inferSelect;
type NewTable = typeof diningTables.$inferInsert;
export type MoveRow = typeof billItemMoves.$inferSelect;

/**
 * The lines that count on one of these bills: their order's, unless staff moved the line to another
 * ('Transferir item': `order_items.bill_id`).
 */
const linesOnBills = (billIds: string[]) =>
  or(and(inArray(orders.billId, billIds), isNull(orderItems.billId)), inArray(orderItems.billId, billIds));

/** The bill a line counts on. */
const lineBill = sql<string>`coalesce(${orderItems.billId}, ${orders.billId})`;

const openStatus = () => inArray(bills.status, [...OPEN_BILL_STATUSES]);

/** The route that places a counter or waiter order: its audit row names who took the order. */
const COUNTER_ORDER_ACTION = 'POST /api/restaurants/:id/orders';

export function createTablesRepository(db: Db) {
  return {
    /** Every table of the restaurant with its open bill (if any), in the owner's order. */
    tablesWithOpenBills: (restaurantId: string) =>
      db
        .select({ table: diningTables, bill: bills })
        .from(diningTables)
        .leftJoin(bills, and(eq(bills.tableId, diningTables.id), openStatus()))
        .where(eq(diningTables.restaurantId, restaurantId))
        .orderBy(asc(diningTables.position), asc(diningTables.labelKey)),

    async findTable(on: Db | Tx, restaurantId: string, tableId: string) {
      const [row] = await on
        .select({ table: diningTables, bill: bills })
        .from(diningTables)
        .leftJoin(bills, and(eq(bills.tableId, diningTables.id), openStatus()))
        .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.id, tableId)));
      return row;
    },

    async findTableByLabelKey(restaurantId: string, labelKey: string) {
      const [row] = await db
        .select({ table: diningTables, bill: bills })
        .from(diningTables)
        .leftJoin(bills, and(eq(bills.tableId, diningTables.id), openStatus()))
        .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.labelKey, labelKey)));
      return row;
    },

    /** The tables whose bills hold lines of this order moved off `billId` ('Transferir item'). */
    linesMovedAway: (orderId: string, billId: string) =>
      db
        .selectDistinct({ label: diningTables.label })
        .from(orderItems)
        .innerJoin(bills, eq(bills.id, orderItems.billId))
        .innerJoin(diningTables, eq(diningTables.id, bills.tableId))
        .where(and(eq(orderItems.orderId, orderId), ne(orderItems.billId, billId))),

    async hasTables(restaurantId: string) {
      const [row] = await db
        .select({ id: diningTables.id })
        .from(diningTables)
        .where(eq(diningTables.restaurantId, restaurantId))
        .limit(1);
      return Boolean(row);
    },

    async restaurant(restaurantId: string) {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
      return row;
    },

    async insertTable(on: Db | Tx, values: NewTable) {
      const [row] = await on.insert(diningTables).values(values).returning();
      return row!;
    },

    async updateTable(on: Db | Tx, restaurantId: string, tableId: string, patch: Partial<NewTable>) {
      const [row] = await on
        .update(diningTables)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.id, tableId)))
        .returning();
      return row;
    },

    /** Every table's label and state, for the old 'Número de mesas' (tableCountOf, reconcileTableCount). */
    numberedState: (on: Db | Tx, restaurantId: string) =>
      on
        .select({
          id: diningTables.id,
          label: diningTables.label,
          isActive: diningTables.isActive,
          billId: bills.id,
        })
        .from(diningTables)
        .leftJoin(bills, and(eq(bills.tableId, diningTables.id), openStatus()))
        .where(eq(diningTables.restaurantId, restaurantId)),

    async nextPosition(on: Db | Tx, restaurantId: string) {
      const [row] = await on
        .select({ next: sql<number>`coalesce(max(${diningTables.position}), 0)::int + 1` })
        .from(diningTables)
        .where(eq(diningTables.restaurantId, restaurantId));
      return row?.next ?? 1;
    },

    activeWithoutCode: (on: Db | Tx, restaurantId: string) =>
      on
        .select({ id: diningTables.id })
        .from(diningTables)
        .where(
          and(
            eq(diningTables.restaurantId, restaurantId),
            eq(diningTables.isActive, true),
            isNull(diningTables.code),
          ),
        ),

    /** Keeps `restaurants.table_count` as read from the tables; writes only when it changed. */
    async setTableCount(on: Db | Tx, restaurantId: string, count: number) {
      await on
        .update(restaurants)
        .set({ tableCount: count })
        .where(and(eq(restaurants.id, restaurantId), sql`${restaurants.tableCount} <> ${count}`));
    },

    /** Locks the restaurant's row: table edits of one restaurant run one at a time. */
    async lockRestaurant(tx: Tx, restaurantId: string) {
      const [row] = await tx.select().from(restaurants).where(eq(restaurants.id, restaurantId)).for('update');
      return row;
    },

    /** Bills' orders with their lines' quantities and subtotals (for the map and the bill). */
    async billOrders(billIds: string[]) {
      if (billIds.length === 0) return [];
      return db
        .select({
          billId: orders.billId,
          order: orders,
        })
        .from(orders)
        .where(inArray(orders.billId, billIds))
        .orderBy(asc(orders.createdAt));
    },

    async billLines(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    /** Per open bill: its orders' statuses and the quantities and subtotals of the lines on it. */
    async billLineTotals(billIds: string[]) {
      if (billIds.length === 0) return [];
      return db
        .select({
          billId: lineBill,
          orderId: orders.id,
          status: orders.status,
          quantity: orderItems.quantity,
          subtotal: orderItems.subtotal,
        })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(linesOnBills(billIds));
    },

    /** The lines that count on a bill (moved ones included), with their order, oldest first. */
    async linesOnBill(billId: string) {
      return db
        .select({
          item: orderItems,
          orderId: orders.id,
          orderBillId: orders.billId,
          orderCreatedAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(linesOnBills([billId]), ne(orders.status, 'cancelled')))
        .orderBy(asc(orders.createdAt), asc(orderItems.position), asc(orderItems.createdAt));
    },

    /** One line of the restaurant with its order's bill and status, locked for a move. */
    async lockLine(tx: Tx, restaurantId: string, lineId: string) {
      const [row] = await tx
        .select({ item: orderItems, orderBillId: orders.billId, orderStatus: orders.status })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.restaurantId, restaurantId), eq(orderItems.id, lineId)))
        .for('update', { of: orderItems });
      return row;
    },

    async updateLine(tx: Tx, lineId: string, patch: Partial<typeof orderItems.$inferInsert>) {
      await tx.update(orderItems).set(patch).where(eq(orderItems.id, lineId));
    },

    async insertLine(tx: Tx, values: typeof orderItems.$inferInsert) {
      const [row] = await tx.insert(orderItems).values(values).returning({ id: orderItems.id });
      return row!.id;
    },

    async insertMove(tx: Tx, values: typeof billItemMoves.$inferInsert) {
      await tx.insert(billItemMoves).values(values);
    },

    /** Items moved onto or off a bill, oldest first. */
    async moves(billId: string) {
      return db
        .select()
        .from(billItemMoves)
        .where(or(eq(billItemMoves.fromBillId, billId), eq(billItemMoves.toBillId, billId)))
        .orderBy(asc(billItemMoves.createdAt));
    },

    async lineNames(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: orderItems.id, name: orderItems.name })
        .from(orderItems)
        .where(inArray(orderItems.id, ids));
    },

    async tableLabelsOfBills(billIds: string[]) {
      if (billIds.length === 0) return [];
      return db
        .select({ billId: bills.id, label: diningTables.label })
        .from(bills)
        .innerJoin(diningTables, eq(diningTables.id, bills.tableId))
        .where(inArray(bills.id, billIds));
    },

    /** Who took each order, as the staff audit recorded it (decision 0040). */
    async orderTakers(restaurantId: string, orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({ orderId: staffActions.subjectId, staffId: staffMembers.id, name: staffMembers.name })
        .from(staffActions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffActions.staffMemberId))
        .where(
          and(
            eq(staffActions.restaurantId, restaurantId),
            eq(staffActions.action, COUNTER_ORDER_ACTION),
            inArray(staffActions.subjectId, orderIds),
          ),
        );
    },

    async staffNames(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: staffMembers.id, name: staffMembers.name })
        .from(staffMembers)
        .where(inArray(staffMembers.id, ids));
    },

    async removals(billId: string) {
      return db.select().from(billOrderRemovals).where(eq(billOrderRemovals.billId, billId));
    },

    async insertRemoval(values: typeof billOrderRemovals.$inferInsert) {
      await db.insert(billOrderRemovals).values(values);
    },

    async findBill(on: Db | Tx, restaurantId: string, billId: string) {
      const [row] = await on
        .select({ bill: bills, table: diningTables })
        .from(bills)
        .innerJoin(diningTables, eq(diningTables.id, bills.tableId))
        .where(and(eq(bills.restaurantId, restaurantId), eq(bills.id, billId)));
      return row;
    },

    async lockBill(tx: Tx, restaurantId: string, billId: string) {
      const [row] = await tx
        .select()
        .from(bills)
        .where(and(eq(bills.restaurantId, restaurantId), eq(bills.id, billId)))
        .for('update');
      return row;
    },

    async updateBill(on: Db | Tx, billId: string, patch: Partial<typeof bills.$inferInsert>) {
      const [row] = await on
        .update(bills)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(bills.id, billId))
        .returning();
      return row!;
    },

    /** Moves a bill's orders (a move to another table, or a bill joined into another). */
    async moveOrders(tx: Tx, fromBillId: string, to: { billId: string; tableLabel: string }) {
      await tx
        .update(orders)
        .set({ billId: to.billId, tableNumber: to.tableLabel })
        .where(eq(orders.billId, fromBillId));
      // Lines moved onto that bill one by one ('Transferir item') follow it too.
      await tx.update(orderItems).set({ billId: to.billId }).where(eq(orderItems.billId, fromBillId));
    },

    async pendingCalls(restaurantId: string) {
      return db
        .select()
        .from(tableCalls)
        .where(and(eq(tableCalls.restaurantId, restaurantId), isNull(tableCalls.answeredAt)))
        .orderBy(asc(tableCalls.createdAt));
    },

    /** A new pending call, or undefined when one of that kind is already pending for the table. */
    async insertCall(values: typeof tableCalls.$inferInsert) {
      const [row] = await db
        .insert(tableCalls)
        .values(values)
        .onConflictDoNothing({
          target: [tableCalls.tableId, tableCalls.kind],
          where: sql.raw('answered_at is null'),
        })
        .returning();
      return row;
    },

    async findPendingCall(tableId: string, kind: CallRow['kind']) {
      const [row] = await db
        .select()
        .from(tableCalls)
        .where(
          and(eq(tableCalls.tableId, tableId), eq(tableCalls.kind, kind), isNull(tableCalls.answeredAt)),
        );
      return row;
    },

    async answerCall(
      restaurantId: string,
      callId: string,
      by: Pick<CallRow, 'answeredBy' | 'answeredByStaffId'>,
    ) {
      const [row] = await db
        .update(tableCalls)
        .set({ ...by, answeredAt: new Date() })
        .where(
          and(
            eq(tableCalls.restaurantId, restaurantId),
            eq(tableCalls.id, callId),
            isNull(tableCalls.answeredAt),
          ),
        )
        .returning();
      return row;
    },

    async findCall(restaurantId: string, callId: string) {
      const [row] = await db
        .select()
        .from(tableCalls)
        .where(and(eq(tableCalls.restaurantId, restaurantId), eq(tableCalls.id, callId)));
      return row;
    },
  };
}

export type TablesRepository = ReturnType<typeof createTablesRepository>;
