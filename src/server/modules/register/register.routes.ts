/**
 * The cash register's owner routes (issue 35, decision 0051), all under `/restaurants/:id`.
 * Registered inside the ownership guard; each route's capability is in route-capabilities.ts:
 * reading `register.view`, opening and movements `register.open`, closing `register.close`,
 * reopening `register.reopen` (Gerente, Dono), the registers themselves `settings.edit`.
 */
import { z } from 'zod';
import { parseCents } from '../../../domain/money/money';
import type { CountedMethod } from '../../../domain/register/register-session';
import { COUNTED_METHODS } from '../../../domain/register/register-session';
import { can } from '../../../domain/staff/roles';
import { textAnswer } from '../../lib/answer-schemas';
import { badRequest } from '../../lib/http-error';
import { idempotencyKey } from '../../lib/idempotency-key';
import type { App } from '../../lib/types';
import { preBillHtml } from '../bills/bills.service';
import {
  closeAnswer,
  closeBody,
  createRegisterBody,
  movementAnswer,
  movementBody,
  openSessionBody,
  patchRegisterBody,
  registerParams,
  registerSchema,
  registersAnswer,
  reopenBody,
  reportQuery,
  restaurantParams,
  sessionDetailSchema,
  sessionParams,
  sessionSchema,
  sessionsAnswer,
  sessionsQuery,
} from './register.schemas';
import { createRegisterService, type RegisterActor } from './register.service';

const INVALID_AMOUNT = 'Valor inválido: use reais com centavos, por exemplo 150,00.';

/** Reais as the till wrote them, in cents; a 400 in Portuguese otherwise. */
function centsOf(value: string | number, field: string): number {
  const cents = parseCents(value);
  if (cents === null || !Number.isSafeInteger(cents))
    throw badRequest(INVALID_AMOUNT, { [field]: INVALID_AMOUNT });
  if (typeof value === 'number' && Math.abs(value * 100 - cents) > 1e-6)
    throw badRequest(INVALID_AMOUNT, { [field]: INVALID_AMOUNT });
  return cents;
}

const actor = (request: { owner: { role: RegisterActor['role']; staff: RegisterActor['staff'] } | null }) =>
  ({ role: request.owner?.role ?? 'dono', staff: request.owner?.staff ?? null }) satisfies RegisterActor;

/** 'Fechamento cego': an open session's expected figures only for whoever may reopen the register. */
const seesExpected = (request: { owner: { role: RegisterActor['role'] } | null }) =>
  can(request.owner?.role ?? 'dono', 'register.reopen');

