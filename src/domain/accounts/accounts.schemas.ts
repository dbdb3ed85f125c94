/**
 * Login and registration rules of section 5, shared by the forms and the server so both say the
 * same Portuguese words.
 */
import { z } from 'zod';

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Numeric text with at most 10 digits, 6 of them decimals (section 5). */
const coordinate = (max: number, label: string) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => value === '' || /^-?\d{1,4}(\.\d{1,6})?$/.test(value), `${label} inválida`)
    .refine((value) => value === '' || Math.abs(Number(value)) <= max, `${label} fora do intervalo`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

export const emailSchema = z
  .string({ error: 'E-mail inválido' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail inválido')
  .pipe(z.email('E-mail inválido'));

export const PASSWORD_MIN = 6;
export const passwordSchema = z
  .string({ error: 'Senha é obrigatória' })
  .min(1, 'Senha é obrigatória')
  .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres`)
  .max(128, 'A senha deve ter no máximo 128 caracteres');

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Senha é obrigatória' })
    .min(1, 'Senha é obrigatória')
    .max(128, 'Senha inválida'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Digits of a Brazilian phone with country code: 12 (landline) or 13 (mobile) digits. */
export const whatsappSchema = z
  .string({ error: 'WhatsApp é obrigatório' })
  .trim()
  .min(1, 'WhatsApp é obrigatório')
  .transform((value) => value.replace(/\D/g, ''))
  .transform((digits) => (digits.length === 10 || digits.length === 11 ? `55${digits}` : digits))
  .refine(
    (digits) => /^55\d{10,11}$/.test(digits),
    'WhatsApp inválido: informe DDD e número, ex. (11) 99999-8888',
  );

export const registerSchema = z.object({
  name: requiredText('Nome do restaurante é obrigatório', 120),
  description: optionalText(1000),
  whatsapp: whatsappSchema,
  address: requiredText('Endereço é obrigatório', 300),
  city: optionalText(120),
  state: optionalText(2),
  zipCode: optionalText(9),
  latitude: coordinate(90, 'Latitude'),
  longitude: coordinate(180, 'Longitude'),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;
