/**
 * The body of `POST /api/orders` (section 7, plus options): shapes and sane lengths only. The rules
 * of section 5 (name, phone, address, table, empty cart) run in the service through the domain's
 * checkoutIssue, so the diner gets them in the specification's order and words. `status` and
 * `deliveryFee` are not read: unknown fields are stripped, the server decides both.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../../domain/menu/menu';
import { DELIVERY_TYPES } from '../../../domain/orders/order-status';
import { CARD_TYPES } from '../../../domain/payments/payment-method';

const id = z.string({ error: 'Identificador inválido' }).trim().min(1, 'Identificador inválido').max(64);

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label}: use no máximo ${max} caracteres`)
    .nullish()
    .transform((value) => value || null);

const orderLineSchema = z
  .object({
    menuItemId: id.optional(),
    id: id.optional(),
    quantity: z
      .number({ error: 'Quantidade inválida' })
      .int('A quantidade deve ser um número inteiro')
      .min(1, 'A quantidade mínima é 1')
      .max(99, 'A quantidade máxima é 99 por item'),
    notes: optionalText(300, 'Observação do item'),
    optionIds: z.array(id, { error: 'Opções inválidas' }).max(50, 'Opções demais em um item').default([]),
  })
  .refine((line) => line.menuItemId ?? line.id, 'Item sem identificador')
  .transform(({ menuItemId, id: itemId, ...line }) => ({ ...line, menuItemId: (menuItemId ?? itemId)! }));

/** `items` arrives as the specification's JSON text or as an array. */
const parseJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const money = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} inválido` })
    .transform((value) => String(value).trim());

const coordinate = (limit: number) =>
  z.number({ error: 'Localização inválida' }).min(-limit).max(limit).nullish();

export const placeOrderBodySchema = z.object({
  restaurantId: id,
  customerName: z
    .string({ error: 'Nome inválido' })
    .trim()
    .max(120, 'Nome: use no máximo 120 caracteres')
    .default(''),
  customerPhone: z.string({ error: 'Telefone inválido' }).trim().max(30, 'Telefone inválido').default(''),
  deliveryType: z.enum(DELIVERY_TYPES, { error: 'Tipo de pedido inválido' }).default('pickup'),
  deliveryAddress: optionalText(300, 'Endereço'),
  neighborhood: optionalText(100, 'Bairro'),
  deliveryLatitude: coordinate(90),
  deliveryLongitude: coordinate(180),
  tableNumber: z
    .union([z.string(), z.number()], { error: 'Número da mesa inválido' })
    .transform((value) => String(value).trim())
    .pipe(z.string().max(10, 'Número da mesa inválido'))
    .nullish()
    .transform((value) => value || null),
  /**
   * The short code printed on the table's card, asked when the restaurant turns 'Código da mesa' on
   * (decision 0042). Optional: a section 7 client never sends it.
   */
  tableCode: z
    .string({ error: 'Código da mesa inválido' })
    .trim()
    .max(16, 'Código da mesa inválido')
    .nullish()
    .transform((value) => value || null)
    .describe('Código da mesa impresso no cartão, quando o restaurante pede (opcional).'),
  items: z.preprocess(
    parseJsonText,
    z.array(orderLineSchema, { error: 'Itens inválidos' }).max(100, 'No máximo 100 itens por pedido'),
  ),
  notes: optionalText(500, 'Observações'),
  total: money('Total').optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Forma de pagamento inválida' }).nullish(),
  cardType: z.enum(CARD_TYPES, { error: 'Escolha crédito ou débito' }).nullish(),
  /** 'Troco para': the note a cash payer will hand over (checked against the total by the service). */
  changeFor: money('Troco').nullish(),
  /** Loyalty points to use as a discount (whole blocks; checked by the loyalty module). */
  pointsToRedeem: z
    .number({ error: 'Pontos inválidos' })
    .int('Pontos inválidos')
    .min(0, 'Pontos inválidos')
    .max(10_000_000, 'Pontos inválidos')
    .default(0),
  /**
   * The id of a loyalty reward to redeem with the order (decision 0039): checked and counted by the
   * loyalty module; it needs a device that proved the phone and does not combine with points.
   */
  rewardToRedeem: z
    .string({ error: 'Recompensa inválida' })
    .trim()
    .max(64, 'Recompensa inválida')
    .nullish()
    .transform((value) => value || null)
    .describe('Id da recompensa do programa de fidelidade a resgatar neste pedido (opcional).'),
  /** A coupon code typed in the cart (checked and counted by the coupons module). */
  couponCode: z.string({ error: 'Cupom inválido' }).trim().max(30, 'Cupom inválido').nullish(),
  /** 'Quero receber atualizações do pedido pelo WhatsApp' (LGPD consent); absent means no. */
  whatsappUpdates: z
    .boolean({ error: 'Escolha sim ou não para as atualizações pelo WhatsApp' })
    .default(false),
});

export type PlaceOrderInput = z.output<typeof placeOrderBodySchema>;
export type OrderLineInput = PlaceOrderInput['items'][number];
