/**
 * The panel's live connection: one EventSource per restaurant per page, however many components
 * ask for it. Each `order` event is folded into the cached lists and announced on the in-page bus.
 * While the stream is down the mode is 'polling' and the lists fall back to the specification's
 * 5-second poll; the browser reconnects by itself with Last-Event-ID, and when it gives up a new
 * EventSource is made with `?lastEventId=`, so the server replays whatever was missed.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { activeOrdersQueryOptions } from '../api/get-orders';
import { applyOrderToCache, isNewOrder } from '../lib/order-cache';
import { emitKitchenChange, emitOrderChange, type KitchenChange } from '../lib/order-events';
import type { PanelOrder } from '../types';

export type LiveMode = 'connecting' | 'live' | 'polling';

const RETRY_MS = 5_000;

interface Connection {
  mode: LiveMode;
  refs: number;
  source: EventSource | null;
  lastEventId: string | null;
  /** Events held back while the list is being fetched again, applied once it has arrived. */
  held: { order: PanelOrder; isNew: boolean }[] | null;
  retry: ReturnType<typeof setTimeout> | null;
  listeners: Set<() => void>;
}

const connections = new Map<string, Connection>();

function setMode(connection: Connection, mode: LiveMode) {
  if (connection.mode === mode) return;
  connection.mode = mode;
  for (const listener of connection.listeners) listener();
}

function open(restaurantId: string, connection: Connection, queryClient: QueryClient) {
  if (typeof EventSource === 'undefined') return setMode(connection, 'polling');
  const resume = connection.lastEventId ? `?lastEventId=${encodeURIComponent(connection.lastEventId)}` : '';
  const source = new EventSource(
    `/api/restaurants/${encodeURIComponent(restaurantId)}/orders/events${resume}`,
  );
  connection.source = source;
  const activeKey = activeOrdersQueryOptions(restaurantId).queryKey;
  const apply = (order: PanelOrder, isNew: boolean) => {
    applyOrderToCache(queryClient, restaurantId, order);
    emitOrderChange(order, isNew);
  };
  source.addEventListener('open', () => {
    setMode(connection, 'live');
    // Whatever changed while the stream was not open comes with a fresh list. Events arriving
    // meanwhile wait for it, so the older list never overwrites them.
    connection.held = [];
    void queryClient.invalidateQueries({ queryKey: activeKey }).finally(() => {
      const held = connection.held ?? [];
      connection.held = null;
      for (const { order, isNew } of held) apply(order, isNew);
    });
  });
  source.addEventListener('order', (event) => {
    const message = event as MessageEvent<string>;
    if (message.lastEventId) connection.lastEventId = message.lastEventId;
    const order = JSON.parse(message.data) as PanelOrder;
    const isNew = isNewOrder(queryClient.getQueryData(activeKey), order);
    if (connection.held) connection.held.push({ order, isNew });
    else apply(order, isNew);
  });
  // The kitchen display's changes (decision 0047) go to the in-page bus; the displays read again.
  source.addEventListener('kitchen', (event) => {
    emitKitchenChange(JSON.parse((event as MessageEvent<string>).data) as KitchenChange);
  });
  source.addEventListener('error', () => {
    setMode(connection, 'polling');
    if (source.readyState !== EventSource.CLOSED) return;
    // The browser gave up (the server answered an error): try again later, resuming where it was.
    source.close();
    connection.retry = setTimeout(() => {
      connection.retry = null;
      if (connection.refs > 0) open(restaurantId, connection, queryClient);
    }, RETRY_MS);
  });
}

function acquire(restaurantId: string, queryClient: QueryClient): Connection {
  let connection = connections.get(restaurantId);
  if (!connection) {
    connection = {
      mode: 'connecting',
      refs: 0,
      source: null,
      lastEventId: null,
      held: null,
      retry: null,
      listeners: new Set(),
    };
    connections.set(restaurantId, connection);
  }
  connection.refs += 1;
  if (connection.refs === 1) open(restaurantId, connection, queryClient);
  return connection;
}

function release(restaurantId: string) {
  const connection = connections.get(restaurantId);
  if (!connection) return;
  connection.refs -= 1;
  if (connection.refs > 0) return;
  connection.source?.close();
  if (connection.retry) clearTimeout(connection.retry);
  connections.delete(restaurantId);
}

const noop = () => undefined;

/** The live mode of the restaurant's stream, keeping the stream open while mounted. */
export function useLiveOrders(restaurantId: string): LiveMode {
  const queryClient = useQueryClient();
  useEffect(() => {
    acquire(restaurantId, queryClient);
    return () => release(restaurantId);
  }, [restaurantId, queryClient]);
  return useSyncExternalStore(
    (listener) => {
      const connection = connections.get(restaurantId);
      if (!connection) return noop;
      connection.listeners.add(listener);
      return () => connection.listeners.delete(listener);
    },
    () => connections.get(restaurantId)?.mode ?? 'connecting',
  );
}
