import { loginSchema } from '../../../domain/accounts/accounts.schemas';
import { actingOf } from '../../../domain/staff/acting';
import { noContent } from '../../lib/answer-schemas';
import { HttpError } from '../../lib/http-error';
import type { App } from '../../lib/types';
import { ownerRestaurantSchema } from '../restaurants/restaurants.schemas';
import { createRestaurantsService } from '../restaurants/restaurants.service';
import { toOwnerRestaurant } from '../restaurants/restaurants.views';
import { createStaffRepository } from '../staff/staff.repository';
import { actingSchema } from '../staff/staff.schemas';
import { accountKey, createLoginThrottle, ipKey } from './login-throttle';
import { verifyPassword } from './passwords';

const WRONG_CREDENTIALS = 'E-mail ou senha incorretos';

export async function accountRoutes(app: App) {
  const restaurants = createRestaurantsService(app.db);
  const throttle = createLoginThrottle(app.db);
  const team = createStaffRepository(app.db);

  app.post(
    '/auth/login',
    {
      schema: {
        body: loginSchema,
        response: {
          200: ownerRestaurantSchema.extend({
            acting: actingSchema.describe(
              'Quem entrou: o dono, ou a pessoa da equipe que entrou com o próprio e-mail (campo acrescentado).',
            ),
          }),
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const keys = [accountKey(email), ipKey(request.ip)];
      await throttle.assertAllowed(keys);

      // The owner's login first (the specification's); else a team member's own login, set from
      // an invitation. Either way one argon2 verification, and the same refusal.
      const owned = await restaurants.findByEmail(email);
      const member = owned ? undefined : await team.findLogin(email);
      const restaurant = owned ?? (member && (await restaurants.findById(member.restaurantId)));
      const valid = await verifyPassword(owned?.passwordHash ?? member?.passwordHash ?? undefined, password);
      if (!restaurant || !valid) {
        await throttle.recordFailure(keys[0]!, true);
        await throttle.recordFailure(keys[1]!, false);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      await throttle.reset(keys[0]!);
      // A fresh session at every login: a token planted before login is never promoted.
      await app.endSession(request, reply);
      const person = member ? { id: member.id, name: member.name, role: member.role, isActive: true } : null;
      await app.startSession(reply, restaurant.id, person);
      // `acting` is added: the panel shows the right person's tabs from the first screen.
      return { ...toOwnerRestaurant(restaurant), acting: actingOf(person, false) };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { response: { 204: noContent('Sessão encerrada.') } }, config: { access: 'public' } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        description:
          'O restaurante da sessão e, em `acting`, quem está usando o painel (o dono ou a pessoa da equipe que entrou pelo PIN) e o que pode fazer.',
        response: { 200: ownerRestaurantSchema.extend({ acting: actingSchema }) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await app.currentSession(request);
      const restaurant = session && (await restaurants.findById(session.restaurantId));
      if (!restaurant) throw new HttpError(401, 'Faça login para continuar.');
      return {
        ...toOwnerRestaurant(restaurant),
        acting: actingOf(session.actingStaff, session.lockedAt !== null),
      };
    },
  );
}
