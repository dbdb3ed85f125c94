import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { phoneDigits } from '../../../domain/format/format';
import { can } from '../../../domain/staff/roles';
import { textAnswer } from '../../lib/answer-schemas';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { orderEventHub, releaseOrderEventHub } from './order-event-hub';
import { createRealtimeRepository } from './realtime.repository';
import { createRealtimeService } from './realtime.service';
import { lastEventIdOf, openSse, type SseStream } from './sse';

const restaurantParams = z.object({ id: z.string().min(1).max(64) });
const streamQuery = z.object({
  lastEventId: z.coerce.number().int().min(0).optional().catch(undefined),
});
const phoneParams = z.object({
  phone: z
    .string()
    .transform(phoneDigits)
    .pipe(z.string().min(10, 'Telefone inválido').max(15, 'Telefone inválido')),
});

const ownerStream = {
  200: textAnswer(
    'Server-sent events: "ready" ao conectar, depois um "order" (o pedido como em GET /restaurants/{id}/orders, id = changeSeq) a cada mudança; reconecte com Last-Event-ID para receber o que perdeu. Também "kitchen" ({ stationId, ticketId, orderId, change }) a cada mudança da tela da cozinha, sem repetição na reconexão: releia a praça; e, para quem emite ou cancela notas, "receipt" ({ id, billId, orderId, status }) a cada mudança de uma NFC-e: releia a lista de notas ao reconectar.',
    'text/event-stream',
  ),
};
const dinerStream = {
  200: textAnswer(
    'Server-sent events: "ready" ao conectar, depois um "order" (o pedido como em GET /orders/track/{phone}) a cada mudança dos pedidos ativos deste telefone.',
    'text/event-stream',
  ),
};

/** After the headers are sent an error cannot become a JSON answer: the stream ends and the
 * client reconnects (and is replayed). */
const endOnError = (request: FastifyRequest, stream: SseStream) => (error: unknown) => {
  request.log.error({ err: error }, 'live order stream failed');
  stream.close();
};

/** The process's hub ends its streams before the server closes, so shutdown never waits on them. */
function realtime(app: App) {
  const hub = orderEventHub(app.database, app.log);
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => releaseOrderEventHub(app.database));
  return { hub, streams: createRealtimeService(hub, createRealtimeRepository(app.db)) };
}

/** The owner's live stream of the restaurant's orders; inside the ownership guard's scope. */
export async function realtimeOwnerRoutes(app: App) {
  const { hub, streams } = realtime(app);

  app.get(
    '/restaurants/:id/orders/events',
    { schema: { params: restaurantParams, querystring: streamQuery, response: ownerStream } },
    async (request, reply) => {
      const stream = openSse(request, reply);
      // An open panel is activity: its stream keeps the session alive, and ends with it.
      stream.onClose(app.holdSession(request, () => stream.close()));
      // Logout or a password change ends it at once, whichever instance handled them.
      if (request.owner)
        stream.onClose(hub.closeOnSessionEnd(request.owner.session.id, () => stream.close()));
      const lastEventId = lastEventIdOf(request, request.query.lastEventId);
      // Who acts now: the Dono, or the staff member the session switched to (decision 0040).
      const role = request.owner?.role;
      const seesReceipts = role !== undefined && (can(role, 'fiscal.issue') || can(role, 'fiscal.cancel'));
      await streams
        .streamRestaurant(stream, request.params.id, lastEventId, { seesReceipts })
        .catch(endOnError(request, stream));
    },
  );
}

/** The diner's live stream of one phone's active orders, for the tracking page. */
export async function realtimePublicRoutes(app: App) {
  const { streams } = realtime(app);

  app.get(
    '/orders/track/:phone/events',
    { schema: { params: phoneParams, response: dinerStream }, config: { access: 'public' } },
    async (request, reply) => {
      const { phone } = request.params;
      await enforceRateLimits(app.db, [
        {
          key: `track-events:ip:${request.ip}`,
          limit: 60,
          windowMs: 60_000,
          message: 'Muitas conexões de acompanhamento. Aguarde um pouco e tente novamente.',
        },
        {
          key: `track-events:phone:${phone}`,
          limit: 30,
          windowMs: 60_000,
          message: 'Muitas conexões de acompanhamento. Aguarde um pouco e tente novamente.',
        },
      ]);
      const stream = openSse(request, reply);
      // Stored phones are normalised (55 added to a bare area code + number); older rows may not be.
      const phones = [...new Set([customerPhoneKey(phone), phone])];
      await streams.streamPhone(stream, phones).catch(endOnError(request, stream));
    },
  );
}
