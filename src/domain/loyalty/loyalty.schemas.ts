/** The loyalty forms of section 5, with their Portuguese messages; the server repeats them. */
import { z } from 'zod';
import { parseDecimalInput } from '../format/decimal-input';
import { REWARD_TYPES } from './loyalty';

const decimal = (message: string, max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => parseDecimalInput(value) ?? Number.NaN)
    .refine((value) => Number.isFinite(value) && value >= 0 && value <= max, message);

const bonusPoints = z.coerce
  .number({ error: 'Informe um número' })
  .int('Deve ser um número inteiro')
  .min(0, 'Deve ser maior ou igual a zero')
  .max(100_000, 'Máximo de 100000 pontos');

export const loyaltySettingsSchema = z.object({
  pointsPerReal: decimal('Pontos por real deve ser maior ou igual a zero', 100).refine(
    (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
    'Use no máximo uma casa decimal',
  ),
  pointsForRedemption: z.coerce
    .number({ error: 'Informe um número' })
    .int('Deve ser um número inteiro')
    .min(1, 'Mínimo de 1 ponto')
    .max(100_000, 'Máximo de 100000 pontos'),
  discountValue: decimal('Valor do desconto deve ser maior ou igual a zero', 100_000).refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Use no máximo duas casas decimais',
  ),
  bonusPointsPerOrder: bonusPoints,
  birthdayBonus: bonusPoints.optional(),
  referralBonus: bonusPoints.optional(),
  isActive: z.boolean().optional(),
  /** Whether a coupon and points may discount the same order (stored on the restaurant). */
  allowCouponWithPoints: z.boolean({ error: 'Informe se cupom e pontos podem ser combinados' }).optional(),
});
export type LoyaltySettingsInput = z.input<typeof loyaltySettingsSchema>;
export type LoyaltySettingsValues = z.output<typeof loyaltySettingsSchema>;

const optionalDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ? new Date(value) : null))
  .refine((value) => value === null || !Number.isNaN(value.getTime()), 'Data inválida');

export const rewardSchema = z
  .object({
    name: z.string({ error: 'Nome é obrigatório' }).trim().min(1, 'Nome é obrigatório').max(120),
    description: z.string().trim().max(500).nullish(),
    pointsCost: z.coerce
      .number({ error: 'Pontos devem ser maior que zero' })
      .int('Pontos devem ser maior que zero')
      .min(1, 'Pontos devem ser maior que zero')
      .max(1_000_000),
    rewardType: z.enum(REWARD_TYPES, { error: 'Tipo é obrigatório' }),
    rewardValue: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)))
      .refine((value) => value === null || /^\d{1,8}([.,]\d{1,2})?$/.test(value), 'Valor inválido')
      .transform((value) => (value === null ? null : value.replace(',', '.'))),
    maxRedemptions: z
      .union([z.coerce.number().int('Deve ser um número inteiro').min(1, 'Mínimo de 1'), z.null()])
      .optional(),
    // The menu item a 'freeItem' reward gives (section 3); the server checks it is this restaurant's.
    itemId: z
      .union([z.string().trim().max(64), z.null()])
      .optional()
      .transform((value) => value || null),
    validFrom: optionalDate,
    validUntil: optionalDate,
    isActive: z.boolean().optional(),
  })
  .refine((r) => !r.validFrom || !r.validUntil || r.validFrom <= r.validUntil, {
    message: 'A data final deve ser depois da inicial',
    path: ['validUntil'],
  });
export type RewardInput = z.input<typeof rewardSchema>;

export const tierSchema = z.object({
  minPoints: z.coerce.number().int('Deve ser um número inteiro').min(0, 'Deve ser maior ou igual a zero'),
  multiplier: z.coerce
    .number({ error: 'Multiplicador inválido' })
    .min(1, 'O multiplicador mínimo é 1,00')
    .max(9.99, 'O multiplicador máximo é 9,99'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida')
    .optional(),
  benefits: z.array(z.string().trim().min(1).max(120)).max(10).optional(),
});
export type TierInput = z.input<typeof tierSchema>;

/** A new tier: a name (shown as typed, unique in the restaurant) plus the editable fields. */
export const newTierSchema = tierSchema.extend({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .toLowerCase()
    .min(1, 'Nome é obrigatório')
    .max(30, 'Nome: use no máximo 30 caracteres'),
});
export type NewTierInput = z.input<typeof newTierSchema>;

export const PHONE_SEARCH_ERROR = 'Telefone deve ter pelo menos 10 dígitos';
export const phoneSearchSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length >= 10 && digits.length <= 15, PHONE_SEARCH_ERROR);

export const manualBonusSchema = z.object({
  points: z.union([z.literal(10), z.literal(25), z.literal(50)], { error: 'Bônus deve ser 10, 25 ou 50' }),
  type: z.literal('bonus').default('bonus'),
  description: z.string().trim().max(200).optional(),
});
