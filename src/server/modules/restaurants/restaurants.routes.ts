import { z } from 'zod';
import { registerSchema } from '../../../domain/accounts/accounts.schemas';
import { notFound } from '../../lib/http-error';
import type { App } from '../../lib/types';
import { createLoyaltyRepository } from '../loyalty/loyalty.repository';
import { createStoreService } from '../store/store.service';
import { ownerRestaurantSchema, publicRestaurantProfileSchema } from './restaurants.schemas';
import { createRestaurantsService } from './restaurants.service';
import { toOwnerRestaurant, toPublicRestaurantProfile } from './restaurants.views';

export const restaurantIdParams = z.object({ id: z.string().min(1).max(64) });

/** Public restaurant routes: registration and the diner-facing profile. */
export async function restaurantPublicRoutes(app: App) {
  const restaurants = createRestaurantsService(app.db);
  const store = createStoreService(app.db);
  const loyalty = createLoyaltyRepository(app.db);

  app.post(
    '/restaurants',
    {
      schema: { body: registerSchema, response: { 201: ownerRestaurantSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const restaurant = await restaurants.register(request.body);
      await app.startSession(reply, restaurant.id);
      return reply.status(201).send(toOwnerRestaurant(restaurant));
    },
  );

  app.get(
    '/restaurants/:id',
    {
      schema: { params: restaurantIdParams, response: { 200: publicRestaurantProfileSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const [state, loyaltyEarning] = await Promise.all([
        store.loadState(request.params.id),
        loyalty.earningRule(request.params.id),
      ]);
      // isOpen changes with the clock and the owner's pause: always revalidated.
      reply.header('cache-control', 'no-cache');
      return { ...toPublicRestaurantProfile(state), loyaltyEarning };
    },
  );
}

/** Owner routes of the restaurant itself; registered inside the ownership guard's scope. */
export async function restaurantOwnerRoutes(app: App) {
  const restaurants = createRestaurantsService(app.db);

  app.get(
    '/restaurants/:id/account',
    { schema: { params: restaurantIdParams, response: { 200: ownerRestaurantSchema } } },
    async (request) => {
      const restaurant = await restaurants.findById(request.params.id);
      if (!restaurant) throw notFound('Restaurante não encontrado');
      return toOwnerRestaurant(restaurant);
    },
  );
}
