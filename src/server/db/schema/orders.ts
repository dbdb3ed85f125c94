import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeliveryAddressDetails } from '../../../domain/orders/delivery-address';
import type { Role } from '../../../domain/staff/roles';
import { createdAt, id, money, timestamptz, updatedAt } from './columns';
import { deliveryTypeEnum, orderSourceEnum, orderStatusEnum } from './enums';
import { loyaltyRewards } from './loyalty-rewards';
import { menuItems } from './menu';
import { restaurants } from './restaurants';
import { bills } from './tables';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    kind: text().notNull(),
    value: money().notNull(),
    minOrder: money().notNull().default('0'),
    validFrom: timestamptz(),
    validUntil: timestamptz(),
    maxUses: integer(),
    maxUsesPerPhone: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_restaurant_code_unique').on(t.restaurantId, t.code)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    customerPhone: text().notNull(),
    customerName: text().notNull(),
    /** JSON text of {id, name, price, quantity, notes, subtotal}, kept for API compatibility. */
    items: text().notNull(),
    subtotal: money().notNull().default('0'),
    total: money().notNull(),
    status: orderStatusEnum().notNull().default('pending'),
    deliveryType: deliveryTypeEnum().notNull().default('pickup'),
    deliveryAddress: text(),
    /**
     * A partner's delivery address in its parts (street, number, complement, neighbourhood,
     * reference, city, state, CEP), as iFood sends it: the panel and the ticket show them, never
     * only the one-line `deliveryAddress`. Null for our own orders. Erased with the diner's data.
     */
    deliveryAddressDetails: jsonb().$type<DeliveryAddressDetails>(),
    tableNumber: text(),
    /** The table's bill the order is on (a table order of a restaurant with tables; decision 0042). */
    billId: text().references(() => bills.id, { onDelete: 'set null' }),
    deliveryFee: money().notNull().default('0'),
    estimatedTime: integer(),
    loyaltyPointsEarned: integer().notNull().default(0),
    loyaltyPointsUsed: integer().notNull().default(0),
    /**
     * Points asked for by a device that did not prove the phone: not yet taken from the balance; the
     * restaurant confirms them (they are taken when the order leaves 'pending') or refuses them.
     */
    loyaltyRedemptionPending: boolean().notNull().default(false),
    /**
     * The reward redeemed with the order (its points are in loyaltyPointsUsed, its discount in
     * discountApplied), and its name as the diner saw it, kept if the reward is renamed or deleted.
     */
    loyaltyRewardId: text().references(() => loyaltyRewards.id, { onDelete: 'set null' }),
    loyaltyRewardName: text(),
    discountApplied: money().notNull().default('0'),
    couponId: text().references(() => coupons.id, { onDelete: 'set null' }),
    couponDiscount: money().notNull().default('0'),
    notes: text(),
    cancellationReason: text(),
    paymentMethod: text(),
    cardType: text(),
    /** The card's brand as the partner names it (iFood's payments.methods[].card.brand), e.g. 'VISA'. */
    cardBrand: text(),
    changeFor: money(),
    paidAt: timestamptz(),
    orderSource: orderSourceEnum().notNull().default('direct'),
    externalOrderId: text(),
    platformFee: money(),
    /** 'CPF na nota?' at checkout or the counter (issue 35): digits only, for the order's NFC-e. */
    fiscalCpf: text(),
    externalStatus: text(),
    syncedAt: timestamptz(),
    confirmedAt: timestamptz(),
    readyAt: timestamptz(),
    deliveredAt: timestamptz(),
    cancelledAt: timestamptz(),
    printedAt: timestamptz(),
    /**
     * Who took a counter or phone order while acting as a staff member (decision 0040, later),
     * written by the order's own statement: their id, and their name and role as they were then,
     * so the card and the ticket say 'Registrado por Ana (Garçom)' with no join. Null for the
     * diner's own orders; the owner's own counter order has only the role, 'dono'. No foreign key: staff rows are never deleted (only
     * deactivated), and a key's trigger would run on every diner's order too.
     */
    takenByStaffId: text(),
    takenByName: text(),
    /** The staff role, or 'dono' for the owner's own counter order (no staff id). */
    takenByRole: text().$type<Role>(),
    /** Monotonic change counter: the event stream's id, for Last-Event-ID replay. */
    changeSeq: bigserial({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_restaurant_change_idx').on(t.restaurantId, t.changeSeq),
    index('orders_customer_phone_idx').on(t.customerPhone, t.createdAt),
    index('orders_coupon_idx').on(t.couponId),
    index('orders_loyalty_reward_idx').on(t.loyaltyRewardId),
    index('orders_bill_idx').on(t.billId).where(sql`${t.billId} is not null`),
    // The panel's lists stay fast however long the history: the few active orders, and today's
    // delivered ones, without reading the restaurant's whole past.
    index('orders_restaurant_active_idx')
      .on(t.restaurantId, t.createdAt)
      .where(sql`${t.status} not in ('delivered', 'cancelled')`),
    index('orders_restaurant_delivered_idx').on(t.restaurantId, t.deliveredAt),
    uniqueIndex('orders_external_unique').on(t.restaurantId, t.orderSource, t.externalOrderId),
  ],
);

/** One row per order line, so reports read columns instead of JSON text. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    menuItemId: text().references(() => menuItems.id, { onDelete: 'set null' }),
    name: text().notNull(),
    unitPrice: money().notNull(),
    quantity: integer().notNull(),
    notes: text(),
    /** Chosen options: [{groupId, groupName, optionId, name, price}]. */
    options: jsonb().notNull().default([]),
    subtotal: money().notNull(),
    position: integer().notNull().default(0),
    /**
     * The bill this line counts on when staff moved it off its order's bill ('Transferir item',
     * decision 0042); null: the order's bill. No foreign key: its trigger would run on every line
     * of every order written (decision 0040's reasoning for `taken_by_staff_id`); bills are never
     * deleted but with their restaurant.
     */
    billId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // Only moved lines are indexed: a diner's order writes nothing more to this index.
    index('order_items_bill_idx').on(t.billId).where(sql`${t.billId} is not null`),
    index('order_items_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('order_items_menu_item_idx').on(t.menuItemId),
  ],
);

/** Idempotency keys for order creation: the same key returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().primaryKey(),
    scope: text().notNull(),
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    statusCode: integer().notNull(),
    responseBody: text().notNull(),
    /** SHA-256 of the restaurant and the request body: a replay must be the same request. */
    requestHash: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('idempotency_keys_order_idx').on(t.orderId),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
