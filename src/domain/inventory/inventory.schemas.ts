/**
 * The 'Movimento de Estoque' dialog and the item's stock settings (section 5). The dialog and the
 * API parse with these same schemas, so the owner reads the same Portuguese words in both.
 */
import { z } from 'zod';
import { costField, idField, optionalText, quantityField } from './inventory-fields';
import { DEFAULT_STOCK_UNIT, STOCK_MOVEMENT_TYPES } from './stock';

export const MIN_STOCK_ALERT_MAX = 100_000;
export const STOCK_UNIT_MAX = 20;

export const stockMovementSchema = z.object({
  menuItemId: idField('Selecione um item'),
  type: z.enum(STOCK_MOVEMENT_TYPES, { error: 'Tipo de movimento inválido' }).default('entrada'),
  /** Units moved; for `ajuste`, the counted quantity. */
  quantity: quantityField(),
  reason: optionalText(200, 'Motivo'),
  notes: optionalText(1000, 'Observações'),
  costPerUnit: costField('o custo por unidade'),
});
export type StockMovementInput = z.input<typeof stockMovementSchema>;
export type StockMovementValues = z.output<typeof stockMovementSchema>;

const minStockAlert = z
  .unknown()
  .transform((value) => (value === '' || value === null || value === undefined ? 0 : Number(value)))
  .pipe(
    z
      .number({ error: 'Alerta mínimo inválido' })
      .int('O alerta mínimo deve ser um número inteiro')
      .min(0, 'O alerta mínimo não pode ser negativo')
      .max(
        MIN_STOCK_ALERT_MAX,
        `O alerta mínimo deve ser de no máximo ${MIN_STOCK_ALERT_MAX.toLocaleString('pt-BR')}`,
      ),
  );

const stockUnit = z
  .string({ error: 'Unidade inválida' })
  .trim()
  .max(STOCK_UNIT_MAX, `A unidade deve ter no máximo ${STOCK_UNIT_MAX} caracteres`)
  .transform((unit) => unit || DEFAULT_STOCK_UNIT);

/** The 'Editar' dialog and the 'Ativo'/'Inativo' switch: any of the item's stock settings. */
export const inventorySettingsSchema = z
  .object({
    hasInventoryControl: z.boolean({ error: 'Informe se o controle de estoque está ativo' }),
    minStockAlert,
    stockUnit,
    costPrice: costField('o custo unitário'),
  })
  .partial()
  .refine((values) => Object.values(values).some((value) => value !== undefined), 'Nada para alterar');
export type InventorySettingsInput = z.input<typeof inventorySettingsSchema>;
export type InventorySettingsValues = z.output<typeof inventorySettingsSchema>;
