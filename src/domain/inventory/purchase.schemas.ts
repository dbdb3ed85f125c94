/**
 * A purchase from a supplier (section 3): its header and lines. The total is never taken from the
 * client: the server computes it from the lines with purchaseTotalCents.
 */
import { z } from 'zod';
import { costField, idField, optionalText, quantityField } from './inventory-fields';

export const PURCHASE_LINES_MAX = 100;

const purchaseDate = z
  .union([z.string({ error: 'Data inválida' }).trim(), z.null()])
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), 'Data inválida');

/** "2024-05-13", a day that exists. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const purchaseLineSchema = z.object({
  menuItemId: idField('Selecione um item'),
  quantity: quantityField(),
  unitPrice: costField('o preço unitário'),
});

export const purchaseSchema = z.object({
  supplierId: z
    .union([z.string().trim().max(64, 'Fornecedor inválido'), z.null()])
    .optional()
    .transform((value) => value || null),
  invoiceNumber: optionalText(60, 'Número da nota'),
  /** Day of the purchase; today (São Paulo) when absent. */
  purchaseDate,
  notes: optionalText(1000, 'Observações'),
  items: z
    .array(purchaseLineSchema, { error: 'Adicione pelo menos um item à compra' })
    .min(1, 'Adicione pelo menos um item à compra')
    .max(PURCHASE_LINES_MAX, `Use no máximo ${PURCHASE_LINES_MAX} itens por compra`),
});
export type PurchaseInput = z.input<typeof purchaseSchema>;
export type PurchaseValues = z.output<typeof purchaseSchema>;
