/**
 * The owner's store settings: `PUT /restaurants/:id` (branding and location, as the specification
 * names it) and the settings of the 'Visual' tab: opening hours, 'Pausar pedidos', order types,
 * payment methods, tables, the half-and-half rule and delivery zones.
 */
import { z } from 'zod';
import { openingHoursSchema, pauseSchema } from '../../../domain/menu/opening-hours.schemas';
import {
  brandingSchema,
  deliveryZonesSchema,
  orderSettingsSchema,
} from '../../../domain/menu/store-settings.schemas';
import type { App } from '../../lib/types';
import { ownerRestaurantSchema } from '../restaurants/restaurants.schemas';
import { toOwnerRestaurant } from '../restaurants/restaurants.views';
import { storeSettingsViewSchema } from './store.schemas';
import { createStoreService } from './store.service';

const settingsAnswer = { 200: storeSettingsViewSchema };

const params = z.object({ id: z.string().min(1).max(64) });

export async function storeOwnerRoutes(app: App) {
  const store = createStoreService(app.db);

  app.put(
    '/restaurants/:id',
    { schema: { params, body: brandingSchema, response: { 200: ownerRestaurantSchema } } },
    async (request) => toOwnerRestaurant(await store.updateBranding(request.params.id, request.body)),
  );

  app.get('/restaurants/:id/settings', { schema: { params, response: settingsAnswer } }, (request) =>
    store.settings(request.params.id),
  );

  app.put(
    '/restaurants/:id/opening-hours',
    { schema: { params, body: openingHoursSchema, response: settingsAnswer } },
    (request) => store.setOpeningHours(request.params.id, request.body.periods),
  );

  app.put(
    '/restaurants/:id/pause',
    { schema: { params, body: pauseSchema, response: settingsAnswer } },
    (request) => store.setPause(request.params.id, request.body.pausedUntil),
  );

  app.put(
    '/restaurants/:id/order-settings',
    { schema: { params, body: orderSettingsSchema, response: settingsAnswer } },
    (request) => store.updateOrderSettings(request.params.id, request.body),
  );

  app.put(
    '/restaurants/:id/delivery-zones',
    { schema: { params, body: deliveryZonesSchema, response: settingsAnswer } },
    (request) => store.replaceDeliveryZones(request.params.id, request.body.zones),
  );
}
