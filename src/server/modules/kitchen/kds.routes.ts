/**
 * The kitchen display's routes (issue 34, decision 0047), all `kitchen.display`
 * (route-capabilities.ts): the stations to choose from, the station's screen, a line struck through, 'Pronto' and 'Voltar'. Each
 * write answers the station's screen as it is after it. The screen's own live stream (decision
 * 0049) tells it when to read again, with no personal data, so the Cozinha needs no `orders.view`.
 */
import type { FastifyRequest } from 'fastify';
import { textAnswer } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import { orderEventHub, releaseOrderEventHub } from '../realtime/order-event-hub';
import { openSse } from '../realtime/sse';
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
import { streamKitchenDisplay } from './kds-stream';

const kdsStream = {
  200: textAnswer(
    'Server-sent events da tela da cozinha, sem dados pessoais: "ready" quando o fluxo está ouvindo (leia a praça então: nada é repetido na reconexão, e nenhum evento tem id); "kitchen" ({ stationId, ticketId, orderId, change }) a cada item riscado, "Pronto" ou "Voltar"; "order" ({ orderId, status }) quando o status de um pedido confirmado muda (novas comandas, cancelado, pronto, entregue). Releia a praça a cada evento e a cada reconexão.',
    'text/event-stream',
  ),
};

export async function kdsOwnerRoutes(app: App) {
  const kds = createKdsService(app.db);
  // The process's one hub (realtime/order-event-hub.ts), shared with the panel's streams.
  const hub = orderEventHub(app.database, app.log);
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => releaseOrderEventHub(app.database));

  app.get(
    '/restaurants/:id/kitchen/kds',
    { schema: { params: restaurantParams, response: { 200: kdsStationsSchema } } },
    async (request) => kds.stations(request.params.id),
  );

  // Declared before ':stationId' for the reader; the router prefers the fixed segment anyway.
  app.get(
    '/restaurants/:id/kitchen/kds/events',
    { schema: { params: restaurantParams, response: kdsStream } },
    async (request, reply) => {
      const stream = openSse(request, reply);
      // A screen left open all day keeps its session alive, and ends with it.
      stream.onClose(app.holdSession(request, () => stream.close()));
      // 'Bloquear', a PIN switch, a logout: the screen's stream ends at once, on any instance.
      if (request.owner)
        stream.onClose(hub.closeOnSessionEnd(request.owner.session.id, () => stream.close()));
      await streamKitchenDisplay(hub, stream, request.params.id).catch(endOnError(request, stream));
    },
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

/** After the headers are sent an error cannot become a JSON answer: the stream ends, the screen
 * reconnects and reads its station again. */
const endOnError = (request: FastifyRequest, stream: { close(): void }) => (error: unknown) => {
  request.log.error({ err: error }, 'kitchen display stream failed');
  stream.close();
};
