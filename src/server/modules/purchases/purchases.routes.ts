/**
 * Purchases (owner only): list and create, then receive (stock comes in) or cancel a pending one.
 */
import { z } from 'zod';
import { purchaseSchema } from '../../../domain/inventory/purchase.schemas';
import type { App } from '../../lib/types';
import { purchaseViewSchema } from './purchases.schemas';
import { createPurchasesService } from './purchases.service';

const id = z.string().min(1).max(64);
const restaurantParams = z.object({ id });
const purchaseParams = z.object({ id, purchaseId: id });

export async function purchasesOwnerRoutes(app: App) {
  const purchases = createPurchasesService(app.db);

  app.get(
    '/restaurants/:id/purchases',
    { schema: { params: restaurantParams, response: { 200: z.array(purchaseViewSchema) } } },
    (request) => purchases.list(request.params.id),
  );

  app.post(
    '/restaurants/:id/purchases',
    { schema: { params: restaurantParams, body: purchaseSchema, response: { 201: purchaseViewSchema } } },
    async (request, reply) => reply.status(201).send(await purchases.create(request.params.id, request.body)),
  );

  app.post(
    '/restaurants/:id/purchases/:purchaseId/receive',
    { schema: { params: purchaseParams, response: { 200: purchaseViewSchema } } },
    (request) => purchases.receive(request.params.id, request.params.purchaseId),
  );

  app.post(
    '/restaurants/:id/purchases/:purchaseId/cancel',
    { schema: { params: purchaseParams, response: { 200: purchaseViewSchema } } },
    (request) => purchases.cancel(request.params.id, request.params.purchaseId),
  );
}
