/**
 * Loyalty (section 7): the menu's public balance and reward list, and the owner's settings, customers,
 * bonus, rewards, tiers, statistics and reports. Static segments (`rewards`, `tiers`, `stats`,
 * `reports`, `customer`) win over the public `/:phone` look-up.
 */
import { z } from 'zod';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import {
  loyaltySettingsSchema,
  manualBonusSchema,
  newTierSchema,
  phoneSearchSchema,
  rewardSchema,
  tierSchema,
} from '../../../domain/loyalty/loyalty.schemas';
import { customerProfileSchema, referralCodeSchema } from '../../../domain/loyalty/referral';
import { HttpError } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { sessionHolds } from '../../plugins/auth';
import { isDeviceTrusted, trustedRestaurants } from '../phone-proof/device-trust';
import { createLoyaltyService } from './loyalty.service';
import {
  customerAnswerSchema,
  loyaltyOverviewSchema,
  loyaltyReportsSchema,
  loyaltySettingsViewSchema,
  loyaltyStatsSchema,
  loyaltyTransactionsSchema,
  membershipViewSchema,
  publicBalanceSchema,
  rewardViewSchema,
  tierChangedSchema,
  tierRemovedSchema,
  tierViewSchema,
} from './loyalty.views';
import { createLoyaltyReferralService } from './loyalty-referral.service';
import { createLoyaltyTiersService } from './loyalty-tiers.service';

const key = z.string().trim().min(1).max(64);
const restaurantParams = z.object({ id: key });
const phoneParams = z.object({ id: key, phone: phoneSearchSchema });
const customerParams = z.object({ id: key, customerId: key });
const rewardParams = z.object({ id: key, rewardId: key });
const tierParams = z.object({ id: key, tierId: key });
const redeemBody = z.object({ rewardId: key });
const memberParams = z.object({ phone: phoneSearchSchema });
const referralBody = z.object({ restaurantId: key, phone: phoneSearchSchema, code: referralCodeSchema });
const rewardPatch = z.union([
  rewardSchema,
  z.object({ isActive: z.boolean({ error: 'Informe se está ativa' }) }),
]);

const PROOF_NEEDED =
  'Confirme seu telefone com o código enviado pelo WhatsApp para usar um código de indicação.';

