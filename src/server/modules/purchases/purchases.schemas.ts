/** A purchase as the API returns it (purchases.views.ts), as zod for the API description. */
import { z } from 'zod';
import { PURCHASE_STATUSES } from '../../../domain/inventory/stock';
import { isoDateTime, money } from '../../lib/answer-schemas';

export const purchaseViewSchema = z
  .object({
    id: z.string(),
    supplierId: z.string().nullable(),
    supplierName: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
    purchaseDate: z.string().nullable().describe('Data da compra, "AAAA-MM-DD".'),
    totalAmount: money,
    status: z.enum(PURCHASE_STATUSES),
    notes: z.string().nullable(),
    receivedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    items: z.array(
      z.object({
        id: z.string(),
        menuItemId: z.string(),
        menuItemName: z.string(),
        quantity: z.number().int(),
        unitPrice: money,
        totalPrice: money,
      }),
    ),
  })
  .describe('Compra de um fornecedor.');
