import { z } from 'zod';
import { registerSchema } from '../../../domain/accounts/accounts.schemas';
import { afterAnswerQueue } from '../../lib/after-answer';
import { notFound } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { emailVerificationService } from '../accounts/email-verification.service';
import { profileRow } from '../fiscal/fiscal-issue-sale';
import { createLoyaltyRepository } from '../loyalty/loyalty.repository';
import { createStoreService } from '../store/store.service';
import { ownerRestaurantSchema, publicRestaurantProfileSchema } from './restaurants.schemas';
import { createRestaurantsService } from './restaurants.service';
import { toOwnerRestaurant, toPublicRestaurantProfile } from './restaurants.views';

export const restaurantIdParams = z.object({ id: z.string().min(1).max(64) });

export const TOO_MANY_SIGNUPS =
  'Muitos cadastros feitos a partir desta rede. Tente novamente mais tarde ou fale com o suporte.';

/** Public restaurant routes: registration and the diner-facing profile. */
export async function restaurantPublicRoutes(app: App) {
  const restaurants = createRestaurantsService(app.db);
  const store = createStoreService(app.db);
  const loyalty = createLoyaltyRepository(app.db);
  const verification = emailVerificationService(app);
  const afterAnswer = afterAnswerQueue(app);

  app.post(
    '/restaurants',
    {
      schema: { body: registerSchema, response: { 201: ownerRestaurantSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Counted before any hashing: a flood from one address costs one statement each (decision 0022).
      await enforceRateLimits(app.db, [
        {
          key: `signup:ip:${request.ip}`,
          limit: app.config.signupsPerHourPerAddress,
          windowMs: 60 * 60_000,
          message: TOO_MANY_SIGNUPS,
        },
      ]);
      const restaurant = await restaurants.register(request.body);
      await app.startSession(reply, restaurant.id);
      await reply.status(201).send(toOwnerRestaurant(restaurant));
      // The confirmation link leaves after the answer: a slow mail server never holds up sign-up.
      afterAnswer(() => verification.sendLink(restaurant), request.log, 'verification e-mail failed');
      return reply;
    },
  );

  app.get(
    '/restaurants/:id',
    {
      schema: { params: restaurantIdParams, response: { 200: publicRestaurantProfileSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const [state, loyaltyEarning, fiscal] = await Promise.all([
        store.loadState(request.params.id),
        loyalty.earningRule(request.params.id),
        profileRow(app.db, request.params.id),
      ]);
      // isOpen changes with the clock and the owner's pause: always revalidated.
      reply.header('cache-control', 'no-cache');
      // 'CPF na nota?' at checkout only where the fiscal profile asks it (issue 35).
      const askCpfAtCheckout = fiscal?.askCpfAtCheckout === true;
      return { ...toPublicRestaurantProfile(state), loyaltyEarning, askCpfAtCheckout };
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
