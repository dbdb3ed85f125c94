import { z } from 'zod';
import { PLAN } from '../../../domain/marketing/plan';
import { centsToDecimal } from '../../../domain/money/money';
import type { App } from '../../lib/types';

const plansSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number().describe('Preço mensal em reais (número, como a especificação lê).'),
    features: z.array(z.string()),
  }),
);

/** The single plan; the specification reads `price` as a number. */
export async function planRoutes(app: App) {
  app.get(
    '/plans',
    { schema: { response: { 200: plansSchema } }, config: { access: 'public' } },
    async () => [
      {
        id: PLAN.id,
        name: PLAN.name,
        description: PLAN.description,
        price: Number(centsToDecimal(PLAN.priceCents)),
        features: [...PLAN.features],
      },
    ],
  );
}
