/** The owner's categories: create, rename, delete and reorder (the public list is in menu.routes). */
import { categorySchema, reorderSchema } from '../../../domain/menu/menu-item.schemas';
import type { App } from '../../lib/types';
import { createCategoriesService } from './categories.service';
import { categoryParams, restaurantParams } from './menu.params';

export async function categoryRoutes(app: App) {
  const categories = createCategoriesService(app.db);

  app.post(
    '/restaurants/:id/categories',
    { schema: { params: restaurantParams, body: categorySchema } },
    async (request, reply) =>
      reply.status(201).send(await categories.create(request.params.id, request.body.name)),
  );

  app.put(
    '/restaurants/:id/categories/order',
    { schema: { params: restaurantParams, body: reorderSchema } },
    (request) => categories.reorder(request.params.id, request.body.ids),
  );

  app.put(
    '/restaurants/:id/categories/:categoryId',
    { schema: { params: categoryParams, body: categorySchema } },
    (request) => categories.rename(request.params.id, request.params.categoryId, request.body.name),
  );

  app.delete(
    '/restaurants/:id/categories/:categoryId',
    { schema: { params: categoryParams } },
    async (request, reply) => {
      await categories.remove(request.params.id, request.params.categoryId);
      return reply.status(204).send();
    },
  );
}
