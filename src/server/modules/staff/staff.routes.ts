/**
 * The team and 'Trocar usuário' (decision 0040). Managing people needs `team.manage`; the switch, the
 * pad's list and locking need only `staff.switch`, which every role has and a locked session keeps.
 */
import { z } from 'zod';
import { actingOf } from '../../../domain/staff/acting';
import { acceptInviteSchema, inviteSchema, inviteTokenSchema } from '../../../domain/staff/invites';
import {
  createStaffSchema,
  setPinSchema,
  switchSchema,
  updateStaffSchema,
} from '../../../domain/staff/staff.schemas';
import { noContent } from '../../lib/answer-schemas';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { ownerRestaurantSchema } from '../restaurants/restaurants.schemas';
import { createRestaurantsService } from '../restaurants/restaurants.service';
import { toOwnerRestaurant } from '../restaurants/restaurants.views';
import {
  actingSchema,
  inviteDescriptionSchema,
  inviteViewSchema,
  staffActionsPageSchema,
  staffActionViewSchema,
  staffMemberViewSchema,
  switchableStaffSchema,
} from './staff.schemas';
import { createStaffService, type TeamActor } from './staff.service';
import { createStaffInvitesService } from './staff-invites.service';
import { createStaffSwitch } from './staff-switch.service';

const id = z.string().min(1).max(64);
const restaurantParams = z.object({ id });
const staffParams = z.object({ id, staffId: id });
const inviteParams = z.object({ id, inviteId: id });
const orderParams = z.object({ id, orderId: id });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1).default(1) });

function invitesService(app: App) {
  return createStaffInvitesService({
    db: app.db,
    mailer: app.mailer,
    secret: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
  });
}
const team = { capability: 'team.manage' } as const;
const switching = { capability: 'staff.switch' } as const;

