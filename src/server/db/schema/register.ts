import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type CountedMethod,
  MOVEMENT_KINDS,
  REGISTER_METHODS,
  SESSION_EVENT_KINDS,
  SESSION_STATUSES,
} from '../../../domain/register/register-session';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { orders } from './orders';
import { restaurants } from './restaurants';
import { staffMembers } from './staff';
import { billActorEnum, billPayments } from './tables';

export const registerSessionStatusEnum = pgEnum('register_session_status', SESSION_STATUSES);
export const registerMovementKindEnum = pgEnum('register_movement_kind', MOVEMENT_KINDS);
export const registerMethodEnum = pgEnum('register_method', REGISTER_METHODS);
export const registerSessionEventKindEnum = pgEnum('register_session_event_kind', SESSION_EVENT_KINDS);

/** A restaurant's registers (issue 35, decision 0051): 'Caixa', and others it adds (terrace). */
export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cash_registers_restaurant_name_unique').on(t.restaurantId, t.name)],
);

/**
 * One register's session, from opening (the float) to closing (the blind count). At most one open
 * per register (the partial unique index). `expected` and `counted` are stored at closing as they
 * were, so a later change to a payment never rewrites a closed day.
 */
export const registerSessions = pgTable(
  'register_sessions',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    registerId: text()
      .notNull()
      .references(() => cashRegisters.id, { onDelete: 'cascade' }),
    status: registerSessionStatusEnum().notNull().default('aberto'),
    openingFloatCents: integer().notNull(),
    openedAt: timestamptz().notNull().defaultNow(),
    openedBy: billActorEnum().notNull(),
    openedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    closedAt: timestamptz(),
    closedBy: billActorEnum(),
    closedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    counted: jsonb().$type<Record<CountedMethod, number>>(),
    expected: jsonb().$type<Record<CountedMethod, number>>(),
    differenceCents: integer(),
    closingNote: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('register_sessions_one_open').on(t.registerId).where(sql`${t.status} = 'aberto'`),
    index('register_sessions_restaurant_idx').on(t.restaurantId, t.openedAt),
    index('register_sessions_register_idx').on(t.registerId, t.openedAt),
    index('register_sessions_opened_by_idx').on(t.openedByStaffId),
    index('register_sessions_closed_by_idx').on(t.closedByStaffId),
    check('register_sessions_float', sql`${t.openingFloatCents} >= 0`),
  ],
);

/** 'Sangria' and 'suprimento', each with its reason and who made it. */
export const registerMovements = pgTable(
  'register_movements',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    sessionId: text()
      .notNull()
      .references(() => registerSessions.id, { onDelete: 'cascade' }),
    kind: registerMovementKindEnum().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    madeBy: billActorEnum().notNull(),
    madeByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    idempotencyKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('register_movements_session_idx').on(t.sessionId, t.createdAt),
    index('register_movements_restaurant_idx').on(t.restaurantId),
    index('register_movements_staff_idx').on(t.madeByStaffId),
    uniqueIndex('register_movements_idempotency').on(t.sessionId, t.idempotencyKey),
    check('register_movements_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Each payment as it reached the till: a bill's payment when recorded, an order outside a bill when
 * concluded (decision 0051). Once each (the unique indexes); `sessionId` is null when no register
 * was open ('Recebido sem caixa aberto').
 */
export const registerPayments = pgTable(
  'register_payments',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    sessionId: text().references(() => registerSessions.id, { onDelete: 'set null' }),
    billPaymentId: text().references(() => billPayments.id, { onDelete: 'cascade' }),
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    method: registerMethodEnum().notNull(),
    amountCents: integer().notNull(),
    receivedCents: integer().notNull(),
    changeCents: integer().notNull(),
    takenBy: billActorEnum().notNull(),
    takenByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('register_payments_bill_payment_unique')
      .on(t.billPaymentId)
      .where(sql`${t.billPaymentId} is not null`),
    uniqueIndex('register_payments_order_unique')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null and ${t.billPaymentId} is null`),
    index('register_payments_session_idx').on(t.sessionId, t.createdAt),
    index('register_payments_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('register_payments_order_idx').on(t.orderId),
    index('register_payments_staff_idx').on(t.takenByStaffId),
    check('register_payments_one_source', sql`${t.billPaymentId} is not null or ${t.orderId} is not null`),
  ],
);

/** A session's history: opened, closed, reopened (with the reason), by whom and when. */
export const registerSessionEvents = pgTable(
  'register_session_events',
  {
    id: id(),
    sessionId: text()
      .notNull()
      .references(() => registerSessions.id, { onDelete: 'cascade' }),
    kind: registerSessionEventKindEnum().notNull(),
    reason: text(),
    madeBy: billActorEnum().notNull(),
    madeByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('register_session_events_session_idx').on(t.sessionId, t.createdAt),
    index('register_session_events_staff_idx').on(t.madeByStaffId),
  ],
);
