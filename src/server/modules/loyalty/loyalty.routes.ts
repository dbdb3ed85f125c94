/**
 * Loyalty (section 7): the menu's public balance and reward list, and the owner's settings, customers,
 * bonus, rewards, tiers, statistics and reports. Static segments (`rewards`, `tiers`, `stats`,
 * `reports`, `customer`) win over the public `/:phone` look-up.
 */
import { z } from 'zod';
import {
  loyaltySettingsSchema,
  manualBonusSchema,
  phoneSearchSchema,
  rewardSchema,
  tierSchema,
} from '../../../domain/loyalty/loyalty.schemas';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { createLoyaltyService } from './loyalty.service';

const key = z.string().trim().min(1).max(64);
const restaurantParams = z.object({ id: key });
const phoneParams = z.object({ id: key, phone: phoneSearchSchema });
const customerParams = z.object({ id: key, customerId: key });
const rewardParams = z.object({ id: key, rewardId: key });
const tierParams = z.object({ id: key, tierId: key });
const redeemBody = z.object({ rewardId: key });
const rewardPatch = z.union([
  rewardSchema,
  z.object({ isActive: z.boolean({ error: 'Informe se está ativa' }) }),
]);

export async function loyaltyPublicRoutes(app: App) {
  const loyalty = createLoyaltyService(app.db);

  app.get(
    '/restaurants/:id/loyalty/rewards',
    { schema: { params: restaurantParams }, config: { access: 'public' } },
    async (request, reply) => {
      const owner = (await app.currentSession(request))?.restaurantId === request.params.id;
      reply.header('cache-control', owner ? 'no-store' : 'no-cache').header('vary', 'cookie');
      return loyalty.rewards(request.params.id, { owner });
    },
  );

  app.get(
    '/restaurants/:id/loyalty/tiers',
    { schema: { params: restaurantParams }, config: { access: 'public' } },
    async (request) => loyalty.tiers(request.params.id),
  );

  app.get(
    '/restaurants/:id/loyalty/:phone',
    { schema: { params: phoneParams }, config: { access: 'public' } },
    async (request, reply) => {
      await enforceRateLimits(app.db, [
        {
          key: `loyalty-balance:ip:${request.ip}`,
          limit: 60,
          windowMs: 60_000,
          message: 'Muitas consultas de pontos. Tente novamente em instantes.',
        },
      ]);
      reply.header('cache-control', 'no-store');
      return loyalty.publicBalance(request.params.id, request.params.phone);
    },
  );
}

export async function loyaltyOwnerRoutes(app: App) {
  const loyalty = createLoyaltyService(app.db);

  app.get('/restaurants/:id/loyalty', { schema: { params: restaurantParams } }, async (request) =>
    loyalty.overview(request.params.id),
  );
  app.post(
    '/restaurants/:id/loyalty',
    { schema: { params: restaurantParams, body: loyaltySettingsSchema } },
    async (request) => loyalty.saveSettings(request.params.id, request.body),
  );
  app.get('/restaurants/:id/loyalty/stats', { schema: { params: restaurantParams } }, async (request) =>
    loyalty.stats(request.params.id),
  );
  app.get('/restaurants/:id/loyalty/reports', { schema: { params: restaurantParams } }, async (request) =>
    loyalty.reports(request.params.id),
  );
  app.get('/restaurants/:id/loyalty/customer/:phone', { schema: { params: phoneParams } }, async (request) =>
    loyalty.customerByPhone(request.params.id, request.params.phone),
  );
  app.get(
    '/restaurants/:id/loyalty/customers/:customerId/transactions',
    { schema: { params: customerParams } },
    async (request) => loyalty.transactions(request.params.id, request.params.customerId),
  );
  app.post(
    '/restaurants/:id/loyalty/customer/:customerId/points',
    { schema: { params: customerParams, body: manualBonusSchema } },
    async (request) => loyalty.addBonus(request.params.id, request.params.customerId, request.body),
  );
  app.post(
    '/restaurants/:id/loyalty/customer/:customerId/redeem',
    { schema: { params: customerParams, body: redeemBody } },
    async (request) =>
      loyalty.redeemReward(request.params.id, request.params.customerId, request.body.rewardId),
  );
  app.post(
    '/restaurants/:id/loyalty/rewards',
    { schema: { params: restaurantParams, body: rewardSchema } },
    async (request, reply) =>
      reply.status(201).send(await loyalty.createReward(request.params.id, request.body)),
  );
  app.patch(
    '/restaurants/:id/loyalty/rewards/:rewardId',
    { schema: { params: rewardParams, body: rewardPatch } },
    async (request) => loyalty.updateReward(request.params.id, request.params.rewardId, request.body),
  );
  app.patch(
    '/restaurants/:id/loyalty/tiers/:tierId',
    { schema: { params: tierParams, body: tierSchema } },
    async (request) => loyalty.updateTier(request.params.id, request.params.tierId, request.body),
  );
}
