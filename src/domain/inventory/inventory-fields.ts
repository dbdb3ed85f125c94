/**
 * Field rules shared by the stock, supplier and purchase schemas: quantities as the movement form
 * reads them (section 5: non-numeric input counts as 0, and 0 is refused), money that may be zero
 * and may be left blank, and trimmed optional text.
 */
import { z } from 'zod';
import { parseDecimalInput } from '../format/decimal-input';
import { PRICE_LIMIT_CENTS, PRICE_LIMIT_TEXT, parseMoneyInput } from '../menu/money-input';

export const QUANTITY_REQUIRED = 'Quantidade deve ser maior que 0';
export const QUANTITY_MAX = 100_000;

/** Non-numeric input counts as 0, as the form's number input does. */
export function quantityInput(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  return parseDecimalInput(value) ?? 0;
}

/** Units moved or bought: a whole number of at least 1. */
export const quantityField = () =>
  z
    .unknown()
    .transform(quantityInput)
    .pipe(
      z
        .number()
        .min(1, QUANTITY_REQUIRED)
        .int('A quantidade deve ser um número inteiro')
        .max(QUANTITY_MAX, `A quantidade deve ser de no máximo ${QUANTITY_MAX.toLocaleString('pt-BR')}`),
    );

/** A non-negative amount in reais (a cost, a unit price); blank counts as zero. Cents out. */
export const costField = (subject: string) => {
  const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
  return z
    .union([z.string(), z.number(), z.null()], { error: `${Subject} deve ser um valor como 29,90` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        return 0;
      const cents = parseMoneyInput(value);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: `${Subject} deve ser um valor como 29,90` });
        return z.NEVER;
      }
      return cents;
    })
    .refine((cents) => cents >= 0, `${Subject} não pode ser menor que zero`)
    .refine((cents) => cents < PRICE_LIMIT_CENTS, `${Subject} deve ser menor que ${PRICE_LIMIT_TEXT}`);
};

/** Optional text: blank or null becomes null, absent stays undefined (a partial update skips it). */
export const optionalText = (max: number, label: string) =>
  z
    .union([
      z
        .string({ error: `${label} inválido` })
        .trim()
        .max(max, `${label} deve ter no máximo ${max} caracteres`),
      z.null(),
    ])
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

export const idField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(64, message);
