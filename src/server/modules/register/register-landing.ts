/**
 * Where a payment lands (decision 0051): at the moment it is taken, in the caller's transaction, a
 * bill's payment when it is recorded (bills.service.ts `takePayment`) and an order outside a bill
 * when it is delivered (orders/order-status-change.ts). It lands in the session the request names,
 * else the open session the acting person opened, else the only open session of the restaurant,
 * else in none ('Recebido sem caixa aberto'): a sale never waits for a register, unless the restaurant
 * chose 'Exigir caixa aberto para receber' (then the till's payment is a 409). Once each: the
 * unique indexes on the bill payment and on the order make a second landing a no-op.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { parseCents } from '../../../domain/money/money';
import { OPEN_REGISTER_FIRST, type RegisterMethod } from '../../../domain/register/register-session';
import type { Tx } from '../../db/client';
import {
  orderPixCharges,
  type orders,
  registerPayments,
  registerSessions,
  restaurants,
} from '../../db/schema';
import { conflict } from '../../lib/http-error';

export const SESSION_NOT_OPEN = 'Este caixa não está aberto.';
export { OPEN_REGISTER_FIRST };

export interface LandingActor {
  by: 'dono' | 'equipe' | 'cliente';
  staffId: string | null;
}

/**
 * The open session a payment lands in. A named session must be this restaurant's and open (a 409
 * otherwise: the till asked for it). The row is locked for share, so a closing waits for the
 * payment's transaction and counts it, and a payment never lands in a session closed meanwhile.
 */
export async function landingSession(
  tx: Tx,
  restaurantId: string,
  actor: LandingActor,
  requested?: string | null,
): Promise<string | null> {
  const open = and(eq(registerSessions.restaurantId, restaurantId), eq(registerSessions.status, 'aberto'));
  if (requested) {
    const [named] = await tx
      .select({ id: registerSessions.id })
      .from(registerSessions)
      .where(and(open, eq(registerSessions.id, requested)))
      .for('share');
    if (!named) throw conflict(SESSION_NOT_OPEN);
    return named.id;
  }
  if (actor.by !== 'cliente') {
    const mine = actor.staffId
      ? eq(registerSessions.openedByStaffId, actor.staffId)
      : and(eq(registerSessions.openedBy, 'dono'), isNull(registerSessions.openedByStaffId));
    const [own] = await tx
      .select({ id: registerSessions.id })
      .from(registerSessions)
      .where(and(open, mine))
      .orderBy(desc(registerSessions.openedAt))
      .limit(1)
      .for('share');
    if (own) return own.id;
  }
  const candidates = await tx
    .select({ id: registerSessions.id })
    .from(registerSessions)
    .where(open)
    .limit(2)
    .for('share');
  return candidates.length === 1 ? candidates[0]!.id : null;
}

export interface Landing {
  restaurantId: string;
  billPaymentId?: string | null;
  orderId?: string | null;
  method: RegisterMethod;
  amountCents: number;
  receivedCents: number;
  changeCents: number;
  actor: LandingActor;
  registerSessionId?: string | null;
  now?: Date;
}

/**
 * 'Exigir caixa aberto para receber': when the restaurant asks for it, money the till takes (not a
 * diner's own payment, nor what a platform charged online) with no register open is a 409, and the
 * caller's transaction writes nothing.
 */
async function refuseWithoutRegister(tx: Tx, landing: Landing) {
  if (landing.actor.by === 'cliente' || landing.method === 'online') return;
  const [restaurant] = await tx
    .select({ required: restaurants.requireOpenRegister })
    .from(restaurants)
    .where(eq(restaurants.id, landing.restaurantId));
  if (restaurant?.required) throw conflict(OPEN_REGISTER_FIRST);
}

/** Lands a payment once; a second landing of the same bill payment or order does nothing. */
export async function landPayment(tx: Tx, landing: Landing): Promise<void> {
  const sessionId = await landingSession(tx, landing.restaurantId, landing.actor, landing.registerSessionId);
  if (sessionId === null) await refuseWithoutRegister(tx, landing);
  await tx
    .insert(registerPayments)
    .values({
      restaurantId: landing.restaurantId,
      sessionId,
      billPaymentId: landing.billPaymentId ?? null,
      orderId: landing.orderId ?? null,
      method: landing.method,
      amountCents: landing.amountCents,
      receivedCents: landing.receivedCents,
      changeCents: landing.changeCents,
      takenBy: landing.actor.by,
      takenByStaffId: landing.actor.staffId,
      ...(landing.now && { createdAt: landing.now }),
    })
    .onConflictDoNothing();
}

type OrderRow = typeof orders.$inferSelect;

/**
 * The method an order outside a bill was paid with, as the till counts it: a platform's order
 * (iFood, Rappi, Keeta...) and a PIX Mercado Pago charged are `online`; cash with 'Troco para' is
 * what was handed over and the change given back; a card by its type. An order whose payment was
 * left 'A combinar' names no method and does not land (null).
 */
export async function orderLanding(
  tx: Tx,
  order: OrderRow,
): Promise<Pick<Landing, 'method' | 'amountCents' | 'receivedCents' | 'changeCents'> | null> {
  const amountCents = parseCents(order.total) ?? 0;
  if (amountCents <= 0) return null;
  const plain = { amountCents, receivedCents: amountCents, changeCents: 0 };
  if (order.orderSource !== 'direct') return { method: 'online', ...plain };
  switch (order.paymentMethod) {
    case 'cash': {
      const handed = order.changeFor ? (parseCents(order.changeFor) ?? 0) : 0;
      const receivedCents = Math.max(handed, amountCents);
      return { method: 'cash', amountCents, receivedCents, changeCents: receivedCents - amountCents };
    }
    case 'card':
      return { method: order.cardType === 'debit' ? 'debit' : 'credit', ...plain };
    case 'pix': {
      const [charge] = await tx
        .select({ status: orderPixCharges.status })
        .from(orderPixCharges)
        .where(and(eq(orderPixCharges.orderId, order.id), eq(orderPixCharges.status, 'approved')));
      return { method: charge ? 'online' : 'pix', ...plain };
    }
    default:
      return null;
  }
}

/** An order outside a bill reaching `delivered`: its payment lands, once. */
export async function landDeliveredOrder(tx: Tx, order: OrderRow, actor: LandingActor, now: Date) {
  if (order.billId) return;
  const [already] = await tx
    .select({ id: registerPayments.id })
    .from(registerPayments)
    .where(and(eq(registerPayments.orderId, order.id), sql`${registerPayments.billPaymentId} is null`));
  if (already) return;
  const figures = await orderLanding(tx, order);
  if (!figures) return;
  await landPayment(tx, { restaurantId: order.restaurantId, orderId: order.id, actor, now, ...figures });
}
