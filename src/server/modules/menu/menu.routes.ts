/**
 * The menu: `GET /restaurants/:id/menu` and `/categories` for everyone (the owner also sees
 * inactive items and owner fields), and the owner's item routes. Categories and option groups have
 * their own route files, registered here so the module registry stays one line per capability.
 */
import { menuItemPatchSchema, menuItemSchema } from '../../../domain/menu/menu-item.schemas';
import { notFound } from '../../lib/http-error';
import type { App } from '../../lib/types';
import { categoryRoutes } from './categories.routes';
import { createCategoriesService } from './categories.service';
import { itemParams, restaurantParams } from './menu.params';
import { createMenuRepository } from './menu.repository';
import { createMenuService } from './menu.service';
import { optionGroupRoutes } from './option-groups.routes';

const RESTAURANT_NOT_FOUND = 'Restaurante não encontrado';

export async function menuPublicRoutes(app: App) {
  const menu = createMenuService(app.db);
  const categories = createCategoriesService(app.db);
  const repository = createMenuRepository(app.db);
  const assertRestaurant = async (id: string) => {
    if (!(await repository.restaurantExists(id))) throw notFound(RESTAURANT_NOT_FOUND);
  };

  app.get(
    '/restaurants/:id/menu',
    { schema: { params: restaurantParams }, config: { access: 'public' } },
    async (request, reply) => {
      const { id } = request.params;
      const owner = (await app.currentSession(request))?.restaurantId === id;
      const items = await menu.listMenu(id, { owner });
      // An empty menu may be an unknown restaurant; a menu with items proves it exists.
      if (items.length === 0 && !owner) await assertRestaurant(id);
      // The owner's answer carries cost and stock: never cached; the diners' is always revalidated.
      reply.header('cache-control', owner ? 'no-store' : 'no-cache').header('vary', 'cookie');
      return items;
    },
  );

  app.get(
    '/restaurants/:id/categories',
    { schema: { params: restaurantParams }, config: { access: 'public' } },
    async (request, reply) => {
      await assertRestaurant(request.params.id);
      reply.header('cache-control', 'no-cache');
      return categories.list(request.params.id);
    },
  );
}

export async function menuOwnerRoutes(app: App) {
  const menu = createMenuService(app.db);

  app.post(
    '/restaurants/:id/menu',
    { schema: { params: restaurantParams, body: menuItemSchema } },
    async (request, reply) => reply.status(201).send(await menu.create(request.params.id, request.body)),
  );

  app.put(
    '/restaurants/:id/menu/:itemId',
    { schema: { params: itemParams, body: menuItemSchema } },
    (request) => menu.replace(request.params.id, request.params.itemId, request.body),
  );

  app.patch(
    '/restaurants/:id/menu/:itemId',
    { schema: { params: itemParams, body: menuItemPatchSchema } },
    (request) => menu.patch(request.params.id, request.params.itemId, request.body),
  );

  app.delete('/restaurants/:id/menu/:itemId', { schema: { params: itemParams } }, async (request, reply) => {
    await menu.remove(request.params.id, request.params.itemId);
    return reply.status(204).send();
  });

  await app.register(categoryRoutes);
  await app.register(optionGroupRoutes);
}
