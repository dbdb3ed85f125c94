/**
 * The payments capability's routes, as the module registry lists them: money in for the plan
 * (Mercado Pago) and how diners pay restaurants (PIX). The plan gate is registered separately,
 * first among the owner modules, because it guards every owner route.
 */
import type { App } from '../../lib/types';
import { dinerPixOwnerRoutes, dinerPixPublicRoutes } from './diner-pix.routes';
import { planPaymentOwnerRoutes, planPaymentPublicRoutes } from './plan-payments.routes';

export { planGate } from './plan-gate';

export async function paymentsPublicRoutes(app: App) {
  await app.register(planPaymentPublicRoutes);
  await app.register(dinerPixPublicRoutes);
}

export async function paymentsOwnerRoutes(app: App) {
  await app.register(planPaymentOwnerRoutes);
  await app.register(dinerPixOwnerRoutes);
}
