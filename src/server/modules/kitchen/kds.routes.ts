/**
 * The kitchen display's routes (issue 34, decision 0047), all `kitchen.display`
 * (route-capabilities.ts): the stations to choose from, the station's screen, a line struck through, 'Pronto' and 'Voltar'. Each
 * write answers the station's screen as it is after it.
 */
import type { App } from '../../lib/types';
import {
  itemDoneBody,
  itemParams,
  kdsStationsSchema,
  kdsViewSchema,
  restaurantParams,
  stationParams,
  ticketParams,
} from './kds.schemas';
import { createKdsService } from './kds.service';

export async function kdsOwnerRoutes(app: App) {
  const kds = createKdsService(app.db);

  app.get(
    '/restaurants/:id/kitchen/kds',
    { schema: { params: restaurantParams, response: { 200: kdsStationsSchema } } },
    async (request) => kds.stations(request.params.id),
  );

  app.get(
    '/restaurants/:id/kitchen/kds/:stationId',
    { schema: { params: stationParams, response: { 200: kdsViewSchema } } },
    async (request) => kds.display(request.params.id, request.params.stationId),
  );

  app.post(
    '/restaurants/:id/kitchen/kds/:stationId/tickets/:ticketId/items/:itemId',
    { schema: { params: itemParams, body: itemDoneBody, response: { 200: kdsViewSchema } } },
    async (request) => {
      const { id, stationId, ticketId, itemId } = request.params;
      return kds.setItemDone(id, stationId, ticketId, itemId, request.body.done);
    },
  );

  app.post(
    '/restaurants/:id/kitchen/kds/:stationId/tickets/:ticketId/bump',
    { schema: { params: ticketParams, response: { 200: kdsViewSchema } } },
    async (request) =>
      kds.bump(
        request.params.id,
        request.params.stationId,
        request.params.ticketId,
        request.owner?.staff?.id ?? null,
      ),
  );

  app.post(
    '/restaurants/:id/kitchen/kds/:stationId/recall',
    { schema: { params: stationParams, response: { 200: kdsViewSchema } } },
    async (request) => kds.recall(request.params.id, request.params.stationId),
  );
}
