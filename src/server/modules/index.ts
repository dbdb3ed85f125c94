/**
 * The API's modules, in registration order. Public modules answer anyone (and declare
 * `config.access` on each route); owner modules are registered inside the ownership guard, so every
 * route they declare is owner-only. Add a capability here with one line.
 */
import type { App } from '../lib/types';
import { accountRoutes } from './accounts/accounts.routes';
import { healthRoutes } from './health/health.routes';
import { planRoutes } from './plans/plans.routes';
import { restaurantOwnerRoutes, restaurantPublicRoutes } from './restaurants/restaurants.routes';

type Module = (app: App) => Promise<void>;

export const publicModules: Module[] = [healthRoutes, accountRoutes, planRoutes, restaurantPublicRoutes];

export const ownerModules: Module[] = [restaurantOwnerRoutes];
