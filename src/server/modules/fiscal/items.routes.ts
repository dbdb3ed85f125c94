/**
 * The items' tax data owner routes (issue 35, decision 0052), under `/restaurants/:id/fiscal/items`,
 * all `settings.edit` (route-capabilities.ts).
 */
import type { App } from '../../lib/types';
import {
  fiscalItemsAnswer,
  fiscalItemView,
  itemParams,
  itemTaxBody,
  presetBody,
  restaurantParams,
} from './items.schemas';
import { createItemsService } from './items.service';
import { createProfileRepository } from './profile.repository';

export async function fiscalItemsOwnerRoutes(app: App) {
  const profiles = createProfileRepository(app.db);
  const items = createItemsService(
    app.db,
    async (restaurantId) => (await profiles.find(restaurantId))?.regime ?? null,
  );

  app.get(
    '/restaurants/:id/fiscal/items',
    {
      schema: {
        description:
          'Os itens do cardápio com os dados fiscais (NCM, CFOP, CEST, origem, CSOSN ou CST) e o que falta em cada um para o regime do perfil.',
        params: restaurantParams,
        response: { 200: fiscalItemsAnswer },
      },
    },
    (request) => items.list(request.params.id),
  );

  app.put(
    '/restaurants/:id/fiscal/items/:itemId',
    {
      schema: {
        description:
          'Salva os dados fiscais de um item, conferidos para o regime do perfil (400 com o que corrigir).',
        params: itemParams,
        body: itemTaxBody,
        response: { 200: fiscalItemView },
      },
    },
    (request) => items.save(request.params.id, request.params.itemId, request.body),
  );

  app.post(
    '/restaurants/:id/fiscal/items/preset',
    {
      schema: {
        description:
          'Aplica um modelo de dados fiscais (prato, sushi, café, refrigerante, cerveja retornável) a vários itens de uma vez.',
        params: restaurantParams,
        body: presetBody,
        response: { 200: fiscalItemsAnswer },
      },
    },
    (request) => items.applyPreset(request.params.id, request.body),
  );
}