export async function loyaltyPublicRoutes(app: App) {
  const loyalty = createLoyaltyService(app.db);
  const referrals = createLoyaltyReferralService(app.db);

  // 'Meus pedidos': the diner's standing and referral code at each restaurant where this device
  // proved the phone (phone-proof); anyone else typing the number gets an empty list.
  app.get(
    '/loyalty/memberships/:phone',
    {
      schema: { params: memberParams, response: { 200: z.array(membershipViewSchema) } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await enforceRateLimits(app.db, [
        {
          key: `loyalty-memberships:ip:${request.ip}`,
          limit: 30,
          windowMs: 60_000,
          message: 'Muitas consultas de pontos. Tente novamente em instantes.',
        },
      ]);
      reply.header('cache-control', 'no-store');
      const phone = customerPhoneKey(request.params.phone);
      const proven = await trustedRestaurants(app.db, request, phone);
      return referrals.memberships(phone, proven);
    },
  );
  app.post(
    '/loyalty/referrals',
    { schema: { body: referralBody, response: { 200: membershipViewSchema } }, config: { access: 'public' } },
    async (request) => {
      await enforceRateLimits(app.db, [
        {
          key: `loyalty-referral:ip:${request.ip}`,
          limit: 10,
          windowMs: 60_000,
          message: 'Muitas tentativas de código. Tente novamente em instantes.',
        },
      ]);
      const phone = customerPhoneKey(request.body.phone);
      if (!(await isDeviceTrusted(app.db, request, request.body.restaurantId, phone)))
        throw new HttpError(403, PROOF_NEEDED);
      return referrals.enterReferral(request.body);
    },
  );

  app.get(
    '/restaurants/:id/loyalty/rewards',
    {
      schema: { params: restaurantParams, response: { 200: z.array(rewardViewSchema) } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Inactive rewards and their counts: the panel of a role that manages loyalty, not any staff.
      const owner = sessionHolds(await app.currentSession(request), request.params.id, 'loyalty.manage');
      reply.header('cache-control', owner ? 'no-store' : 'no-cache').header('vary', 'cookie');
      return loyalty.rewards(request.params.id, { owner });
    },
  );

  app.get(
    '/restaurants/:id/loyalty/tiers',
    {
      schema: { params: restaurantParams, response: { 200: z.array(tierViewSchema) } },
      config: { access: 'public' },
    },
    async (request) => loyalty.tiers(request.params.id),
  );

  app.get(
    '/restaurants/:id/loyalty/:phone',
    { schema: { params: phoneParams, response: { 200: publicBalanceSchema } }, config: { access: 'public' } },
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
  const tiers = createLoyaltyTiersService(app.db);

  app.get(
    '/restaurants/:id/loyalty',
    { schema: { params: restaurantParams, response: { 200: loyaltyOverviewSchema } } },
    async (request) => loyalty.overview(request.params.id),
  );
  app.post(
    '/restaurants/:id/loyalty',
    {
      schema: {
        params: restaurantParams,
        body: loyaltySettingsSchema,
        response: { 200: loyaltySettingsViewSchema },
      },
    },
    async (request) => loyalty.saveSettings(request.params.id, request.body),
  );
  app.get(
    '/restaurants/:id/loyalty/stats',
    { schema: { params: restaurantParams, response: { 200: loyaltyStatsSchema } } },
    async (request) => loyalty.stats(request.params.id),
  );
  app.get(
    '/restaurants/:id/loyalty/reports',
    { schema: { params: restaurantParams, response: { 200: loyaltyReportsSchema } } },
    async (request) => loyalty.reports(request.params.id),
  );
  app.get(
    '/restaurants/:id/loyalty/customer/:phone',
    { schema: { params: phoneParams, response: { 200: customerAnswerSchema } } },
    async (request) => loyalty.customerByPhone(request.params.id, request.params.phone),
  );
  app.get(
    '/restaurants/:id/loyalty/customers/:customerId/transactions',
    { schema: { params: customerParams, response: { 200: loyaltyTransactionsSchema } } },
    async (request) => loyalty.transactions(request.params.id, request.params.customerId),
  );
  app.post(
    '/restaurants/:id/loyalty/customer/:customerId/points',
    { schema: { params: customerParams, body: manualBonusSchema, response: { 200: customerAnswerSchema } } },
    async (request) => loyalty.addBonus(request.params.id, request.params.customerId, request.body),
  );
  app.post(
    '/restaurants/:id/loyalty/customer/:customerId/redeem',
    { schema: { params: customerParams, body: redeemBody, response: { 200: customerAnswerSchema } } },
    async (request) =>
      loyalty.redeemReward(request.params.id, request.params.customerId, request.body.rewardId),
  );
  app.post(
    '/restaurants/:id/loyalty/rewards',
    { schema: { params: restaurantParams, body: rewardSchema, response: { 201: rewardViewSchema } } },
    async (request, reply) =>
      reply.status(201).send(await loyalty.createReward(request.params.id, request.body)),
  );
  app.patch(
    '/restaurants/:id/loyalty/rewards/:rewardId',
    { schema: { params: rewardParams, body: rewardPatch, response: { 200: rewardViewSchema } } },
    async (request) => loyalty.updateReward(request.params.id, request.params.rewardId, request.body),
  );
  app.patch(
    '/restaurants/:id/loyalty/customers/:customerId',
    {
      schema: {
        params: customerParams,
        body: customerProfileSchema,
        response: { 200: customerAnswerSchema },
      },
    },
    async (request) => loyalty.updateCustomer(request.params.id, request.params.customerId, request.body),
  );
  // Every change of the ladder re-ranks the restaurant's customers in the same transaction.
  app.post(
    '/restaurants/:id/loyalty/tiers',
    { schema: { params: restaurantParams, body: newTierSchema, response: { 201: tierChangedSchema } } },
    async (request, reply) => reply.status(201).send(await tiers.create(request.params.id, request.body)),
  );
  app.patch(
    '/restaurants/:id/loyalty/tiers/:tierId',
    { schema: { params: tierParams, body: tierSchema, response: { 200: tierChangedSchema } } },
    async (request) => tiers.update(request.params.id, request.params.tierId, request.body),
  );
  app.delete(
    '/restaurants/:id/loyalty/tiers/:tierId',
    { schema: { params: tierParams, response: { 200: tierRemovedSchema } } },
    async (request) => tiers.remove(request.params.id, request.params.tierId),
  );
}
