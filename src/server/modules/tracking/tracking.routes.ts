import { z } from 'zod';
import type { App } from '../../lib/types';
import { trackingListSchema } from './tracking.schemas';
import { trackOrders } from './tracking.service';

const trackParams = z.object({
  phone: z.string().trim().min(1, 'Informe o telefone').max(30, 'Telefone inválido'),
});

/** `GET /api/orders/track/:phone`: the diner's orders by phone (section 7), minimised. */
export async function trackingRoutes(app: App) {
  app.get(
    '/orders/track/:phone',
    { schema: { params: trackParams, response: { 200: trackingListSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trackOrders(app.db, request.params.phone, request.ip);
    },
  );
}
