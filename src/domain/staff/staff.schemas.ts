/**
 * A staff member as the owner writes it, and the PIN rules: 4 to 6 digits, none a person would guess
 * first (the same digit repeated, a straight run up or down, a pair repeated like 1212).
 */
import { z } from 'zod';
import { STAFF_ROLES } from './roles';

export const PIN_FORMAT = 'O PIN deve ter de 4 a 6 números.';
export const PIN_TOO_EASY =
  'Esse PIN é fácil demais de adivinhar. Escolha outro (evite 0000, 1234, 1212...).';

/** A PIN that a stranger would try first. */
export function isTrivialPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - digits[index]!);
  if (steps.every((step) => step === 0)) return true;
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  // A two-digit pattern repeated: 1212, 121212, 2323.
  if (pin.length % 2 === 0 && pin === pin.slice(0, 2).repeat(pin.length / 2)) return true;
  // Three digits twice: 123123, 696969 is caught above.
  if (pin.length === 6 && pin.slice(0, 3) === pin.slice(3)) return true;
  return false;
}

export const pinSchema = z
  .string({ error: PIN_FORMAT })
  .regex(/^\d{4,6}$/, PIN_FORMAT)
  .refine((pin) => !isTrivialPin(pin), PIN_TOO_EASY);

const nameSchema = z
  .string({ error: 'Informe o nome' })
  .trim()
  .min(2, 'O nome deve ter pelo menos 2 caracteres')
  .max(60, 'O nome deve ter no máximo 60 caracteres');

export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'Escolha um perfil: Gerente, Garçom, Cozinha ou Caixa',
});

export const createStaffSchema = z.object({
  name: nameSchema,
  role: staffRoleSchema,
  pin: pinSchema.optional(),
});

export const updateStaffSchema = z.object({
  name: nameSchema.optional(),
  role: staffRoleSchema.optional(),
  isActive: z.boolean({ error: 'Valor inválido' }).optional(),
});

export const setPinSchema = z.object({ pin: pinSchema });

/**
 * 'Trocar usuário': a staff member chosen from the list with their PIN, or the owner back with the
 * account's password. A PIN alone never names a person (decision 0040), so nothing can be found by
 * trying PINs.
 */
export const switchSchema = z
  .object({
    staffId: z.string({ error: 'Escolha quem vai usar o painel' }).min(1).max(64).optional(),
    pin: z.string({ error: 'PIN incorreto.' }).max(6, 'PIN incorreto.').optional(),
    password: z.string({ error: 'Digite a senha do dono' }).max(128).optional(),
  })
  .refine((body) => (body.staffId && body.pin) || body.password, {
    message: 'Escolha quem vai usar o painel e digite o PIN, ou a senha do dono.',
  });
export type SwitchInput = z.infer<typeof switchSchema>;
