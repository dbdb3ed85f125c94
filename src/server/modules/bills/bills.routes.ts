/**
 * Closing a table's bill (issue 33, decision 0043). Declared in route-capabilities.ts: the dining
 * settings are read with `bills.view` and saved with `settings.edit`; removing the service charge
 * needs `bills.service-charge` and a manual discount `bills.discount` (Dono, Gerente); the couvert's
 * people `tables.manage` (the waiter at the table); splitting `bills.split` (Garçom, Caixa, Gerente,
 * Dono); a payment `bills.close` (Caixa,
 * Gerente, Dono); the pre-bill `bills.view`, on the browser's paper or the counter's printer
 * (pre-bill-print.ts). The bill itself (with its totals) is tables.routes.ts's.
 */
import { z } from 'zod';
import type { SplitRequest } from '../../../domain/bills';
import { parseCents } from '../../../domain/money/money';
import { badRequest } from '../../lib/http-error';
import { idempotencyKey } from '../../lib/idempotency-key';
import type { App } from '../../lib/types';
import { jobSchema } from '../kitchen/kitchen.schemas';
import { billViewSchema } from '../tables/tables.schemas';
import { createTablesService } from '../tables/tables.service';
import {
  couvertPeopleSchema,
  diningSettingsSchema,
  manualDiscountSchema,
  paymentSchema,
  serviceChargeSchema,
  splitSchema,
  updateDiningSettingsSchema,
} from './bills.schemas';
import { type BillsActor, createBillsService, preBillHtml } from './bills.service';
import { printPreBillAtCounter } from './pre-bill-print';

const id = z.string().min(1).max(64);
const restaurantParams = z.object({ id });
const billParams = z.object({ id, billId: id });

const INVALID_AMOUNT = 'Valor inválido: use reais com centavos, por exemplo 23,34.';

/** Reais as the client wrote them, in cents; a 400 in Portuguese otherwise. */
function centsOf(value: string | number, field: string): number {
  const cents = parseCents(value);
  if (cents === null || !Number.isSafeInteger(cents))
    throw badRequest(INVALID_AMOUNT, { [field]: INVALID_AMOUNT });
  if (typeof value === 'number' && Math.abs(value * 100 - cents) > 1e-6)
    throw badRequest(INVALID_AMOUNT, { [field]: INVALID_AMOUNT });
  return cents;
}