export async function staffOwnerRoutes(app: App) {
  const staff = createStaffService(app.db, app.sessions);
  const invites = invitesService(app);
  const switcher = createStaffSwitch(app.db, app.sessions);
  // Set by the ownership guard on every route of this scope.
  const actor = (request: { owner: TeamActor | null }) => request.owner!;

  app.get(
    '/restaurants/:id/staff',
    {
      schema: {
        description: 'A equipe do restaurante: nome, perfil, se tem PIN e se está ativa.',
        params: restaurantParams,
        response: { 200: z.array(staffMemberViewSchema) },
      },
      config: team,
    },
    (request) => staff.list(request.params.id),
  );

  app.post(
    '/restaurants/:id/staff',
    {
      schema: {
        description:
          'Cadastra uma pessoa da equipe com nome, perfil (gerente, garcom, cozinha, caixa) e um PIN opcional de 4 a 6 números. Um Gerente cadastra só Garçom, Cozinha e Caixa.',
        params: restaurantParams,
        body: createStaffSchema,
        response: { 201: staffMemberViewSchema },
      },
      config: team,
    },
    async (request, reply) =>
      reply.status(201).send(await staff.create(request.params.id, actor(request), request.body)),
  );

  app.patch(
    '/restaurants/:id/staff/:staffId',
    {
      schema: {
        description:
          'Muda nome ou perfil; `{ "isActive": false }` desativa (quem está usando o painel com ela perde o acesso).',
        params: staffParams,
        body: updateStaffSchema,
        response: { 200: staffMemberViewSchema },
      },
      config: team,
    },
    (request) => staff.update(request.params.id, request.params.staffId, actor(request), request.body),
  );

  app.put(
    '/restaurants/:id/staff/:staffId/pin',
    {
      schema: {
        description: 'Define ou troca o PIN (4 a 6 números; recusa PINs óbvios como 0000 e 1234).',
        params: staffParams,
        body: setPinSchema,
        response: { 200: staffMemberViewSchema },
      },
      config: team,
    },
    (request) => staff.setPin(request.params.id, request.params.staffId, actor(request), request.body.pin),
  );

  app.get(
    '/restaurants/:id/staff/invites',
    {
      schema: {
        description: 'Convites por e-mail ainda não aceitos (pendentes ou vencidos).',
        params: restaurantParams,
        response: { 200: z.array(inviteViewSchema) },
      },
    },
    (request) => invites.list(request.params.id),
  );

  app.post(
    '/restaurants/:id/staff/invites',
    {
      schema: {
        description:
          'Convida uma pessoa por e-mail com um perfil. O e-mail leva só um link de uso único, válido por 7 dias (sem o nome do restaurante); convites limitados por restaurante por dia (429).',
        params: restaurantParams,
        body: inviteSchema,
        response: { 201: inviteViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invites.invite(request.params.id, actor(request), request.body)),
  );

  app.post(
    '/restaurants/:id/staff/invites/:inviteId/resend',
    {
      schema: {
        description:
          'Reenvia o convite com um link novo (o anterior deixa de valer), válido por mais 7 dias.',
        params: inviteParams,
        response: { 200: inviteViewSchema },
      },
    },
    (request) => invites.resend(request.params.id, request.params.inviteId, actor(request)),
  );

  app.delete(
    '/restaurants/:id/staff/invites/:inviteId',
    {
      schema: {
        description: 'Cancela o convite: o link deixa de funcionar.',
        params: inviteParams,
        response: { 204: noContent('Convite cancelado.') },
      },
    },
    async (request, reply) => {
      await invites.cancel(request.params.id, request.params.inviteId, actor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/restaurants/:id/staff/actions',
    {
      schema: {
        description: 'O que a equipe fez, as ações mais novas primeiro, 20 por página (`?page=2`).',
        params: restaurantParams,
        querystring: pageQuery,
        response: { 200: staffActionsPageSchema },
      },
    },
    (request) => staff.actions(request.params.id, request.query.page),
  );

  app.get(
    '/restaurants/:id/orders/:orderId/history',
    {
      schema: {
        description:
          'O histórico do pedido pela equipe: quem o registrou, mudou o status, cancelou (com o motivo) ou marcou como pago, na ordem em que aconteceu.',
        params: orderParams,
        response: { 200: z.array(staffActionViewSchema) },
      },
    },
    (request) => staff.orderHistory(request.params.id, request.params.orderId),
  );

  app.get(
    '/restaurants/:id/staff/switchable',
    {
      schema: {
        description:
          'Quem pode entrar pelo PIN neste aparelho (pessoas ativas com PIN), para o teclado de "Trocar usuário".',
        params: restaurantParams,
        response: { 200: z.array(switchableStaffSchema) },
      },
      config: switching,
    },
    (request) => staff.switchable(request.params.id),
  );

  app.post(
    '/restaurants/:id/staff/lock',
    {
      schema: {
        description: 'Bloqueia o painel neste aparelho até alguém entrar com PIN ou com a senha do dono.',
        params: restaurantParams,
        response: { 200: actingSchema },
      },
      config: switching,
    },
    async (request) => {
      const { session } = request.owner!;
      await switcher.lock(session.id);
      return actingOf(session.actingStaff, true);
    },
  );

  app.post(
    '/restaurants/:id/staff/switch',
    {
      schema: {
        description:
          'Troca quem usa o painel nesta sessão: `{ staffId, pin }` para uma pessoa da equipe, `{ password }` (senha do dono) para voltar ao dono. Tentativas erradas são limitadas por aparelho, por pessoa e por restaurante (429).',
        params: restaurantParams,
        body: switchSchema,
        response: { 200: actingSchema },
      },
      config: switching,
    },
    (request) => switcher.switchTo(request.params.id, request.owner!.session.id, request.body),
  );
}

const TOO_MANY_INVITE_TRIES = 'Muitas tentativas com convites. Aguarde alguns minutos e tente de novo.';

/** The invitation's page (`/convite/<token>`): anyone holding the link, no session needed. */
export async function staffPublicRoutes(app: App) {
  const invites = invitesService(app);
  const restaurants = createRestaurantsService(app.db);
  const limited = (request: { ip: string }) =>
    enforceRateLimits(app.db, [
      {
        key: `staff-invite-open:ip:${request.ip}`,
        limit: 30,
        windowMs: 15 * 60_000,
        message: TOO_MANY_INVITE_TRIES,
      },
    ]);

  app.post(
    '/staff-invites/open',
    {
      schema: {
        description:
          'O que o convite mostra a quem abriu o link: o restaurante, o perfil e o e-mail convidado. O token vai no corpo, nunca no endereço.',
        body: inviteTokenSchema,
        response: { 200: inviteDescriptionSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await limited(request);
      return invites.describe(request.body.token);
    },
  );

  app.post(
    '/staff-invites/accept',
    {
      schema: {
        description:
          'Aceita o convite com nome e senha: cria o acesso da pessoa (entra depois em /login com o e-mail convidado) e já abre a sessão dela.',
        body: acceptInviteSchema,
        response: { 200: ownerRestaurantSchema.extend({ acting: actingSchema }) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await limited(request);
      const member = await invites.accept(request.body);
      const restaurant = await restaurants.findById(member.restaurantId);
      const staff = { id: member.id, name: member.name, role: member.role, isActive: true };
      await app.endSession(request, reply);
      await app.startSession(reply, member.restaurantId, staff);
      return { ...toOwnerRestaurant(restaurant!), acting: actingOf(staff, false) };
    },
  );
}
