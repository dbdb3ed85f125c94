/**
 * The demo's cash register (issue 35, decision 0051): the three days before today each had a session
 * on 'Caixa', opened in the morning by the cashier and closed at night with a blind count, so
 * 'Histórico' shows real days on `npm start`; today is left for the owner to open. Each session takes
 * the payments its day really had (the closed bills' payments and the counter and delivery orders
 * delivered outside a bill, with their methods as the till lands them, platforms' orders as online),
 * one day a 'suprimento' of change, the last day the night's 'sangria' to the bank. The expected
 * amounts are the domain's (summarizeSession), the count equals them but for R$ 2,50 short in the
 * drawer on the last day, and the next float the form suggests is what that count left.
 */
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import {
  COUNTED_METHODS,
  type CountedMethod,
  closeSession,
  isRegisterMethod,
  type RegisterMovement,
  type RegisterPayment,
  summarizeSession,
} from '../../domain/register/register-session';
import { zonedDay, zonedMidnight } from '../../domain/reports/periods';
import type { Db, Tx } from '../db/client';
import {
  billPayments,
  cashRegisters,
  orders,
  registerMovements,
  registerPayments,
  registerSessionEvents,
  registerSessions,
} from '../db/schema';
import { orderLanding } from '../modules/register/register-landing';

const HOUR = 3_600_000;
const FLOAT_CENTS = 150_00;
const SHORT_CENTS = 250;

export interface DemoRegisterInput {
  restaurantId: string;
  timeZone: string;
  /** Who opens and closes the till: the demo's Caixa. */
  cashierId: string;
  now: Date;
}

/** Seeds the past days' sessions; returns their ids, oldest first. */
export async function seedDemoRegister(db: Db, input: DemoRegisterInput): Promise<string[]> {
  const { restaurantId, timeZone, cashierId, now } = input;
  const [register] = await db
    .select()
    .from(cashRegisters)
    .where(eq(cashRegisters.restaurantId, restaurantId));
  if (!register) return [];
  const today = zonedDay(now, timeZone);
  const ids: string[] = [];
  for (const daysAgo of [3, 2, 1]) {
    const midnight = zonedMidnight(today.year, today.month, today.day - daysAgo, timeZone);
    const openedAt = new Date(midnight.getTime() + 10 * HOUR);
    const closedAt = new Date(midnight.getTime() + 23 * HOUR + 45 * 60_000);
    const [session] = await db
      .insert(registerSessions)
      .values({
        restaurantId,
        registerId: register.id,
        status: 'aberto',
        openingFloatCents: FLOAT_CENTS,
        openedAt,
        openedBy: 'equipe',
        openedByStaffId: cashierId,
        createdAt: openedAt,
      })
      .returning({ id: registerSessions.id });
    const sessionId = session!.id;
    ids.push(sessionId);

    const landed: (typeof registerPayments.$inferInsert)[] = [];
    const paid = await db
      .select()
      .from(billPayments)
      .where(
        and(
          eq(billPayments.restaurantId, restaurantId),
          gte(billPayments.createdAt, openedAt),
          lt(billPayments.createdAt, closedAt),
        ),
      );
    for (const payment of paid) {
      if (!isRegisterMethod(payment.method)) continue;
      landed.push({
        restaurantId,
        sessionId,
        billPaymentId: payment.id,
        method: payment.method,
        amountCents: payment.amountCents,
        receivedCents: payment.receivedCents,
        changeCents: payment.changeCents,
        takenBy: payment.takenBy,
        takenByStaffId: payment.takenByStaffId,
        createdAt: payment.createdAt,
      });
    }
    const delivered = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.restaurantId, restaurantId),
          eq(orders.status, 'delivered'),
          isNull(orders.billId),
          gte(orders.deliveredAt, openedAt),
          lt(orders.deliveredAt, closedAt),
        ),
      );
    for (const order of delivered) {
      const figures = await orderLanding(db as unknown as Tx, order);
      if (!figures) continue;
      landed.push({
        restaurantId,
        sessionId,
        orderId: order.id,
        ...figures,
        takenBy: 'equipe',
        takenByStaffId: cashierId,
        createdAt: order.deliveredAt ?? closedAt,
      });
    }
    if (landed.length > 0) await db.insert(registerPayments).values(landed);

    const payments: RegisterPayment[] = landed.map((row) => ({
      method: row.method,
      amountCents: row.amountCents,
      receivedCents: row.receivedCents,
      changeCents: row.changeCents,
    }));
    const movements: RegisterMovement[] = [];
    const movementRows: (typeof registerMovements.$inferInsert)[] = [];
    if (daysAgo === 2) {
      movements.push({ kind: 'suprimento', amountCents: 50_00 });
      movementRows.push({
        restaurantId,
        sessionId,
        kind: 'suprimento',
        amountCents: 50_00,
        reason: 'Troco em moedas trazido do cofre',
        madeBy: 'equipe',
        madeByStaffId: cashierId,
        createdAt: new Date(openedAt.getTime() + 2 * HOUR),
      });
    }
    if (daysAgo === 1) {
      // The night's deposit leaves R$ 150,00 and change in the drawer for tomorrow's float.
      const cash = summarizeSession({ openingFloatCents: FLOAT_CENTS, payments, movements }).expected.cash;
      // A quiet day still sends R$ 100,00 of the float's notes to the bank (the drawer holds the float).
      const deposit = Math.max(100_00, Math.floor((cash - FLOAT_CENTS) / 10_00) * 10_00);
      movements.push({ kind: 'sangria', amountCents: deposit });
      movementRows.push({
        restaurantId,
        sessionId,
        kind: 'sangria',
        amountCents: deposit,
        reason: 'Depósito no banco',
        madeBy: 'equipe',
        madeByStaffId: cashierId,
        createdAt: new Date(closedAt.getTime() - 15 * 60_000),
      });
    }
    if (movementRows.length > 0) await db.insert(registerMovements).values(movementRows);

    const summary = summarizeSession({ openingFloatCents: FLOAT_CENTS, payments, movements });
    const counted = Object.fromEntries(
      COUNTED_METHODS.map((method) => [
        method,
        method === 'cash' && daysAgo === 1
          ? Math.max(0, summary.expected.cash - SHORT_CENTS)
          : summary.expected[method],
      ]),
    ) as Record<CountedMethod, number>;
    const closing = closeSession(summary.expected, counted);
    await db
      .update(registerSessions)
      .set({
        status: 'fechado',
        closedAt,
        closedBy: 'equipe',
        closedByStaffId: cashierId,
        counted,
        expected: summary.expected,
        differenceCents: closing.differenceCents,
        closingNote: closing.differenceCents === 0 ? null : 'Conferido duas vezes; diferença no troco.',
        updatedAt: closedAt,
      })
      .where(eq(registerSessions.id, sessionId));
    await db.insert(registerSessionEvents).values([
      { sessionId, kind: 'abertura', madeBy: 'equipe', madeByStaffId: cashierId, createdAt: openedAt },
      { sessionId, kind: 'fechamento', madeBy: 'equipe', madeByStaffId: cashierId, createdAt: closedAt },
    ]);
  }
  return ids;
}
