import { z } from 'zod';
import { DISH_SEARCH_MAX } from '../../../domain/menu/dish-search';
import type { App } from '../../lib/types';
import { citiesSchema, dishMatchesSchema, exploreListSchema, municipalitiesSchema } from './explore.schemas';
import { createExploreService } from './explore.service';

const locationQuery = z.object({
  lat: z.coerce
    .number({ error: 'Latitude inválida' })
    .min(-90, 'Latitude inválida')
    .max(90, 'Latitude inválida'),
  lng: z.coerce
    .number({ error: 'Longitude inválida' })
    .min(-180, 'Longitude inválida')
    .max(180, 'Longitude inválida'),
});

/** Explore (section 2): the restaurant list, their cities, and national municipalities near a diner. */
export async function exploreRoutes(app: App) {
  const explore = createExploreService(app.db);

  app.get(
    '/restaurants',
    { schema: { response: { 200: exploreListSchema } }, config: { access: 'public' } },
    async () => explore.listRestaurants(),
  );

  app.get(
    '/restaurants/cities',
    { schema: { response: { 200: citiesSchema } }, config: { access: 'public' } },
    async () => explore.cities(),
  );

  app.get(
    '/restaurants/dishes',
    {
      schema: {
        querystring: z.object({
          busca: z
            .string({ error: 'Informe o que buscar.' })
            .trim()
            .min(2, 'Digite ao menos 2 letras.')
            .max(DISH_SEARCH_MAX, `Busque com até ${DISH_SEARCH_MAX} letras.`),
        }),
        response: { 200: dishMatchesSchema },
      },
      config: { access: 'public' },
    },
    async (request) => explore.dishMatches(request.query.busca),
  );

  app.get(
    '/municipalities',
    {
      schema: { querystring: locationQuery, response: { 200: municipalitiesSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // The IBGE list changes a few times a decade: a day of caching is the specification's 24 hours.
      reply.header('cache-control', 'public, max-age=86400');
      return explore.municipalities(request.query.lat, request.query.lng);
    },
  );
}
