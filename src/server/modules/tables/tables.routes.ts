/**
 * Tables and bills (issue 33, decision 0042). The owner's routes are declared in
 * route-capabilities.ts: configuring tables needs `tables.configure` (Dono, Gerente), the map
 * `tables.view`, opening a table and moving or joining bills `tables.manage` (Garçom and above),
 * the bill `bills.view`, removing an order from a bill `orders.cancel`. The public routes are the
 * table's QR menu: what it shows ('Mesa 7 · Salão') and its calls ('Chamar garçom', 'Pedir a conta').
 */
import { z } from 'zod';
import {
  createTableSchema,
  joinBillSchema,
  moveBillSchema,
  moveItemSchema,
  openTableSchema,
  removeOrderSchema,
  tableCallSchema,
  updateTableSchema,
} from '../../../domain/tables/tables.schemas';
import type { App } from '../../lib/types';
import { billViewSchema, callViewSchema, publicTableSchema, tableViewSchema } from './tables.schemas';
import { createTablesService, type TablesActor } from './tables.service';

const id = z.string().min(1).max(64);
const restaurantParams = z.object({ id });
const tableParams = z.object({ id, tableId: id });
const billParams = z.object({ id, billId: id });
const billOrderParams = z.object({ id, billId: id, orderId: id });
const callParams = z.object({ id, callId: id });
const labelParams = z.object({ id, label: z.string().trim().min(1).max(20) });

