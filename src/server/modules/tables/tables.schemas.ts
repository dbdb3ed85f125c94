/** The answers of the tables, bills and calls routes (tables.service.ts builds them). */
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/orders/order-status';
import { BILL_ACTORS, BILL_STATUSES, TABLE_CALL_KINDS, TABLE_STATES } from '../../../domain/tables/tables';
import { isoDateTime, money } from '../../lib/answer-schemas';
import { closingSchema } from '../bills/bills.schemas';
import { orderLineSchema } from '../orders/orders.schemas';

const callKind = z.enum(TABLE_CALL_KINDS).describe("waiter: 'Chamar garçom'; bill: 'Pedir a conta'.");
const tableState = z.enum(TABLE_STATES).describe('livre, ocupada, conta_pedida ou fechando.');
const billStatus = z.enum(BILL_STATUSES).describe('aberta, conta_pedida, fechando, fechada ou cancelada.');

export const tableViewSchema = z
  .object({
    id: z.string(),
    label: z.string().describe('Número ou nome da mesa, como no QR (`?mesa=7`).'),
    title: z.string().describe("Como a mesa aparece: 'Mesa 7' ou o nome ('Varanda 1')."),
    area: z.string().describe('Área: Salão, Varanda…'),
    seats: z.number().int(),
    position: z.number().int().describe('Ordem no mapa de mesas.'),
    isActive: z.boolean(),
    code: z.string().nullable().describe('Código curto impresso no cartão da mesa, ou null.'),
    state: tableState,
    stateLabel: z.string(),
    bill: z
      .object({
        id: z.string(),
        status: billStatus,
        people: z.number().int().nullable().describe('Pessoas na mesa; null quando o QR abriu a mesa.'),
        openedAt: isoDateTime,
        billRequestedAt: isoDateTime.nullable(),
        orderCount: z.number().int(),
        itemCount: z.number().int(),
        subtotal: money.describe('Soma simples dos itens (sem taxa de serviço nem couvert).'),
      })
      .nullable()
      .describe('A conta aberta da mesa, ou null (livre).'),
    pendingCalls: z.array(z.object({ id: z.string(), kind: callKind, createdAt: isoDateTime })),
  })
  .describe('Uma mesa com sua conta aberta e os chamados pendentes.');

const actorSchema = z.object({
  by: z.enum(BILL_ACTORS).describe('dono, equipe (com staffId) ou cliente (pedido pelo QR).'),
  staffId: z.string().nullable(),
  name: z.string().nullable(),
});

export const billViewSchema = z
  .object({
    id: z.string(),
    status: billStatus,
    statusLabel: z.string(),
    table: z.object({
      id: z.string(),
      label: z.string(),
      title: z.string(),
      area: z.string(),
      state: tableState,
    }),
    people: z.number().int().nullable(),
    openedAt: isoDateTime,
    openedBy: actorSchema,
    billRequestedAt: isoDateTime.nullable(),
    closedAt: isoDateTime.nullable(),
    closedBy: actorSchema.nullable(),
    mergedIntoBillId: z.string().nullable().describe('A conta em que esta foi juntada.'),
    orders: z.array(
      z.object({
        id: z.string(),
        orderNumber: z.string(),
        status: z.enum(ORDER_STATUSES),
        createdAt: isoDateTime,
        orderedBy: actorSchema.describe('Quem pediu: o nome do cliente no QR ou a pessoa da equipe.'),
        notes: z.string().nullable(),
        items: z.array(orderLineSchema),
        subtotal: money,
        removal: actorSchema
          .extend({ reason: z.string(), at: isoDateTime })
          .nullable()
          .describe('Recusado ou retirado da conta: por quem, quando e por quê.'),
      }),
    ),
    lines: z
      .array(
        z.object({
          id: z.string().describe('O item (linha do pedido): o `lineId` de Transferir item.'),
          orderId: z.string(),
          orderNumber: z.string(),
          orderedAt: isoDateTime,
          name: z.string(),
          quantity: z.number().int(),
          options: z.array(z.string()),
          notes: z.string().nullable(),
          subtotal: money,
          movedHere: z.boolean().describe('Veio de outra mesa (Transferir item).'),
        }),
      )
      .describe('O que conta nesta conta, item a item: o que a mesa já pediu, com os itens transferidos.'),
    moves: z
      .array(
        z.object({
          id: z.string(),
          direction: z.enum(['in', 'out']).describe('in: veio de outra mesa; out: foi para outra mesa.'),
          orderNumber: z.string(),
          lineId: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          amount: money,
          otherTable: z.string().nullable().describe("A outra mesa ('Mesa 5')."),
          at: isoDateTime,
          by: z.enum(BILL_ACTORS),
          staffId: z.string().nullable(),
          byName: z.string().nullable(),
        }),
      )
      .describe('Itens transferidos para esta conta ou dela, com quem e quando.'),
    orderCount: z.number().int().describe('Pedidos na conta, fora os cancelados.'),
    itemCount: z.number().int(),
    subtotal: money.describe('Soma simples dos itens, fora os pedidos cancelados.'),
    closing: closingSchema,
  })
  .describe('A conta de uma mesa com cada pedido, seus itens e quem pediu.');

export const callViewSchema = z.object({
  id: z.string(),
  tableId: z.string(),
  tableLabel: z.string(),
  kind: callKind,
  createdAt: isoDateTime,
  answeredAt: isoDateTime.nullable(),
});

export const publicTableSchema = z
  .object({
    label: z.string(),
    title: z.string().describe("'Mesa 7' ou o nome da mesa."),
    area: z.string().nullable(),
    codeRequired: z.boolean().describe('O pedido e os chamados pedem o código impresso no cartão.'),
    waitsForWaiter: z
      .boolean()
      .describe("'Garçom abre a mesa' e a mesa ainda não foi aberta: pedidos esperam o garçom."),
  })
  .describe('O que o cardápio da mesa mostra; nada de privado.');
