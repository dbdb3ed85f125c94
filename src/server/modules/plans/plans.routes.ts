import { PLAN } from '../../../domain/marketing/plan';
import { centsToDecimal } from '../../../domain/money/money';
import type { App } from '../../lib/types';

/** The single plan; the specification reads `price` as a number. */
export async function planRoutes(app: App) {
  app.get('/plans', { config: { access: 'public' } }, async () => [
    {
      id: PLAN.id,
      name: PLAN.name,
      description: PLAN.description,
      price: Number(centsToDecimal(PLAN.priceCents)),
      features: PLAN.features,
    },
  ]);
}
