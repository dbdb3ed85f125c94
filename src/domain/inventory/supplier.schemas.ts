/**
 * Suppliers (section 3): the form and the API share these rules. Phones are Brazilian (area code and
 * number, stored as digits with the country code) and e-mails must be valid.
 */
import { z } from 'zod';
import { optionalText } from './inventory-fields';

export const SUPPLIER_NAME_MAX = 120;
export const PHONE_INVALID = 'Telefone inválido: informe DDD e número, ex. (11) 99999-8888';
export const EMAIL_INVALID = 'E-mail inválido';

/** "(11) 3333-4444" -> "551133334444"; null when it is not a Brazilian landline or mobile number. */
export function normalizeSupplierPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const withCountry = digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
  return /^55[1-9][1-9](\d{8}|9\d{8})$/.test(withCountry) ? withCountry : null;
}

const phone = optionalText(30, 'Telefone').transform((value, ctx) => {
  if (!value) return value;
  const normalized = normalizeSupplierPhone(value);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
    return z.NEVER;
  }
  return normalized;
});

const email = optionalText(254, 'E-mail').refine(
  (value) => !value || z.email().safeParse(value).success,
  EMAIL_INVALID,
);

const supplierFields = {
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(SUPPLIER_NAME_MAX, `O nome deve ter no máximo ${SUPPLIER_NAME_MAX} caracteres`),
  /** The person to talk to at the supplier. */
  contact: optionalText(120, 'Contato'),
  phone,
  email: email.transform((value) => value?.toLowerCase() ?? value),
  address: optionalText(300, 'Endereço'),
  notes: optionalText(1000, 'Observações'),
  isActive: z.boolean({ error: 'Informe se o fornecedor está ativo' }),
};

export const supplierSchema = z.object({
  ...supplierFields,
  isActive: supplierFields.isActive.default(true),
});
export type SupplierInput = z.input<typeof supplierSchema>;
export type SupplierValues = z.output<typeof supplierSchema>;

/** Editing some fields, or deactivating ({ isActive: false }). */
export const supplierPatchSchema = z.object(supplierFields).partial();
export type SupplierPatch = z.output<typeof supplierPatchSchema>;
