/**
 * The menu: `GET /restaurants/:id/menu` and `/categories` for everyone (the owner also sees
 * inactive items and owner fields), and the owner's item routes. Categories and option groups have
 * their own route files, registered here so the module registry stays one line per capability.
 */
import { z } from 'zod';
import { menuItemPatchSchema, menuItemSchema } from '../../../domain/menu/menu-item.schemas';
import { noContent } from '../../lib/answer-schemas';
import { notFound } from '../../lib/http-error';
import { matchesEtag, preferredEncoding } from '../../lib/prepared-json';
import type { App } from '../../lib/types';
import { sessionHolds } from '../../plugins/auth';
import { categoryRoutes } from './categories.routes';
import { createCategoriesService } from './categories.service';
import { itemParams, restaurantParams } from './menu.params';
import { createMenuRepository } from './menu.repository';
import { categoryViewSchema, menuAnswerSchema, ownerMenuItemViewSchema } from './menu.schemas';
import { createMenuService } from './menu.service';
import { optionGroupRoutes } from './option-groups.routes';
import { createPublicMenuCache } from './public-menu-cache';

const RESTAURANT_NOT_FOUND = 'Restaurante não encontrado';

export async function menuPublicRoutes(app: App) {
  const menu = createMenuService(app.db);
  const categories = createCategoriesService(app.db);
  const repository = createMenuRepository(app.db);
  const cache = createPublicMenuCache(app.db);
  const assertRestaurant = async (id: string) => {
    if (!(await repository.restaurantExists(id))) throw notFound(RESTAURANT_NOT_FOUND);
  };

  app.get(
    '/restaurants/:id/menu',
    {
      schema: {
        params: restaurantParams,
        response: {
          200: menuAnswerSchema,
          304: noContent('O cardápio não mudou desde o ETag enviado em If-None-Match.'),
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { id } = request.params;
      reply.header('vary', 'accept-encoding, cookie');
      // The owner's answer carries cost, stock and inactive items: built fresh, never cached, and
      // only for a panel whose role edits the menu (a waiter's session sees the diners' menu).
      if (sessionHolds(await app.currentSession(request), id, 'menu.edit')) {
        reply.header('cache-control', 'no-store');
        return menu.listMenu(id, { owner: true });
      }
      const version = await cache.version(id);
      if (version === null) throw notFound(RESTAURANT_NOT_FOUND);
      const answer = await cache.get(id, version, () => menu.listMenu(id, { owner: false }));
      // Diners always revalidate; an unchanged menu costs them a 304 and no body.
      reply.header('cache-control', 'no-cache').header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send(null);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // The list already serialized (and compressed): bytes of menuAnswerSchema's JSON, sent as they are.
      const bytes = encoding ? answer[encoding] : answer.json;
      return reply
        .type('application/json; charset=utf-8')
        .send(bytes as unknown as z.infer<typeof menuAnswerSchema>);
    },
  );

  app.get(
    '/restaurants/:id/categories',
    {
      schema: { params: restaurantParams, response: { 200: z.array(categoryViewSchema) } },
      config: { access: 'public' },
    },
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
    {
      schema: { params: restaurantParams, body: menuItemSchema, response: { 201: ownerMenuItemViewSchema } },
    },
    async (request, reply) => reply.status(201).send(await menu.create(request.params.id, request.body)),
  );

  app.put(
    '/restaurants/:id/menu/:itemId',
    { schema: { params: itemParams, body: menuItemSchema, response: { 200: ownerMenuItemViewSchema } } },
    (request) => menu.replace(request.params.id, request.params.itemId, request.body),
  );

  app.patch(
    '/restaurants/:id/menu/:itemId',
    { schema: { params: itemParams, body: menuItemPatchSchema, response: { 200: ownerMenuItemViewSchema } } },
    (request) => menu.patch(request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    '/restaurants/:id/menu/:itemId',
    { schema: { params: itemParams, response: { 204: noContent('Item excluído.') } } },
    async (request, reply) => {
      await menu.remove(request.params.id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  await app.register(categoryRoutes);
  await app.register(optionGroupRoutes);
}
