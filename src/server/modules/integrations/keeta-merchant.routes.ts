/**
 * What the Keeta card tells the owner is still missing from the merchant document Keeta reads
 * (its CNPJ, its logo): without them the document fails the published schema.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { restaurants } from '../../db/schema';
import { merchantDocumentGaps, readMerchantFacts } from '../../integrations/open-delivery/merchant-facts';
import { notFound } from '../../lib/http-error';
import type { App } from '../../lib/types';

const params = z.object({ id: z.string().min(1) });
const answer = z
  .object({ gaps: z.array(z.string()).describe('O que ainda falta, em português; vazio quando nada falta.') })
  .describe('O que falta ao documento do estabelecimento que a Keeta lê.');

export async function keetaMerchantOwnerRoutes(app: App) {
  app.get(
    '/restaurants/:id/integrations/keeta/merchant-check',
    { schema: { params, response: { 200: answer } } },
    async (request) => {
      const [restaurant] = await app.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.id, request.params.id));
      if (!restaurant) throw notFound('Restaurante não encontrado');
      return { gaps: merchantDocumentGaps(restaurant, await readMerchantFacts(app.db, restaurant)) };
    },
  );
}
