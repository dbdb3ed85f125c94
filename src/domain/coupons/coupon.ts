/**
 * Coupons (PRODUCT.md, beyond the specification): a code worth a percentage or a fixed value, with a
 * minimum order, validity dates, a total usage limit and a limit per phone. The server applies them
 * with these rules; the owner's form validates with the same schema.
 */
import { z } from 'zod';
import { formatBRL } from '../format/format';
import { parseCents, percentOf } from '../money/money';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export interface CouponRule {
  kind: string;
  value: string;
  minOrder: string;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  maxUsesPerPhone: number | null;
  usedCount: number;
  isActive: boolean;
}

/** The discount on a subtotal, never more than the subtotal. */
export function couponDiscountCents(coupon: Pick<CouponRule, 'kind' | 'value'>, subtotalCents: number) {
  const value = parseCents(coupon.value) ?? 0;
  const discount = coupon.kind === 'percent' ? percentOf(subtotalCents, value / 100) : value;
  return Math.max(0, Math.min(discount, subtotalCents));
}

export const COUPON_USED_BY_PHONE = 'Você já usou este cupom o número máximo de vezes';

/** Why a coupon cannot be used on this order, or null when it can. */
export function couponIssue(
  coupon: CouponRule,
  order: { subtotalCents: number; usesByPhone: number; now: Date },
): string | null {
  if (!coupon.isActive) return 'Cupom inválido';
  if (coupon.validFrom && coupon.validFrom > order.now) return 'Cupom ainda não está válido';
  if (coupon.validUntil && coupon.validUntil < order.now) return 'Cupom expirado';
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'Cupom esgotado';
  if (coupon.maxUsesPerPhone !== null && order.usesByPhone >= coupon.maxUsesPerPhone)
    return COUPON_USED_BY_PHONE;
  const minimum = parseCents(coupon.minOrder) ?? 0;
  if (order.subtotalCents < minimum) return `Pedido mínimo para este cupom: ${formatBRL(minimum)}`;
  return null;
}

export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

const money = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .refine((value) => /^\d{1,8}(\.\d{1,2})?$/.test(value), 'Valor inválido');
const limit = z
  .union([z.coerce.number().int('Deve ser um número inteiro').min(1, 'Mínimo de 1'), z.null()])
  .optional();
const date = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ? new Date(value) : null))
  .refine((value) => value === null || !Number.isNaN(value.getTime()), 'Data inválida');

export const couponSchema = z
  .object({
    code: z
      .string({ error: 'Código é obrigatório' })
      .transform(normalizeCouponCode)
      .pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, 'Use de 3 a 30 letras, números, - ou _')),
    kind: z.enum(COUPON_KINDS, { error: 'Tipo deve ser percentual ou valor fixo' }),
    value: money,
    minOrder: money.optional().default('0'),
    validFrom: date,
    validUntil: date,
    maxUses: limit,
    maxUsesPerPhone: limit,
    isActive: z.boolean().optional(),
  })
  .refine((c) => c.kind !== 'percent' || Number(c.value) <= 100, {
    message: 'O percentual máximo é 100',
    path: ['value'],
  })
  .refine((c) => Number(c.value) > 0, { message: 'O valor deve ser maior que zero', path: ['value'] })
  .refine((c) => !c.validFrom || !c.validUntil || c.validFrom <= c.validUntil, {
    message: 'A data final deve ser depois da inicial',
    path: ['validUntil'],
  });
