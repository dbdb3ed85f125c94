/**
 * The live streams. An owner's stream carries every change of the restaurant's orders; a diner's
 * carries the changes of that phone's active orders (and the last step of one that just ended).
 *
 * Replay: the change number (`orders.change_seq`) is taken when a row is written but announced at
 * commit, so two transactions can commit out of number order. A reconnecting client is therefore
 * replayed from a little before its Last-Event-ID (REPLAY_SLACK numbers); the client keeps the
 * newest state of each order, so a repeated event is harmless and a late commit is never lost.
 */
import { isActiveOrder } from '../../../domain/orders/order-status';
import { toTrackingOrder } from '../../../domain/orders/tracking-order';
import { toOwnerOrder } from '../orders/orders.views';
import type { OrderEventHub } from './order-event-hub';
import {
  type ChangedOrder,
  type OrderRow,
  REPLAY_PAGE,
  type RealtimeRepository,
} from './realtime.repository';
import type { SseStream } from './sse';

export const REPLAY_SLACK = 200;
/**
 * A reconnecting panel is replayed at most this many pages of REPLAY_PAGE changes (50,000: nearly
 * a minute of a 1,000-orders-a-second rush); a panel further behind reloads its lists.
 */
const REPLAY_PAGES = 50;
/**
 * A change's announcement reaches the hub seconds after its commit at most, even under load; a
 * minute after the replay none of the replayed changes' announcements is still due.
 */
const REPLAY_ECHO_MS = 60_000;
/** A finished order stays on the diner's stream this long, so the tracker shows its last step. */
const FINISHED_VISIBLE_MS = 2 * 60 * 60 * 1000;
const PHONE_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Subscribes first and replays second, holding live events back meanwhile, so nothing committed
 * between the two is lost; then sends live events as they come.
 */
async function streamWithReplay<T extends { id: string; seq: number }>(
  hub: OrderEventHub,
  stream: SseStream,
  subscribe: (listener: (change: ChangedOrder) => void) => () => void,
  toEvent: (change: ChangedOrder) => T | null,
  replay: () => AsyncIterable<ChangedOrder[]>,
  send: (event: T) => void,
) {
  await hub.start();
  let buffer: T[] | null = [];
  // The newest change sent of each replayed order. A live event the replay already carried (the
  // hub can announce a change after the replay has read it) is not sent twice; the map goes once
  // the replay's announcements are long past (REPLAY_ECHO_MS), so a reconnected panel does not hold
  // it for the stream's life.
  const sentSeq = new Map<string, number>();
  const unsubscribe = subscribe((change) => {
    const event = toEvent(change);
    if (!event) return;
    if (buffer) buffer.push(event);
    else sendLive(event);
  });
  const untrack = hub.trackStream(() => stream.close());
  stream.onClose(() => {
    unsubscribe();
    untrack();
  });
  const sendOnce = (event: T) => {
    if ((sentSeq.get(event.id) ?? -1) >= event.seq) return;
    sentSeq.set(event.id, event.seq);
    send(event);
  };
  const sendLive = (event: T) => {
    if ((sentSeq.get(event.id) ?? -1) < event.seq) send(event);
  };
  let sent = 0;
  for await (const page of replay()) {
    for (const change of page) {
      const event = toEvent(change);
      if (!event) continue;
      sendOnce(event);
      // A long backlog goes out as fast as the client reads it, never piling up in memory.
      if (++sent % 100 === 0) await stream.drained();
      if (stream.closed) return;
    }
  }
  const held = buffer;
  buffer = null;
  for (const event of held) sendOnce(event);
  stream.send({ event: 'ready', data: { replayed: sentSeq.size } });
  const forget = setTimeout(() => sentSeq.clear(), REPLAY_ECHO_MS);
  forget.unref();
  stream.onClose(() => clearTimeout(forget));
}

/**
 * Every panel of a restaurant receives the same row object for a change: it is serialised once,
 * not once per open panel.
 */
const serialised = new WeakMap<OrderRow, string>();
function ownerJson(order: OrderRow): string {
  let json = serialised.get(order);
  if (json === undefined) {
    json = JSON.stringify(toOwnerOrder(order));
    serialised.set(order, json);
  }
  return json;
}

