/**
 * The kitchen display's own live stream (issue 34, decision 0049), `GET
 * restaurants/:id/kitchen/kds/events` (`kitchen.display`): the screen needs to know *when* to read
 * its station again, never what an order holds, so it carries ids and statuses only and no personal
 * data (the diner's name, phone and address stay on the orders stream, which asks `orders.view`).
 *
 * - `ready` `{}` once the stream listens: the screen reads its station then, so whatever happened
 *   before (or while it was away) is in that read, and whatever happens after comes as an event.
 *   That is why nothing is replayed and no event has an id: every (re)connection re-reads.
 * - `kitchen` `{ stationId, ticketId, orderId, change }`: a line struck, a ticket bumped or recalled.
 * - `order` `{ orderId, status }`: an order's status moved from confirmed on (new tickets, a
 *   cancellation, ready, delivered: domain/kitchen/kds-events.ts).
 */
import { kdsOrderEvents } from '../../../domain/kitchen/kds-events';
import type { OrderEventHub } from '../realtime/order-event-hub';
import type { SseStream } from '../realtime/sse';

export async function streamKitchenDisplay(
  hub: OrderEventHub,
  stream: SseStream,
  restaurantId: string,
): Promise<void> {
  await hub.start();
  // The hub ends it on shutdown or when its LISTEN was lost: the screen reconnects and re-reads.
  stream.onClose(hub.trackStream(() => stream.close()));
  stream.onClose(
    hub.subscribeKitchen(restaurantId, ({ stationId, ticketId, orderId, change }) =>
      stream.send({ event: 'kitchen', data: { stationId, ticketId, orderId, change } }),
    ),
  );
  const orderEvent = kdsOrderEvents();
  stream.onClose(
    hub.subscribeRestaurant(restaurantId, ({ order }) => {
      const event = orderEvent(order);
      if (event) stream.send({ event: 'order', data: event });
    }),
  );
  stream.send({ event: 'ready', data: {} });
}
