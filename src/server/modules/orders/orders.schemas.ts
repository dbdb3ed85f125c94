/**
 * The orders' answers as zod (orders.views.ts and order-placement.views.ts build them): money as
 * decimal strings, times as ISO text, `items` as the parsed lines. Describes; the views decide.
 */
import { z } from 'zod';
import { DELIVERY_TYPES, ORDER_SOURCES, ORDER_STATUSES } from '../../../domain/orders/order-status';
import { isoDateTime, money } from '../../lib/answer-schemas';

export const orderLineSchema = z.object({
  id: z.string().describe('Id do item do cardápio.'),
  name: z.string(),
  price: money.describe('Preço unitário com as opções.'),
  quantity: z.number(),
  notes: z.string().nullable(),
  subtotal: money,
  options: z.array(z.object({ groupName: z.string().nullable(), name: z.string(), price: money })),
});

const status = z.enum(ORDER_STATUSES).describe('Status do pedido.');
const deliveryType = z.enum(DELIVERY_TYPES).describe('Retirada, entrega ou mesa.');
const paymentMethod = z
  .string()
  .nullable()
  .describe('Forma de pagamento: cash, card, pix, ou to_agree ("a combinar") quando o cliente não escolheu.');
const cardType = z.string().nullable().describe('credit ou debit, quando paga com cartão.');

const loyaltyRewardId = z
  .string()
  .nullable()
  .describe('Recompensa resgatada com o pedido (seus pontos estão em loyaltyPointsUsed), ou null.');
const loyaltyRewardName = z.string().nullable().describe('Nome da recompensa resgatada, como o cliente viu.');

/** The owner's view of an order (toOwnerOrder): the panel's list, status answers and live events. */
export const ownerOrderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string().describe('Número curto do pedido, para o cliente e a cozinha.'),
    restaurantId: z.string(),
    customerName: z.string(),
    customerPhone: z.string(),
    items: z.array(orderLineSchema),
    subtotal: money,
    total: money,
    status,
    statusLabel: z.string().describe('O status em português.'),
    deliveryType,
    deliveryAddress: z.string().nullable(),
    deliveryAddressDetails: z
      .object({
        streetName: z.string().nullish(),
        streetNumber: z.string().nullish(),
        complement: z.string().nullish(),
        neighborhood: z.string().nullish(),
        reference: z.string().nullish(),
        city: z.string().nullish(),
        state: z.string().nullish(),
        postalCode: z.string().nullish(),
      })
      .nullable()
      .optional()
      .describe(
        'O endereço de entrega em partes (rua, número, complemento, bairro, referência, cidade, UF, CEP), quando a plataforma o envia (iFood).',
      ),
    tableNumber: z.string().nullable().describe('Número da mesa, como o cliente informou.'),
    deliveryFee: money,
    estimatedTime: z.number().int().nullable().describe('Minutos estimados.'),
    loyaltyPointsEarned: z.number().int(),
    loyaltyPointsUsed: z.number().int(),
    loyaltyRedemptionPending: z
      .boolean()
      .describe('Resgate de pontos aguardando a confirmação do restaurante.'),
    loyaltyRewardId,
    loyaltyRewardName,
    discountApplied: money.describe('Desconto total: cupom mais pontos ou recompensa.'),
    couponId: z.string().nullable(),
    couponDiscount: money,
    notes: z.string().nullable(),
    cancellationReason: z.string().nullable(),
    paymentMethod,
    cardType,
    cardBrand: z
      .string()
      .nullable()
      .optional()
      .describe('Bandeira do cartão, como a plataforma a envia (iFood: payments.methods[].card.brand).'),
    hasFiscalCpf: z
      .boolean()
      .optional()
      .describe('O pedido tem o CPF do consumidor para a NFC-e (o número não é mostrado).'),
    changeFor: money.nullable().describe('Troco para, no dinheiro.'),
    paidAt: isoDateTime.nullable(),
    orderSource: z
      .enum(ORDER_SOURCES)
      .describe('De onde veio o pedido: direct (cardápio ou balcão) ou a plataforma.'),
    externalOrderId: z.string().nullable(),
    platformFee: money.nullable(),
    externalStatus: z.string().nullable().describe('Status na plataforma de origem.'),
    syncedAt: isoDateTime.nullable(),
    confirmedAt: isoDateTime.nullable(),
    readyAt: isoDateTime.nullable(),
    deliveredAt: isoDateTime.nullable(),
    cancelledAt: isoDateTime.nullable(),
    printedAt: isoDateTime.nullable(),
    takenBy: z
      .object({ staffId: z.string(), name: z.string(), roleLabel: z.string() })
      .nullable()
      .describe(
        'Quem da equipe registrou o pedido no balcão (o nome e o perfil daquele momento); nulo para pedidos do cliente e do dono.',
      ),
    changeSeq: z.number().int().describe('Versão do pedido, cresce a cada mudança.'),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    pixStatus: z
      .string()
      .optional()
      .describe(
        'Na lista de pedidos: estado do PIX do Mercado Pago do pedido (pending, approved, cancelled…).',
      ),
    pixExpiresAt: isoDateTime
      .nullable()
      .optional()
      .describe('Na lista de pedidos: quando o PIX do Mercado Pago do pedido expira.'),
  })
  .describe('Pedido, como o painel do dono o vê.');

