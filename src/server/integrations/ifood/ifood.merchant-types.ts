/**
 * iFood's Merchant module as Comanda reads it (developer.ifood.com.br/en-US/docs/guides/modules/
 * merchant/endpoints; states from .../pt-BR/docs/guides/merchant/workflow). The published status
 * example has no `reopenable` position (research §1.3, a gap): it is read where it appears, top
 * level or inside `message`, and only shown when present.
 */
import { z } from 'zod';

/** GET /merchant/v1.0/merchants: `[{ id, name, corporateName }]`. */
export interface IfoodMerchant {
  id: string;
  name: string;
  corporateName?: string;
}

const statusMessage = z
  .object({
    title: z.string().max(200).optional(),
    subtitle: z.string().max(300).optional(),
    description: z.string().max(500).optional(),
    reopenable: z.boolean().optional(),
  })
  .partial();

/** One entry of GET /merchants/{id}/status, checked so an unexpected answer is not shown raw. */
export const ifoodMerchantStatusSchema = z.object({
  operation: z.string().max(40),
  salesChannel: z.string().max(40).optional(),
  available: z.boolean().optional(),
  state: z.enum(['OK', 'WARNING', 'CLOSED', 'ERROR']),
  reopenable: z.boolean().optional(),
  message: statusMessage.optional(),
  validations: z
    .array(
      z.object({ code: z.string().max(80), state: z.string().max(20), message: statusMessage.optional() }),
    )
    .optional(),
});
export type IfoodMerchantStatus = z.infer<typeof ifoodMerchantStatusSchema>;
