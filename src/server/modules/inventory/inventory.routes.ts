/**
 * Stock (owner only): the inventory with its four counters, an item's stock settings, and the
 * movements of section 7 (`GET/POST /restaurants/:id/stock/movements`).
 */
import { z } from 'zod';
import { inventorySettingsSchema, stockMovementSchema } from '../../../domain/inventory/inventory.schemas';
import type { App } from '../../lib/types';
import { createInventoryService } from './inventory.service';

const id = z.string().min(1).max(64);
const restaurantParams = z.object({ id });
const itemParams = z.object({ id, itemId: id });

const movementsQuery = z.object({
  menuItemId: id.optional(),
  limit: z.coerce
    .number({ error: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(500, 'Use um limite de no máximo 500')
    .default(200),
});

export async function inventoryOwnerRoutes(app: App) {
  const inventory = createInventoryService(app.db);

  app.get('/restaurants/:id/inventory', { schema: { params: restaurantParams } }, (request) =>
    inventory.inventory(request.params.id),
  );

  app.patch(
    '/restaurants/:id/inventory/:itemId',
    { schema: { params: itemParams, body: inventorySettingsSchema } },
    (request) => inventory.updateSettings(request.params.id, request.params.itemId, request.body),
  );

  app.get(
    '/restaurants/:id/stock/movements',
    { schema: { params: restaurantParams, querystring: movementsQuery } },
    (request) => inventory.movements(request.params.id, request.query),
  );

  app.post(
    '/restaurants/:id/stock/movements',
    { schema: { params: restaurantParams, body: stockMovementSchema } },
    async (request, reply) =>
      reply.status(201).send(await inventory.registerMovement(request.params.id, request.body)),
  );
}
