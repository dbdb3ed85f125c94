import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { consumerCpf } from '../../../domain/fiscal/nfce';
import { ORDER_STATUSES } from '../../../domain/orders/order-status';
import { orderStatusCapability } from '../../../domain/staff/order-status-capability';
import { can, refusalMessage } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import { orderIdempotencyHeadersSchema } from '../../lib/idempotency-key';
import type { App } from '../../lib/types';
import { keepOrderCpf } from '../fiscal/fiscal-issue-cpf';
import { profileRow } from '../fiscal/fiscal-issue-sale';
import { placeOrderBodySchema } from './order-placement.schemas';
import { ownerOrderSchema, panelSettingsSchema, statusChangeAnswerSchema } from './orders.schemas';
import { createOrdersService } from './orders.service';

const restaurantParams = z.object({ id: z.string().min(1).max(64) });
const orderParams = z.object({ orderId: z.string().min(1).max(64) });

/**
 * With no query (a section 7 client), the recent orders of every status; the panel asks for one
 * view at a time.
 */
const listQuery = z.object({
  view: z
    .enum(['recent', 'active', 'finished-today', 'cancelled'], { error: 'Filtro de pedidos inválido' })
    .default('recent'),
  type: z.enum(['delivery', 'table'], { error: 'Tipo de pedido inválido' }).optional(),
});

const statusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Status inválido' }),
  estimatedTime: z
    .number({ error: 'Tempo estimado deve ser um número de minutos' })
    .int('Tempo estimado deve ser um número inteiro de minutos')
    .min(1, 'Tempo estimado deve ser de pelo menos 1 minuto')
    .max(600, 'Tempo estimado deve ser de no máximo 600 minutos')
    .optional(),
  notes: z.string().trim().max(500, 'Observações com no máximo 500 caracteres').optional(),
  cancellationReason: z
    .string()
    .trim()
    .max(200, 'Motivo do cancelamento com no máximo 200 caracteres')
    .optional()
    .transform((value) => value || undefined),
  /** Optional: the partner's own reason code for an imported order (iFood's cancellationCode, Rappi's cancel type). */
  cancellationCode: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,40}$/, 'Código de cancelamento inválido')
    .optional(),
});

/**
 * 'CPF na nota?' typed at the till for a counter order (issue 35): checked whenever the restaurant
 * issues NFC-e (it has a fiscal profile), whatever its checkout asks; null when it issues none.
 */
async function tillCpf(db: Db, restaurantId: string, value: string) {
  if (!(await profileRow(db, restaurantId))) return null;
  return consumerCpf(value);
}

/** A counter or phone order: the diner's order body, for the owner's own restaurant. */
const counterOrderBody = placeOrderBodySchema.omit({ restaurantId: true });

const panelSettingsBody = z.object({
  autoPrintOnConfirm: z.boolean({ error: 'Informe se a impressão automática está ativa' }),
});

/** Owner routes of the orders panel; registered inside the ownership guard's scope. */
export async function ordersOwnerRoutes(app: App) {
  const orders = createOrdersService(app.db, { publicUrl: app.config.publicUrl });
  // Routes that address an order by its own id say whose it is, for the ownership guard.
  const orderRestaurant = {
    restaurantOf: (request: FastifyRequest) =>
      orders.restaurantOf((request.params as { orderId: string }).orderId),
  };

  app.get(
    '/restaurants/:id/orders',
    {
      schema: {
        params: restaurantParams,
        querystring: listQuery,
        response: {
          200: z.array(ownerOrderSchema).describe('Pedidos do restaurante, os mais novos primeiro.'),
        },
      },
    },
    async (request) => orders.listOrders(request.params.id, request.query),
  );

  app.post(
    '/restaurants/:id/orders',
    {
      schema: {
        params: restaurantParams,
        body: counterOrderBody,
        // Optional: the waiter's phone repeats one key per draft, so a retried send places one order.
        headers: orderIdempotencyHeadersSchema,
        response: { 201: ownerOrderSchema },
      },
    },
    async (request, reply) => {
      // 'CPF na nota?' at the till (issue 35): kept for the order's NFC-e when the restaurant issues
      // them (a fiscal profile), checked like the diner's; ignored otherwise. Never logged.
      const cpf = request.body.cpf ? await tillCpf(app.db, request.params.id, request.body.cpf) : null;
      if (cpf && !cpf.ok) throw badRequest(cpf.error, { cpf: cpf.error });
      const placed = await orders.placeCounterOrder(
        request.params.id,
        request.body,
        request.owner?.staff ?? null,
        request.headers['idempotency-key'],
      );
      if (cpf?.ok) await keepOrderCpf(app.db, placed, cpf.cpf);
      return reply.status(201).send(placed);
    },
  );

  app.patch(
    '/orders/:orderId/status',
    {
      schema: { params: orderParams, body: statusBody, response: { 200: statusChangeAnswerSchema } },
      config: orderRestaurant,
    },
    async (request) => {
      // The route lets in whoever may advance preparation; the target status asks its own capability.
      const needed = orderStatusCapability(request.body.status);
      const role = request.owner?.role ?? 'dono';
      if (!can(role, needed)) throw new HttpError(403, refusalMessage(role, needed));
      // The order's history names the status a staff member moved it to (the reason stays on the order).
      request.auditDetail = request.body.status;
      const staffId = request.owner?.staff?.id ?? null;
      return orders.advanceOrderStatus(request.params.orderId, {
        ...request.body,
        actor: { by: staffId ? 'equipe' : 'dono', staffId },
      });
    },
  );

  app.post(
    '/orders/:orderId/loyalty-redemption/refuse',
    { schema: { params: orderParams, response: { 200: ownerOrderSchema } }, config: orderRestaurant },
    async (request) => orders.refuseRedemption(request.params.orderId),
  );

  app.post(
    '/orders/:orderId/printed',
    { schema: { params: orderParams, response: { 200: ownerOrderSchema } }, config: orderRestaurant },
    async (request) => orders.markPrinted(request.params.orderId),
  );

  app.get(
    '/restaurants/:id/panel-settings',
    { schema: { params: restaurantParams, response: { 200: panelSettingsSchema } } },
    async (request) => orders.panelSettings(request.params.id),
  );

  app.patch(
    '/restaurants/:id/panel-settings',
    { schema: { params: restaurantParams, body: panelSettingsBody, response: { 200: panelSettingsSchema } } },
    async (request) => orders.updatePanelSettings(request.params.id, request.body),
  );
}