export async function billsOwnerRoutes(app: App) {
  const bills = createBillsService(app.db);
  const tables = createTablesService(app.db);
  const actor = (request: { owner: BillsActor | null }) => request.owner!;

  app.get(
    '/restaurants/:id/dining-settings',
    {
      schema: {
        description: 'Taxa de serviço (ligada e percentual) e couvert por pessoa do salão.',
        params: restaurantParams,
        response: { 200: diningSettingsSchema },
      },
    },
    (request) => bills.diningSettings(request.params.id),
  );

  app.put(
    '/restaurants/:id/dining-settings',
    {
      schema: {
        description:
          'Salva a taxa de serviço (0% a 20%, padrão 10% ligada) e o couvert por pessoa (R$ 0 a R$ 500; artístico ou comida). Campos ausentes ficam como estão.',
        params: restaurantParams,
        body: updateDiningSettingsSchema,
        response: { 200: diningSettingsSchema },
      },
    },
    (request) => {
      const { couvert, ...rest } = request.body;
      return bills.updateDiningSettings(request.params.id, {
        ...rest,
        ...(couvert !== undefined && { couvertCents: centsOf(couvert, 'couvert') }),
      });
    },
  );

  const billAnswer = (request: { params: { id: string; billId: string } }) =>
    tables.bill(request.params.id, request.params.billId);

  app.post(
    '/restaurants/:id/bills/:billId/service-charge',
    {
      schema: {
        description:
          'Retira a taxa de serviço desta conta, com o motivo (Gerente ou Dono), ou volta a cobrá-la.',
        params: billParams,
        body: serviceChargeSchema,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      await bills.adjust(
        request.params.id,
        request.params.billId,
        { removeServiceCharge: request.body.remove, serviceChargeReason: request.body.reason },
        actor(request),
      );
      return billAnswer(request);
    },
  );

  app.post(
    '/restaurants/:id/bills/:billId/couvert',
    {
      schema: {
        description: 'Quantas pessoas pagam o couvert (crianças, por exemplo, não pagam); null = todas.',
        params: billParams,
        body: couvertPeopleSchema,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      await bills.adjust(
        request.params.id,
        request.params.billId,
        { couvertPeople: request.body.people },
        actor(request),
      );
      return billAnswer(request);
    },
  );

  app.post(
    '/restaurants/:id/bills/:billId/discount',
    {
      schema: {
        description:
          'Desconto manual nos itens, com o motivo (Gerente ou Dono); valor zero retira o desconto.',
        params: billParams,
        body: manualDiscountSchema,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      await bills.adjust(
        request.params.id,
        request.params.billId,
        {
          manualDiscountCents: centsOf(request.body.amount, 'amount'),
          manualDiscountReason: request.body.reason,
        },
        actor(request),
      );
      return billAnswer(request);
    },
  );

  app.post(
    '/restaurants/:id/bills/:billId/split',
    {
      schema: {
        description:
          'Divide a conta: inteira, em partes iguais, por item (cada pessoa com seus itens; itens divididos) ou por valores. Partes com pagamento ficam como estão e só o restante é dividido de novo.',
        params: billParams,
        body: splitSchema,
        response: { 200: billViewSchema },
      },
    },
    async (request) => {
      const body = request.body;
      let split: SplitRequest;
      const assignments = new Map<string, string[]>();
      if (body.method === 'amounts')
        split = { method: 'amounts', amounts: body.amounts.map((value) => centsOf(value, 'amounts')) };
      else if (body.method === 'items') {
        for (const person of body.people)
          for (const lineId of person.lineIds ?? [])
            assignments.set(lineId, [...(assignments.get(lineId) ?? []), person.key]);
        split = {
          method: 'items',
          people: body.people.map(({ key, name, people }) => ({ key, name, people })),
        };
      } else split = body;
      await bills.split(request.params.id, request.params.billId, split, assignments);
      return billAnswer(request);
    },
  );

  app.post(
    '/restaurants/:id/bills/:billId/payments',
    {
      schema: {
        description:
          'Registra um pagamento numa parte (dinheiro com troco, PIX, crédito, débito, vale-refeição). Mande um cabeçalho `Idempotency-Key` por pagamento: repetir a mesma chave não paga de novo (200 com a conta). Quando a última parte é paga, a conta fecha, os pedidos ficam pagos e a mesa fica livre.',
        params: billParams,
        body: paymentSchema,
        response: { 200: billViewSchema, 201: billViewSchema },
      },
    },
    async (request, reply) => {
      const amountCents = centsOf(request.body.amount, 'amount');
      const result = await bills.pay(
        request.params.id,
        request.params.billId,
        {
          partId: request.body.partId,
          method: request.body.method,
          amountCents,
          registerSessionId: request.body.registerSessionId ?? null,
        },
        idempotencyKey(request.headers),
        actor(request),
      );
      const view = await billAnswer(request);
      return reply.status(result.replayed ? 200 : 201).send(view);
    },
  );

  app.get(
    '/restaurants/:id/bills/:billId/pre-bill',
    {
      schema: {
        description:
          "'Imprimir conta': a conferência de 80 mm, com as partes quando dividida. `?format=html` dá a página para imprimir no navegador; o padrão é texto puro.",
        params: billParams,
        querystring: z.object({ format: z.enum(['text', 'html']).default('text') }),
        response: {
          200: {
            description: 'A conferência.',
            content: {
              'text/plain': { schema: z.string() },
              'text/html': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const rows = await bills.preBill(request.params.id, request.params.billId);
      reply.header('Cache-Control', 'no-store');
      if (request.query.format === 'html')
        return reply.type('text/html; charset=utf-8').send(preBillHtml(rows, 'Conferência de conta'));
      return reply.type('text/plain; charset=utf-8').send(`${rows.join('\n')}\n`);
    },
  );

  app.post(
    '/restaurants/:id/bills/:billId/pre-bill/print',
    {
      schema: {
        description:
          "'Imprimir conta' na impressora do Caixa: cria um trabalho de impressão (tipo `pre-conta`) para a praça do Caixa, com a conferência codificada para a impressora dela; o agente de impressão ou o navegador pareado imprime. Cada pedido imprime de novo, mas repetir em até 5 segundos (clique duplo) responde 200 com o mesmo trabalho. Sem impressora no Caixa: 409.",
        params: billParams,
        response: { 200: jobSchema, 201: jobSchema },
      },
    },
    async (request, reply) => {
      const { job, replayed } = await printPreBillAtCounter(app.db, request.params.id, request.params.billId);
      return reply.status(replayed ? 200 : 201).send(job);
    },
  );
}
