/**
 * PIX for diners: the order's 'copia e cola' code and QR (public, addressed by the order's random
 * id), the restaurant's PIX key (owner) and marking a PIX order as paid (owner).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pixKeySchema } from '../../../domain/payments/pix';
import type { App } from '../../lib/types';
import { createDinerPixService } from './diner-pix.service';

const orderParams = z.object({ orderId: z.string().trim().min(1).max(64) });
const restaurantParams = z.object({ id: z.string().trim().min(1).max(64) });

export async function dinerPixPublicRoutes(app: App) {
  const pix = createDinerPixService(app.db);

  app.get(
    '/orders/:orderId/pix',
    { schema: { params: orderParams }, config: { access: 'public' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pix.orderPix(request.params.orderId);
    },
  );
}

export async function dinerPixOwnerRoutes(app: App) {
  const pix = createDinerPixService(app.db);
  const orderRestaurant = {
    restaurantOf: (request: FastifyRequest) =>
      pix.restaurantOfOrder((request.params as { orderId: string }).orderId),
  };

  app.get('/restaurants/:id/pix-key', { schema: { params: restaurantParams } }, (request) =>
    pix.pixKey(request.params.id),
  );

  app.put(
    '/restaurants/:id/pix-key',
    { schema: { params: restaurantParams, body: pixKeySchema } },
    (request) => pix.setPixKey(request.params.id, request.body),
  );

  app.delete('/restaurants/:id/pix-key', { schema: { params: restaurantParams } }, (request) =>
    pix.removePixKey(request.params.id),
  );

  app.post('/orders/:orderId/paid', { schema: { params: orderParams }, config: orderRestaurant }, (request) =>
    pix.markPaid(request.params.orderId),
  );
}
