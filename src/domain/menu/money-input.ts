/**
 * Money as an owner types it in a form ("R$ 1.234,56", "29,90", "29.9") or as the API sends it
 * ("29.90", 29.9), turned into integer cents. The menu forms and the server validate prices with the
 * same schemas, built here, so both answer with the same Portuguese words.
 */
import { z } from 'zod';
import { type Cents, parseCents } from '../money/money';

/** R$ 100.000,00: prices and fees must stay below it. */
export const PRICE_LIMIT_CENTS: Cents = 10_000_000;
export const PRICE_LIMIT_TEXT = 'R$ 100.000,00';

/** Cents of a typed or sent amount; null when it is not money (letters, 3 decimals, NaN). */
export function parseMoneyInput(value: unknown): Cents | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const cents = value * 100;
    return Math.abs(cents - Math.round(cents)) < 1e-6 ? Math.round(cents) : null;
  }
  if (typeof value !== 'string') return null;
  let text = value.replace(/R\$/i, '').replace(/\s/g, '');
  // pt-BR: with a comma present, dots are thousands separators ("1.234,56").
  if (text.includes(',')) text = text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  return parseCents(text);
}

interface MoneyRules {
  /** The field with its article, as messages name it: "o preço", "a taxa de entrega". */
  subject: string;
  /** Whether zero is allowed (an add-on that costs nothing) or the amount must be positive. */
  allowZero: boolean;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A money field: string or number in, integer cents out, below R$ 100.000,00. */
export function moneyField({ subject, allowZero }: MoneyRules) {
  const Subject = capitalise(subject);
  return z
    .union([z.string(), z.number()], { error: `Informe ${subject}` })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: `Informe ${subject}` });
        return z.NEVER;
      }
      const cents = parseMoneyInput(value);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: `${Subject} deve ser um valor como 29,90` });
        return z.NEVER;
      }
      return cents;
    })
    .refine((cents) => (allowZero ? cents >= 0 : cents > 0), {
      message: allowZero ? `${Subject} não pode ser menor que zero` : `${Subject} deve ser maior que zero`,
    })
    .refine((cents) => cents < PRICE_LIMIT_CENTS, {
      message: `${Subject} deve ser menor que ${PRICE_LIMIT_TEXT}`,
    });
}
