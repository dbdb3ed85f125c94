/** The owner's categories: create, rename, delete and reorder (the public list is in menu.routes). */

import { z } from 'zod';
import { categorySchema, reorderSchema } from '../../../domain/menu/menu-item.schemas';
import { noContent } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import { createCategoriesService } from './categories.service';
import { categoryParams, restaurantParams } from './menu.params';
import { categoryViewSchema } from './menu.schemas';

export async function categoryRoutes(app: App) {
  const categories = createCategoriesService(app.db);

  app.post(
    '/restaurants/:id/categories',
    { schema: { params: restaurantParams, body: categorySchema, response: { 201: categoryViewSchema } } },
    async (request, reply) =>
      reply.status(201).send(await categories.create(request.params.id, request.body.name)),
  );

  app.put(
    '/restaurants/:id/categories/order',
    {
      schema: {
        params: restaurantParams,
        body: reorderSchema,
        response: { 200: z.array(categoryViewSchema).describe('As categorias na nova ordem.') },
      },
    },
    (request) => categories.reorder(request.params.id, request.body.ids),
  );

  app.put(
    '/restaurants/:id/categories/:categoryId',
    { schema: { params: categoryParams, body: categorySchema, response: { 200: categoryViewSchema } } },
    (request) => categories.rename(request.params.id, request.params.categoryId, request.body.name),
  );

  app.delete(
    '/restaurants/:id/categories/:categoryId',
    { schema: { params: categoryParams, response: { 204: noContent('Categoria excluída.') } } },
    async (request, reply) => {
      await categories.remove(request.params.id, request.params.categoryId);
      return reply.status(204).send(null);
    },
  );
}
