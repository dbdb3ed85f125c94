import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BILL_ACTORS, BILL_STATUSES, TABLE_CALL_KINDS } from '../../../domain/tables/tables';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { restaurants } from './restaurants';
import { staffMembers } from './staff';

export const billStatusEnum = pgEnum('bill_status', BILL_STATUSES);
export const billActorEnum = pgEnum('bill_actor', BILL_ACTORS);
export const tableCallKindEnum = pgEnum('table_call_kind', TABLE_CALL_KINDS);

/**
 * A restaurant's tables (issue 33, decision 0042). The label is what the QR card carries
 * (`?mesa=7`, the order's `tableNumber`): a number or a short name, unique per restaurant by its
 * key (`tableLabelKey`: '07' and '7' are one table). Deactivating keeps the row, so past bills still
 * name their table.
 */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    labelKey: text().notNull(),
    area: text().notNull().default('Salão'),
    seats: integer().notNull().default(4),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** The short code printed on the card, asked on QR orders when the restaurant wants it. */
    code: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('dining_tables_restaurant_label_unique').on(t.restaurantId, t.labelKey)],
);

/**
 * A table's bill (conta): every order for the table while it is open. At most one open bill per
 * table (the partial unique index). Who opened and closed it: `*_by` says whether the owner's
 * account, a staff member (`*_by_staff_id`) or a diner's QR order. The money (service charge,
 * couvert, splits, payments) is added by the bills' money rules (domain/bills).
 */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: text()
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    status: billStatusEnum().notNull().default('aberta'),
    /** How many people sit at the table; null when a diner's QR order opened it. */
    people: integer(),
    openedAt: timestamptz().notNull().defaultNow(),
    openedBy: billActorEnum().notNull(),
    openedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    /** 'Pedir a conta': when the table (QR) or the staff asked for the bill. */
    billRequestedAt: timestamptz(),
    closedAt: timestamptz(),
    closedBy: billActorEnum(),
    closedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The people the couvert applies to when the staff say fewer than the table's; null: all. */
    couvertPeople: integer(),
    /** 'Retirar taxa de serviço' on this bill (decision 0043): why, when and who. */
    serviceRemovedReason: text(),
    serviceRemovedAt: timestamptz(),
    serviceRemovedBy: billActorEnum(),
    serviceRemovedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    /** A Gerente's manual discount on the items, in cents, with its reason, when and who. */
    manualDiscountCents: integer(),
    manualDiscountReason: text(),
    manualDiscountAt: timestamptz(),
    manualDiscountBy: billActorEnum(),
    manualDiscountByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    /**
     * Loyalty on the bill (decision 0046): the diner's phone key (she earns the closed bill's points),
     * her coupon as it was when applied (kind and value, so the discount follows the items) and the
     * points she redeemed (their discount fixed when redeemed), each with who and when.
     */
    loyaltyPhone: text(),
    /** 'CPF na nota?' asked at the till (issue 35): the consumer's CPF, digits only, for the bill's NFC-e. */
    fiscalCpf: text(),
    loyaltyPhoneBy: billActorEnum(),
    loyaltyPhoneByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    couponId: text(),
    couponCode: text(),
    couponKind: text(),
    couponValue: text(),
    couponAt: timestamptz(),
    couponBy: billActorEnum(),
    couponByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    loyaltyPoints: integer(),
    loyaltyPointsCents: integer(),
    loyaltyPointsAt: timestamptz(),
    loyaltyPointsBy: billActorEnum(),
    loyaltyPointsByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The split as the domain made it (bill-part.ts's BillSplit, JSON): null = the whole bill. */
    split: text(),
    /** A bill joined into another (two tables together): cancelled here, its orders moved there. */
    mergedIntoBillId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bills_one_open_per_table')
      .on(t.tableId)
      .where(sql`${t.status} in ('aberta', 'conta_pedida', 'fechando')`),
    index('bills_table_idx').on(t.tableId, t.openedAt),
    index('bills_restaurant_idx').on(t.restaurantId, t.openedAt),
    index('bills_opened_by_staff_idx').on(t.openedByStaffId),
    index('bills_closed_by_staff_idx').on(t.closedByStaffId),
    index('bills_service_removed_by_staff_idx').on(t.serviceRemovedByStaffId),
    index('bills_manual_discount_by_staff_idx').on(t.manualDiscountByStaffId),
    index('bills_loyalty_phone_by_staff_idx').on(t.loyaltyPhoneByStaffId),
    index('bills_coupon_by_staff_idx').on(t.couponByStaffId),
    index('bills_loyalty_points_by_staff_idx').on(t.loyaltyPointsByStaffId),
    // A phone's uses of a coupon count its bills too (coupon-application.ts).
    index('bills_coupon_phone_idx').on(t.couponId, t.loyaltyPhone),
  ],
);

