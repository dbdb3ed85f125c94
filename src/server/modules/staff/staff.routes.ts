/**
 * The team and 'Trocar usuário' (decision 0040). Managing people needs `team.manage`; the switch, the
 * pad's list and locking need only `staff.switch`, which every role has and a locked session keeps.
 */
import { z } from 'zod';
import { actingOf } from '../../../domain/staff/acting';
import {
  createStaffSchema,
  setPinSchema,
  switchSchema,
  updateStaffSchema,
} from '../../../domain/staff/staff.schemas';
import type { App } from '../../lib/types';
import { actingSchema, staffMemberViewSchema, switchableStaffSchema } from './staff.schemas';
import { createStaffService, type TeamActor } from './staff.service';
import { createStaffSwitch } from './staff-switch.service';

const id = z.string().min(1).max(64);
const restaurantParams = z.object({ id });
const staffParams = z.object({ id, staffId: id });
const team = { capability: 'team.manage' } as const;
const switching = { capability: 'staff.switch' } as const;

export async function staffOwnerRoutes(app: App) {
  const staff = createStaffService(app.db);
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
