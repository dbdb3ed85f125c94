/**
 * Birth dates and referral codes: the two ways a customer gives the loyalty program what its
 * birthday and referral bonuses need. The owner records a birth date in the VIP program; a diner
 * enters a friend's code on 'Meus pedidos' before their own first order is delivered. These checks
 * live here so the server's refusal and the screens' hints use the same words.
 */
import { z } from 'zod';

export const REFERRAL_ERRORS = {
  invalid: 'Código de indicação inválido',
  notFound: 'Código de indicação não encontrado neste restaurante',
  own: 'Você não pode usar o seu próprio código',
  already: 'Você já informou um código de indicação',
  afterFirstOrder: 'O código de indicação vale só até o seu primeiro pedido ser entregue',
  noOrder: 'Faça um pedido neste restaurante para informar um código de indicação',
  unavailable: 'Programa de indicação indisponível neste restaurante',
} as const;

/** Codes are 8 characters of an alphabet without look-alikes; typing is forgiving (case, spaces). */
export const referralCodeSchema = z
  .string({ error: REFERRAL_ERRORS.invalid })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/, REFERRAL_ERRORS.invalid));

export interface ReferralState {
  /** The program is on and the restaurant pays a referral bonus. */
  programActive: boolean;
  /** The diner has at least one order at this restaurant. */
  hasOrdered: boolean;
  /** The diner's loyalty row, if any yet. */
  customer: { id: string; referredBy: string | null; totalOrders: number } | null;
  /** The owner of the code typed, among this restaurant's customers. */
  referrerId: string | null;
}

/** Why this diner cannot record this code now, or null when they can. */
export function referralIssue(state: ReferralState): string | null {
  if (!state.programActive) return REFERRAL_ERRORS.unavailable;
  if (!state.hasOrdered) return REFERRAL_ERRORS.noOrder;
  if (state.customer?.referredBy) return REFERRAL_ERRORS.already;
  if (state.customer && state.customer.totalOrders > 0) return REFERRAL_ERRORS.afterFirstOrder;
  if (!state.referrerId) return REFERRAL_ERRORS.notFound;
  if (state.customer && state.referrerId === state.customer.id) return REFERRAL_ERRORS.own;
  return null;
}

/** Whether the diner may still type a friend's code (before any check of the code itself). */
export const canEnterReferral = (state: Omit<ReferralState, 'referrerId'>) =>
  referralIssue({ ...state, referrerId: 'any' }) === null;

export const BIRTH_DATE_ERROR = 'Data de nascimento inválida';

/** A real calendar day (YYYY-MM-DD), not in the future, from 1900 on. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value <= today.toISOString().slice(0, 10);
}

const blankToNull = (value: string | null) => value || null;

/**
 * The owner's edit of a customer in the VIP program: name, e-mail and birth date. A field left out
 * is kept; an empty one is cleared.
 */
export const customerProfileSchema = z.object({
  customerName: z
    .string({ error: 'Nome inválido' })
    .trim()
    .max(120, 'Nome: use no máximo 120 caracteres')
    .nullable()
    .transform(blankToNull)
    .optional(),
  customerEmail: z
    .union([z.literal(''), z.email('E-mail inválido').max(200, 'E-mail inválido'), z.null()], {
      error: 'E-mail inválido',
    })
    .transform(blankToNull)
    .optional(),
  birthDate: z
    .union(
      [z.literal(''), z.string().refine((value) => isValidBirthDate(value), BIRTH_DATE_ERROR), z.null()],
      {
        error: BIRTH_DATE_ERROR,
      },
    )
    .transform(blankToNull)
    .optional(),
});
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;
