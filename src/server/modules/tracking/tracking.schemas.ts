/**
 * The tracking order (domain/orders/tracking-order.ts) as the diner's client receives it: money as
 * decimal strings, dates as ISO strings; no address, name nor phone.
 */
import { z } from 'zod';
import { DELIVERY_TYPES, ORDER_STATUSES } from '../../../domain/orders/order-status';
import { isoDateTime, money } from '../../lib/answer-schemas';

const moment = isoDateTime.nullable();

export const trackingOrderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string().describe('Número curto do pedido, como o restaurante o mostra.'),
    restaurantId: z.string(),
    restaurantName: z.string().nullable(),
    restaurantTimeZone: z
      .string()
      .describe(
        'Fuso horário do restaurante (IANA, ex.: America/Cuiaba): as horas do pedido são mostradas nele.',
      ),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string().describe('O status em português, ex.: "Preparando seu pedido".'),
    deliveryType: z.enum(DELIVERY_TYPES),
    tableNumber: z.string().nullable(),
    items: z.array(
      z.object({
        name: z.string(),
        quantity: z.number(),
        options: z.array(z.object({ groupName: z.string().nullable(), name: z.string(), price: money })),
        subtotal: money,
      }),
    ),
    subtotal: money,
    deliveryFee: money,
    discountApplied: money,
    total: money,
    estimatedTime: z.number().nullable().describe('Minutos estimados, quando o restaurante informou.'),
    cancellationReason: z.string().nullable(),
    paymentMethod: z.string().nullable().describe('cash, card, pix ou to_agree (a combinar pelo WhatsApp).'),
    cardType: z.string().nullable(),
    changeFor: money.nullable().describe('Troco para, no pagamento em dinheiro.'),
    paidAt: moment,
    createdAt: isoDateTime,
    confirmedAt: moment,
    readyAt: moment,
    deliveredAt: moment,
    cancelledAt: moment,
    nfceConsultUrl: z
      .string()
      .nullable()
      .optional()
      .describe('Página de consulta da NFC-e do pedido na SEFAZ, quando a nota foi autorizada.'),
    nfceAccessKey: z
      .string()
      .nullable()
      .optional()
      .describe('Chave de acesso (44 dígitos) da NFC-e do pedido, para digitar na página de consulta.'),
  })
  .describe('Pedido visto por quem o fez.');

export const trackingListSchema = z
  .array(trackingOrderSchema)
  .describe('Pedidos do telefone, mais novos primeiro.');
