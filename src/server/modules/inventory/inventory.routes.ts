/**
 * Stock (owner only): the inventory with its four counters, an item's stock settings, and the
 * movements of section 7 (`GET/POST /restaurants/:id/stock/movements`).
 */
import { z } from 'zod';
import { inventorySettingsSchema, stockMovementSchema } from '../../../domain/inventory/inventory.schemas';
import type { App } from '../../lib/types';
import {
  inventoryItemViewSchema,
  inventoryViewSchema,
  registeredMovementViewSchema,
  stockMovementViewSchema,
} from './inventory.schemas';
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

  app.get(
    '/restaurants/:id/inventory',
    { schema: { params: restaurantParams, response: { 200: inventoryViewSchema } } },
    (request) => inventory.inventory(request.params.id),
  );

  app.patch(
    '/restaurants/:id/inventory/:itemId',
    {
      schema: {
        params: itemParams,
        body: inventorySettingsSchema,
        response: { 200: inventoryItemViewSchema },
      },
    },
    (request) => inventory.updateSettings(request.params.id, request.params.itemId, request.body),
  );

  app.get(
    '/restaurants/:id/stock/movements',
    {
      schema: {
        params: restaurantParams,
        querystring: movementsQuery,
        response: { 200: z.array(stockMovementViewSchema).describe('Movimentos, os mais novos primeiro.') },
      },
    },
    (request) => inventory.movements(request.params.id, request.query),
  );

  app.post(
    '/restaurants/:id/stock/movements',
    {
      schema: {
        params: restaurantParams,
        body: stockMovementSchema,
        response: { 201: registeredMovementViewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await inventory.registerMovement(request.params.id, request.body, request.owner?.staff ?? null),
        ),
  );
}
