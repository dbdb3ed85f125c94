/**
 * The panel's real-time stream (`/api/restaurants/{id}/orders/events`) shared by every screen that
 * follows a kind of event on it: one EventSource per restaurant however many hooks ask (a browser
 * opens only six connections per server on HTTP/1.1, and the orders panel has a stream of its own),
 * closed when the last one unmounts. Each hook names the events it wants (`bill`, `table-call`,
 * `print-job`, `receipt`…) and its handlers are the latest it rendered with. The browser reconnects
 * by itself; the screens poll to cover a stream that is down, and read their lists again on an event.
 */
import { useEffect, useRef } from 'react';

export type PanelEventHandlers = Record<string, (event: MessageEvent<string>) => void>;

interface Subscriber {
  handlers: { current: PanelEventHandlers };
}

interface Shared {
  source: EventSource;
  subscribers: Set<Subscriber>;
  listening: Set<string>;
}

const shared = new Map<string, Shared>();

export const panelEventsUrl = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/orders/events`;

function listen(connection: Shared, names: string[]) {
  for (const name of names) {
    if (connection.listening.has(name)) continue;
    connection.listening.add(name);
    connection.source.addEventListener(name, (event) => {
      for (const subscriber of [...connection.subscribers])
        subscriber.handlers.current[name]?.(event as MessageEvent<string>);
    });
  }
}

function acquire(restaurantId: string, subscriber: Subscriber) {
  let connection = shared.get(restaurantId);
  if (!connection) {
    connection = {
      source: new EventSource(panelEventsUrl(restaurantId)),
      subscribers: new Set(),
      listening: new Set(),
    };
    shared.set(restaurantId, connection);
  }
  connection.subscribers.add(subscriber);
  listen(connection, Object.keys(subscriber.handlers.current));
}

function release(restaurantId: string, subscriber: Subscriber) {
  const connection = shared.get(restaurantId);
  if (!connection) return;
  connection.subscribers.delete(subscriber);
  if (connection.subscribers.size > 0) return;
  connection.source.close();
  shared.delete(restaurantId);
}

/**
 * Follows the named events of the restaurant's panel stream while mounted (and `enabled`). The
 * event names are read when the hook connects; the handlers are always the latest rendered.
 */
export function usePanelEvents(restaurantId: string, handlers: PanelEventHandlers, enabled = true) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (!enabled || !names || typeof EventSource === 'undefined') return;
    const subscriber: Subscriber = { handlers: latest };
    acquire(restaurantId, subscriber);
    return () => release(restaurantId, subscriber);
  }, [restaurantId, enabled, names]);
}
