/** The coupon answers as the client receives them (money as decimal strings, dates as ISO strings). */
import { z } from 'zod';
import { COUPON_KINDS } from '../../../domain/coupons/coupon';
import { isoDateTime, money } from '../../lib/answer-schemas';

/** One coupon as the owner's screen shows it (`toCoupon`). */
export const couponViewSchema = z.object({
  id: z.string(),
  code: z.string().describe('Código que o cliente digita, em maiúsculas.'),
  kind: z.enum(COUPON_KINDS).describe('percent: percentual do subtotal; fixed: valor fixo em reais.'),
  value: money.describe('Percentual ou valor em reais, conforme kind.'),
  minOrder: money.describe('Subtotal mínimo, em reais.'),
  validFrom: isoDateTime.nullable(),
  validUntil: isoDateTime.nullable(),
  maxUses: z.number().nullable().describe('Usos no total; nulo sem limite.'),
  maxUsesPerPhone: z.number().nullable().describe('Usos por telefone; nulo sem limite.'),
  usedCount: z.number(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});

export const couponListSchema = z.array(couponViewSchema);

export const couponPreviewSchema = z
  .object({
    code: z.string(),
    discount: money.describe('Desconto sobre o subtotal informado, em reais.'),
  })
  .describe('Prévia do desconto; o pedido confere o cupom de novo.');
