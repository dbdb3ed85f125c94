/** The owner's option groups ('Tamanho', 'Adicionais', 'Borda', flavours) and the option 'Esgotado' tap. */

import { z } from 'zod';
import { soldOutSchema } from '../../../domain/menu/menu-item.schemas';
import { optionGroupSchema } from '../../../domain/menu/option-group.schemas';
import { noContent } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import { groupParams, optionParams, restaurantParams } from './menu.params';
import { ownerOptionGroupViewSchema } from './menu.schemas';
import { createOptionGroupsService } from './option-groups.service';

export async function optionGroupRoutes(app: App) {
  const groups = createOptionGroupsService(app.db);

  app.get(
    '/restaurants/:id/option-groups',
    { schema: { params: restaurantParams, response: { 200: z.array(ownerOptionGroupViewSchema) } } },
    (request) => groups.list(request.params.id),
  );

  app.post(
    '/restaurants/:id/option-groups',
    {
      schema: {
        params: restaurantParams,
        body: optionGroupSchema,
        response: { 201: ownerOptionGroupViewSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await groups.create(request.params.id, request.body)),
  );

  app.put(
    '/restaurants/:id/option-groups/:groupId',
    {
      schema: { params: groupParams, body: optionGroupSchema, response: { 200: ownerOptionGroupViewSchema } },
    },
    (request) => groups.replace(request.params.id, request.params.groupId, request.body),
  );

  app.delete(
    '/restaurants/:id/option-groups/:groupId',
    { schema: { params: groupParams, response: { 204: noContent('Grupo excluído.') } } },
    async (request, reply) => {
      await groups.remove(request.params.id, request.params.groupId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/restaurants/:id/options/:optionId',
    { schema: { params: optionParams, body: soldOutSchema, response: { 200: ownerOptionGroupViewSchema } } },
    (request) => groups.setOptionSoldOut(request.params.id, request.params.optionId, request.body.isSoldOut),
  );
}