export async function tablesOwnerRoutes(app: App) {
  const tables = createTablesService(app.db);
  // Set by the ownership guard on every route of this scope.
  const actor = (request: { owner: TablesActor | null }) => request.owner!;

  app.get(
    '/restaurants/:id/tables',
    {
      schema: {
        description:
          'O mapa de mesas: cada mesa com seu estado, a conta aberta (pessoas, aberta às, itens, subtotal) e os chamados pendentes.',
        params: restaurantParams,
        response: { 200: z.array(tableViewSchema) },
      },
    },
    (request) => tables.list(request.params.id),
  );

  app.post(
    '/restaurants/:id/tables',
    {
      schema: {
        description:
          'Cadastra uma mesa: número ou nome (único no restaurante), área, lugares, ordem e um código opcional para o cartão.',
        params: restaurantParams,
        body: createTableSchema,
        response: { 201: tableViewSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tables.create(request.params.id, request.body)),
  );

  app.patch(
    '/restaurants/:id/tables/:tableId',
    {
      schema: {
        description:
          'Edita uma mesa (nome, área, lugares, ordem, ativa, código; `newCode` gera um código novo).',
        params: tableParams,
        body: updateTableSchema,
        response: { 200: tableViewSchema },
      },
    },
    (request) => tables.update(request.params.id, request.params.tableId, request.body),
  );

  app.delete(
    '/restaurants/:id/tables/:tableId',
    {
      schema: {
        description: 'Desativa uma mesa (o histórico fica). Uma mesa com conta aberta não é desativada.',
        params: tableParams,
        response: { 200: tableViewSchema },
      },
    },
    (request) => tables.deactivate(request.params.id, request.params.tableId),
  );

  app.post(
    '/restaurants/:id/tables/:tableId/open',
    {
      schema: {
        description:
          'Abre a mesa com o número de pessoas (201). Se já estava aberta, mantém a conta e atualiza as pessoas (200).',
        params: tableParams,
        body: openTableSchema,
        response: { 200: tableViewSchema, 201: tableViewSchema },
      },
    },
    async (request, reply) => {
      const { opened, table } = await tables.open(
        request.params.id,
        request.params.tableId,
        request.body.people,
        actor(request),
      );
      return reply.status(opened ? 201 : 200).send(table);
    },
  );

  app.get(
    '/restaurants/:id/bills/:billId',
    {
      schema: {
        description: 'A conta: cada pedido com seus itens e quem pediu, e o subtotal simples dos itens.',
        params: billParams,
        response: { 200: billViewSchema },
      },
    },
    (request) => tables.bill(request.params.id, request.params.billId),
  );

  app.post(
    '/restaurants/:id/bills/:billId/request',
    {
      schema: {
        description: "'Pedir a conta' pela equipe: a conta passa a 'conta pedida'.",
        params: billParams,
        response: { 200: billViewSchema },
      },
    },
    (request) => tables.requestBill(request.params.id, request.params.billId),
  );

  app.post(
    '/restaurants/:id/bills/:billId/orders/:orderId/remove',
    {
      schema: {
        description:
          'Recusa ou retira um pedido da conta, com o motivo: o pedido é cancelado e fica registrado quem, quando e por quê.',
        params: billOrderParams,
        body: removeOrderSchema,
        response: { 200: billViewSchema },
      },
    },
    (request) =>
      tables.removeOrder(
        request.params.id,
        request.params.billId,
        request.params.orderId,
        request.body.reason,
        actor(request),
      ),
  );

  app.post(
    '/restaurants/:id/bills/:billId/move',
    {
      schema: {
        description: 'Transfere a conta inteira para uma mesa livre.',
        params: billParams,
        body: moveBillSchema,
        response: { 200: billViewSchema },
      },
    },
    (request) => tables.moveBill(request.params.id, request.params.billId, request.body.tableId),
  );

  app.post(
    '/restaurants/:id/bills/:billId/items/move',
    {
      schema: {
        description:
          "'Transferir item': parte ou todo um item desta conta vai para a conta aberta de outra mesa. Recusado se alguma das contas está sendo paga ou fechada, ou se o item já foi pago na divisão. Responde a conta de origem.",
        params: billParams,
        body: moveItemSchema,
        response: { 200: billViewSchema },
      },
    },
    async (request) =>
      (await tables.moveItem(request.params.id, request.params.billId, request.body, actor(request))).bill,
  );

  app.post(
    '/restaurants/:id/bills/:billId/join',
    {
      schema: {
        description:
          'Junta outra conta aberta nesta (duas mesas juntas): os pedidos e as pessoas vêm para esta.',
        params: billParams,
        body: joinBillSchema,
        response: { 200: billViewSchema },
      },
    },
    (request) =>
      tables.joinBills(request.params.id, request.params.billId, request.body.billId, actor(request)),
  );

  app.post(
    '/restaurants/:id/table-calls/:callId/answer',
    {
      schema: {
        description: 'Marca um chamado da mesa como atendido (os celulares param de tocar).',
        params: callParams,
        response: { 200: callViewSchema },
      },
    },
    (request) => tables.answerCall(request.params.id, request.params.callId, actor(request)),
  );
}

export async function tablesPublicRoutes(app: App) {
  const tables = createTablesService(app.db);

  app.get(
    '/restaurants/:id/qr-tables/:label',
    {
      schema: {
        description:
          "A mesa do QR (`?mesa=7`): como mostrá-la ('Mesa 7 · Salão') e se o pedido pede o código da mesa. Nada de privado.",
        params: labelParams,
        response: { 200: publicTableSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tables.publicTable(request.params.id, request.params.label);
    },
  );

  app.post(
    '/restaurants/:id/qr-tables/:label/calls',
    {
      schema: {
        description:
          "'Chamar garçom' (kind waiter) ou 'Pedir a conta' (kind bill) pelo QR da mesa. Um chamado pendente por mesa e tipo: repetir responde 200 com o mesmo; limitado por mesa e por cliente.",
        params: labelParams,
        body: tableCallSchema,
        response: { 200: callViewSchema, 201: callViewSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { isNew, call } = await tables.call(
        request.params.id,
        request.params.label,
        request.body,
        request.ip,
      );
      return reply
        .status(isNew ? 201 : 200)
        .header('cache-control', 'no-store')
        .send(call);
    },
  );
}