export function createRealtimeService(hub: OrderEventHub, repository: RealtimeRepository) {
  return {
    /**
     * `seesReceipts`: whether the person may issue or cancel notes (`fiscal.issue` or
     * `fiscal.cancel`); only then does the stream carry the `receipt` events.
     */
    async streamRestaurant(
      stream: SseStream,
      restaurantId: string,
      lastEventId: number | undefined,
      { seesReceipts = false }: { seesReceipts?: boolean } = {},
    ) {
      // 'Chamar garçom' and 'Pedir a conta' ring as they come; the tables list holds the pending ones.
      stream.onClose(
        hub.subscribeTableCalls(restaurantId, (call) => stream.send({ event: 'table-call', data: call })),
      );
      // A bill split, paid or closed (its table free again): decision 0043.
      stream.onClose(
        hub.subscribeBills(restaurantId, (event) => stream.send({ event: 'bill', data: event })),
      );
      // The kitchen display's changes (decision 0047), so two screens of a station agree.
      stream.onClose(
        hub.subscribeKitchen(restaurantId, ({ stationId, ticketId, orderId, change }) =>
          stream.send({ event: 'kitchen', data: { stationId, ticketId, orderId, change } }),
        ),
      );
      // A print job made, printed or failed, for the panel's queue (decision 0047).
      stream.onClose(
        hub.subscribePrintJobs(restaurantId, ({ id, stationId, status }) =>
          stream.send({ event: 'print-job', data: { id, stationId, status } }),
        ),
      );
      // A fiscal receipt issued, authorized, rejected or cancelled (issue 35), for the till's screens.
      if (seesReceipts)
        stream.onClose(
          hub.subscribeReceipts(restaurantId, ({ id, billId, orderId, status }) =>
            stream.send({ event: 'receipt', data: { id, billId, orderId, status } }),
          ),
        );
      const toEvent = ({ order }: ChangedOrder) => ({ id: order.id, seq: order.changeSeq, order });
      await streamWithReplay(
        hub,
        stream,
        (listener) => hub.subscribeRestaurant(restaurantId, listener),
        toEvent,
        async function* () {
          if (lastEventId === undefined) return;
          // Page after page: a panel away during a rush of 1,000 orders a second is more than one
          // page behind after a second.
          let after = Math.max(0, lastEventId - REPLAY_SLACK);
          for (let page = 0; page < REPLAY_PAGES; page++) {
            const rows = await repository.restaurantChangesAfter(restaurantId, after);
            yield rows.map((order: OrderRow) => ({ order, restaurantName: '' }));
            if (rows.length < REPLAY_PAGE) return;
            after = rows.at(-1)!.changeSeq;
          }
        },
        ({ order }) => stream.send({ id: order.changeSeq, event: 'order', json: ownerJson(order) }),
      );
    },

    /** Every connection starts with the phone's visible orders, so it needs no Last-Event-ID. */
    async streamPhone(stream: SseStream, phones: readonly string[], now = () => new Date()) {
      const toEvent = (change: ChangedOrder) =>
        isVisibleToDiner(change.order, now())
          ? { id: change.order.id, seq: change.order.changeSeq, change }
          : null;
      await streamWithReplay(
        hub,
        stream,
        (listener) => {
          const unsubscribes = phones.map((phone) => hub.subscribePhone(phone, listener));
          return () => {
            for (const unsubscribe of unsubscribes) unsubscribe();
          };
        },
        toEvent,
        async function* () {
          yield await repository.phoneOrders(phones, new Date(now().getTime() - PHONE_LOOKBACK_MS));
        },
        ({ change }) =>
          stream.send({
            id: change.order.changeSeq,
            event: 'order',
            data: toTrackingOrder({
              ...change.order,
              restaurantName: change.restaurantName,
              restaurantTimeZone: change.restaurantTimeZone,
            }),
          }),
      );
    },
  };
}

function isVisibleToDiner(order: OrderRow, now: Date): boolean {
  if (isActiveOrder(order.status)) return true;
  const endedAt = order.deliveredAt ?? order.cancelledAt ?? order.updatedAt;
  return now.getTime() - endedAt.getTime() < FINISHED_VISIBLE_MS;
}
