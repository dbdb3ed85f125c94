/**
 * The restaurant's WhatsApp as typed in the 'Visual' form: "(11) 99999-8888", "+55 11 99999 8888",
 * "011 3333-4444", "5511999998888". It is stored as digits with the country code: 13 for a mobile
 * (9 digits after the area code, starting with 9), 12 for a landline (8 digits starting 2 to 5).
 * Builds on the registration rule (accounts) and adds the trunk zero and the numbering plan.
 */
import { z } from 'zod';
import { whatsappSchema } from '../accounts/accounts.schemas';

/** Drops the trunk prefix 0 people still type before the area code ("011 ..."). */
const withoutTrunkZero = (value: unknown) =>
  typeof value === 'string' && /^\D*0/.test(value) ? value.replace(/\D/g, '').replace(/^0+/, '') : value;

export const brazilianWhatsappSchema = z.preprocess(
  withoutTrunkZero,
  whatsappSchema.refine((digits) => {
    const area = digits.slice(2, 4);
    const number = digits.slice(4);
    if (!/^[1-9][1-9]$/.test(area)) return false;
    return number.length === 9 ? number.startsWith('9') : /^[2-5]/.test(number);
  }, 'WhatsApp inválido: celular com 9 dígitos após o DDD, ex. (11) 99999-8888'),
);