/**
 * 'Chamar garçom' and 'Pedir a conta' from a table's QR: one pending call per table and kind (the
 * partial unique index deduplicates), answered by staff.
 */
export const tableCalls = pgTable(
  'table_calls',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: text()
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    billId: text().references(() => bills.id, { onDelete: 'set null' }),
    kind: tableCallKindEnum().notNull(),
    createdAt: createdAt(),
    answeredAt: timestamptz(),
    answeredBy: billActorEnum(),
    answeredByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('table_calls_one_pending').on(t.tableId, t.kind).where(sql`${t.answeredAt} is null`),
    index('table_calls_table_idx').on(t.tableId, t.createdAt),
    index('table_calls_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('table_calls_bill_idx').on(t.billId),
    index('table_calls_staff_idx').on(t.answeredByStaffId),
  ],
);

/**
 * An order refused or removed from a bill by staff: who, when and why. The order itself is
 * cancelled through the order status rules, with the reason as its cancellation reason.
 */
export const billOrderRemovals = pgTable(
  'bill_order_removals',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    billId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    orderId: text().notNull(),
    reason: text().notNull(),
    removedBy: billActorEnum().notNull(),
    removedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bill_order_removals_bill_idx').on(t.billId),
    index('bill_order_removals_order_idx').on(t.orderId),
    index('bill_order_removals_restaurant_idx').on(t.restaurantId),
    index('bill_order_removals_staff_idx').on(t.removedByStaffId),
  ],
);

/**
 * A payment on a part of a bill (decision 0043): the part's id in the bill's split, the method, what
 * it settled, what was handed over and the change, who took it. The `Idempotency-Key` a phone sends is
 * unique per bill, so a retried request finds the payment it already made instead of paying twice.
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    billId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    partId: text().notNull(),
    method: text().notNull(),
    amountCents: integer().notNull(),
    receivedCents: integer().notNull(),
    changeCents: integer().notNull(),
    idempotencyKey: text(),
    takenBy: billActorEnum().notNull(),
    takenByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bill_payments_idempotency').on(t.billId, t.idempotencyKey),
    index('bill_payments_bill_idx').on(t.billId, t.createdAt),
    index('bill_payments_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('bill_payments_staff_idx').on(t.takenByStaffId),
  ],
);

/**
 * 'Transferir item' (decision 0042, "Moving items"): a quantity of one order line moved from one
 * bill to another, with its amount, who and when. The line itself carries the bill it now counts on
 * (`order_items.bill_id`); a part of a line becomes its own line (`movedItemId`).
 */
export const billItemMoves = pgTable(
  'bill_item_moves',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: text().notNull(),
    /** The line it was taken from, and the line now on the target bill (the same when whole). */
    orderItemId: text().notNull(),
    movedItemId: text().notNull(),
    fromBillId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    toBillId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    amountCents: integer().notNull(),
    movedBy: billActorEnum().notNull(),
    movedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bill_item_moves_from_idx').on(t.fromBillId),
    index('bill_item_moves_to_idx').on(t.toBillId),
    index('bill_item_moves_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('bill_item_moves_staff_idx').on(t.movedByStaffId),
  ],
);