/** An item a confirmed order took to or below its minimum alert. */
export const lowStockItemSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  stockQuantity: z.number().int(),
  minStockAlert: z.number().int(),
  stockUnit: z.string(),
});

export const statusChangeAnswerSchema = ownerOrderSchema
  .extend({
    lowStock: z
      .array(lowStockItemSchema)
      .describe('Itens que a confirmação deixou no estoque mínimo ou abaixo (aviso do painel).'),
  })
  .describe('O pedido com o novo status.');

/** The diner's answer to `POST /api/orders` (toPlacedOrder). */
export const placedOrderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    restaurantId: z.string(),
    customerName: z.string(),
    customerPhone: z.string(),
    status,
    deliveryType,
    deliveryAddress: z.string().nullable(),
    tableNumber: z.string().nullable().describe('Número da mesa, como o cliente informou.'),
    items: z.array(orderLineSchema),
    subtotal: money,
    deliveryFee: money,
    discountApplied: money,
    loyaltyPointsUsed: z.number().int(),
    loyaltyRedemptionPending: z.boolean().describe('Os pontos aguardam a confirmação do restaurante.'),
    loyaltyRewardId,
    loyaltyRewardName,
    total: money.describe('Total calculado pelo servidor.'),
    notes: z.string().nullable(),
    paymentMethod,
    cardType,
    changeFor: money.nullable(),
    paidAt: isoDateTime.nullable(),
    orderSource: z.enum(ORDER_SOURCES),
    createdAt: isoDateTime,
    trackingUrl: z.string().describe('Link de acompanhamento do pedido.'),
  })
  .describe('Pedido criado, com os valores do servidor e o link de acompanhamento.');

export const panelSettingsSchema = z
  .object({
    autoPrintOnConfirm: z.boolean().describe('Imprime o pedido ao confirmar.'),
    kitchenPrinting: z
      .object({
        silent: z
          .boolean()
          .describe(
            'Alguma praça ativa tem impressora (rede, USB, serial ou navegador): os pedidos confirmados saem nas praças e o painel não abre a janela de impressão.',
          ),
        counterPrinter: z
          .boolean()
          .describe("A praça do Caixa (ativa) tem impressora: 'Imprimir conta' pode sair nela."),
      })
      .optional()
      .describe(
        'O que as impressoras das praças significam para o painel (calculado no servidor; só leitura).',
      ),
  })
  .describe('Configurações do painel de pedidos.');
