/**
 * The plan gate. When a restaurant is overdue for more than 3 days (domain rule `planStatus`),
 * its panel answers 402 on every owner route except what is needed to pay and to keep the account
 * safe, listed below in one place; its data is all kept. Its public menu stays visible, but new
 * orders are refused: order placement calls `assertRestaurantCanTakeOrders` (or reads
 * `planStatus(restaurant).locked` on the row it already loaded).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PlanAccount } from '../../../domain/payments/paid-period';
import { planStatus } from '../../../domain/payments/plan-state';
import type { Db } from '../../db/client';
import { restaurants } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** Owner routes a locked panel can still reach: its account, paying the plan, the password. */
export const OPEN_WHEN_LOCKED = new Set([
  'GET /api/restaurants/:id/account',
  'POST /api/restaurants/:id/password',
  'POST /api/restaurants/:restaurantId/checkout/:planId',
  'GET /api/restaurants/:id/plan-payments',
  'GET /api/plan-payments/:paymentId',
  'GET /api/payments/test-checkout/:paymentId',
  'POST /api/payments/test-checkout/:paymentId/:outcome',
]);

export const PANEL_LOCKED =
  'Seu plano está vencido há mais de 3 dias. Assine o plano para voltar a usar o painel: todos os seus dados estão guardados.';
export const NOT_TAKING_ORDERS = 'Este restaurante não está recebendo pedidos pelo Comanda no momento.';

async function accountOf(db: Db, restaurantId: string): Promise<PlanAccount | null> {
  const [row] = await db
    .select({ trialEndsAt: restaurants.trialEndsAt, paidUntil: restaurants.paidUntil })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

/** Whether a restaurant's panel and ordering are locked for an unpaid plan. */
export async function isPlanLocked(db: Db, restaurantId: string, now = new Date()): Promise<boolean> {
  const account = await accountOf(db, restaurantId);
  return account !== null && planStatus(account, now).locked;
}

/** For order placement: refuses a new diner order while the restaurant's plan is locked. */
export async function assertRestaurantCanTakeOrders(db: Db, restaurantId: string, now = new Date()) {
  if (await isPlanLocked(db, restaurantId, now)) {
    throw new HttpError(409, NOT_TAKING_ORDERS, { restaurant: 'Indisponível' });
  }
}

/** For owner routes: refuses with 402 while the plan is locked. */
export async function assertPanelUnlocked(db: Db, restaurantId: string, now = new Date()) {
  if (await isPlanLocked(db, restaurantId, now)) throw new HttpError(402, PANEL_LOCKED);
}

/**
 * Registered first among the owner modules (fastify-plugin, so its hook joins the owner scope and
 * every owner route registered after it). It runs as a preHandler, after the ownership guard.
 */
export const planGate = fp(
  async (owner: FastifyInstance) => {
    owner.addHook('preHandler', async (request) => {
      if (!request.owner) return;
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      if (OPEN_WHEN_LOCKED.has(`${method} ${request.routeOptions.url}`)) return;
      await assertPanelUnlocked(owner.db, request.owner.restaurantId);
    });
  },
  { name: 'plan-gate' },
);