export async function registerOwnerRoutes(app: App) {
  const register = createRegisterService(app.db);

  app.get(
    '/restaurants/:id/registers',
    {
      schema: {
        description:
          'Os caixas do restaurante, cada um com a sessão aberta (ou null) e o troco inicial sugerido.',
        params: restaurantParams,
        response: { 200: registersAnswer },
      },
    },
    (request) => register.registers(request.params.id),
  );

  app.post(
    '/restaurants/:id/registers',
    {
      schema: {
        description: 'Cria um caixa (balcão, varanda).',
        params: restaurantParams,
        body: createRegisterBody,
        response: { 201: registerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await register.createRegister(request.params.id, request.body.name)),
  );

  app.patch(
    '/restaurants/:id/registers/:registerId',
    {
      schema: {
        description: 'Renomeia ou desativa um caixa (um caixa aberto precisa ser fechado antes).',
        params: registerParams,
        body: patchRegisterBody,
        response: { 200: registerSchema },
      },
    },
    (request) => register.updateRegister(request.params.id, request.params.registerId, request.body),
  );

  app.post(
    '/restaurants/:id/registers/:registerId/sessions',
    {
      schema: {
        description:
          "Abre o caixa com o troco inicial. 409 'Este caixa já está aberto.' quando já houver sessão aberta.",
        params: registerParams,
        body: openSessionBody,
        response: { 201: sessionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await register.open(
            request.params.id,
            request.params.registerId,
            centsOf(request.body.openingFloat, 'openingFloat'),
            actor(request),
            seesExpected(request),
          ),
        ),
  );

  app.get(
    '/restaurants/:id/register-sessions',
    {
      schema: {
        description:
          "As sessões de caixa por período (dias do restaurante), caixa e situação, e os pagamentos 'Recebido sem caixa aberto'.",
        params: restaurantParams,
        querystring: sessionsQuery,
        response: { 200: sessionsAnswer },
      },
    },
    (request) => register.sessions(request.params.id, request.query, seesExpected(request)),
  );

  app.get(
    '/restaurants/:id/register-sessions/export.csv',
    {
      schema: {
        description: 'As sessões do período em CSV (Excel brasileiro: ponto e vírgula, vírgula decimal).',
        params: restaurantParams,
        querystring: sessionsQuery,
        response: { 200: textAnswer('As sessões de caixa em CSV.', 'text/csv') },
      },
    },
    async (request, reply) => {
      const csv = await register.exportCsv(request.params.id, request.query, seesExpected(request));
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="caixa-sessoes.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    '/restaurants/:id/register-sessions/:sessionId',
    {
      schema: {
        description:
          'A sessão com seus pagamentos, sangrias, suprimentos e histórico; o resumo e o esperado só depois do fechamento, ou para Gerente e Dono.',
        params: sessionParams,
        response: { 200: sessionDetailSchema },
      },
    },
    (request) => register.session(request.params.id, request.params.sessionId, seesExpected(request)),
  );

  app.post(
    '/restaurants/:id/register-sessions/:sessionId/movements',
    {
      schema: {
        description:
          'Sangria (retirada) ou suprimento, com o motivo. Mande um `Idempotency-Key`: repetir a chave não lança de novo (200).',
        params: sessionParams,
        body: movementBody,
        response: { 200: movementAnswer, 201: movementAnswer },
      },
    },
    async (request, reply) => {
      const amountCents = centsOf(request.body.amount, 'amount');
      const result = await register.move(
        request.params.id,
        request.params.sessionId,
        { kind: request.body.kind, amountCents, reason: request.body.reason },
        idempotencyKey(request.headers),
        actor(request),
      );
      return reply.status(result.replayed ? 200 : 201).send(result.movement);
    },
  );

  app.post(
    '/restaurants/:id/register-sessions/:sessionId/close',
    {
      schema: {
        description:
          'Fecha o caixa com a contagem cega (dinheiro, crédito, débito, vale-refeição, PIX; zero se não houver) e responde o contado, o esperado e a diferença.',
        params: sessionParams,
        body: closeBody,
        response: { 200: closeAnswer },
      },
    },
    (request) => {
      const counted = Object.fromEntries(
        COUNTED_METHODS.map((method) => [method, centsOf(request.body.counted[method], `counted.${method}`)]),
      ) as Record<CountedMethod, number>;
      return register.close(
        request.params.id,
        request.params.sessionId,
        counted,
        request.body.note,
        actor(request),
      );
    },
  );

  app.post(
    '/restaurants/:id/register-sessions/:sessionId/reopen',
    {
      schema: {
        description:
          'Reabre a última sessão do caixa, com o motivo (pelo menos 10 caracteres). Gerente ou Dono.',
        params: sessionParams,
        body: reopenBody,
        response: { 200: sessionSchema },
      },
    },
    (request) =>
      register.reopen(request.params.id, request.params.sessionId, request.body.reason, actor(request)),
  );

  app.get(
    '/restaurants/:id/register-sessions/:sessionId/report',
    {
      schema: {
        description:
          'O relatório de fechamento em 80 mm (ou `paper=58mm`): texto puro, ou `?format=html` para imprimir no navegador.',
        params: sessionParams,
        querystring: reportQuery,
        response: {
          200: {
            description: 'O relatório de fechamento.',
            content: {
              'text/plain': { schema: z.string() },
              'text/html': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const rows = await register.report(
        request.params.id,
        request.params.sessionId,
        request.query.paper,
        seesExpected(request),
      );
      reply.header('Cache-Control', 'no-store');
      if (request.query.format === 'html')
        return reply.type('text/html; charset=utf-8').send(preBillHtml(rows, 'Fechamento de caixa'));
      return reply.type('text/plain; charset=utf-8').send(`${rows.join('\n')}\n`);
    },
  );
}
