/** A supplier as the API returns it (toSupplierView), as zod for the API description. */
import { z } from 'zod';
import { isoDateTime } from '../../lib/answer-schemas';

export const supplierViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    contact: z.string().nullable(),
    phone: z.string().nullable().describe('Dígitos com o código do país, ex.: 5511999998888.'),
    email: z.string().nullable(),
    address: z.string().nullable(),
    notes: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: isoDateTime,
  })
  .describe('Fornecedor.');
