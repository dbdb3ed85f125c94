/**
 * The stock answers as zod (inventory.views.ts builds them; the shapes are the domain's
 * inventory-api.ts): money as decimal strings, times as ISO text.
 */
import { z } from 'zod';
import { STOCK_MOVEMENT_TYPES } from '../../../domain/inventory/stock';
import { isoDateTime, money } from '../../lib/answer-schemas';

export const inventoryItemViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    price: money,
    imageUrl: z.string().nullable(),
    category: z.string().nullable(),
    isActive: z.boolean(),
    hasInventoryControl: z.boolean(),
    stockQuantity: z.number().int(),
    minStockAlert: z.number().int(),
    stockUnit: z.string(),
    costPrice: money.describe('Custo por unidade.'),
    status: z
      .enum(['Baixo', 'OK', 'N/A'])
      .describe('Baixo no mínimo ou abaixo; N/A sem controle de estoque.'),
  })
  .describe('Item do cardápio com seu estoque.');

export const inventoryViewSchema = z
  .object({
    counters: z.object({
      controlledItems: z.number().int(),
      lowStock: z.number().int(),
      stockOk: z.number().int(),
      totalValue: money.describe('Soma de quantidade × custo dos itens controlados.'),
    }),
    items: z.array(inventoryItemViewSchema),
  })
  .describe('Estoque: contadores e itens.');

const movementShape = {
  id: z.string(),
  menuItemId: z.string(),
  menuItemName: z.string(),
  type: z.enum(STOCK_MOVEMENT_TYPES),
  quantity: z
    .number()
    .int()
    .describe('Variação aplicada ao estoque, com sinal (um ajuste registra a diferença).'),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable().describe('Número do pedido, nas vendas.'),
  purchaseId: z.string().nullable(),
  costPerUnit: money,
  totalCost: money,
  createdBy: z.string().nullable(),
  createdAt: isoDateTime,
};

export const stockMovementViewSchema = z.object(movementShape).describe('Movimento de estoque.');

export const registeredMovementViewSchema = z
  .object({
    ...movementShape,
    stockAfter: z.number().int().describe('Estoque do item depois do movimento.'),
    hasInventoryControl: z.boolean(),
    notice: z
      .string()
      .optional()
      .describe(
        'Aviso quando o item está sem controle de estoque: o movimento fica registrado, mas não vale.',
      ),
  })
  .describe('Movimento registrado, com o estoque resultante.');
