/**
 * A live server-sent-events stream shared by a page: one EventSource per key, however many
 * components ask for it, closed when the last one unmounts. The mode is 'live' once the stream says
 * so ('open', or an event of the stream's own such as 'ready'), 'polling' while it is down (the
 * screens then fall back to polling); the browser reconnects by itself, with Last-Event-ID, and when
 * it gives up (the server answered an error) a new EventSource is made after RETRY_MS, its address
 * given the last event id seen, so a stream that replays resumes where it was.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

export type LiveMode = 'connecting' | 'live' | 'polling';

const RETRY_MS = 5_000;

export interface LiveStreamSpec {
  /** The stream's address, given the newest event id seen (null at first). */
  url(lastEventId: string | null): string;
  /** The event after which the stream is live: 'open' (the default) or one the server sends. */
  liveOn?: string;
  /** Called each time the stream becomes live (the first connection and every reconnection). */
  onLive?(): void;
  /** What to do with each named event. */
  events: Record<string, (event: MessageEvent<string>) => void>;
}

interface Connection {
  mode: LiveMode;
  refs: number;
  spec: LiveStreamSpec;
  source: EventSource | null;
  lastEventId: string | null;
  retry: ReturnType<typeof setTimeout> | null;
  listeners: Set<() => void>;
}

const connections = new Map<string, Connection>();

function setMode(connection: Connection, mode: LiveMode) {
  if (connection.mode === mode) return;
  connection.mode = mode;
  for (const listener of connection.listeners) listener();
}

function open(key: string, connection: Connection) {
  if (typeof EventSource === 'undefined') return setMode(connection, 'polling');
  const { spec } = connection;
  const source = new EventSource(spec.url(connection.lastEventId));
  connection.source = source;
  source.addEventListener(spec.liveOn ?? 'open', () => {
    setMode(connection, 'live');
    spec.onLive?.();
  });
  for (const [name, handle] of Object.entries(spec.events)) {
    source.addEventListener(name, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) connection.lastEventId = message.lastEventId;
      handle(message);
    });
  }
  source.addEventListener('error', () => {
    setMode(connection, 'polling');
    if (source.readyState !== EventSource.CLOSED) return;
    // The browser gave up (the server answered an error): try again later, resuming where it was.
    source.close();
    connection.retry = setTimeout(() => {
      connection.retry = null;
      if (connections.get(key) === connection) open(key, connection);
    }, RETRY_MS);
  });
}

function acquire(key: string, spec: () => LiveStreamSpec): Connection {
  let connection = connections.get(key);
  if (!connection) {
    connection = {
      mode: 'connecting',
      refs: 0,
      spec: spec(),
      source: null,
      lastEventId: null,
      retry: null,
      listeners: new Set(),
    };
    connections.set(key, connection);
  }
  connection.refs += 1;
  if (connection.refs === 1) open(key, connection);
  return connection;
}

function release(key: string) {
  const connection = connections.get(key);
  if (!connection) return;
  connection.refs -= 1;
  if (connection.refs > 0) return;
  connection.source?.close();
  if (connection.retry) clearTimeout(connection.retry);
  connections.delete(key);
}

const noop = () => undefined;

/**
 * Keeps the stream named `key` open while mounted and answers its mode. `spec` is read when the
 * first component asks for the key, so everything it depends on must be in the key.
 */
export function useLiveStream(key: string, spec: () => LiveStreamSpec): LiveMode {
  const latest = useRef(spec);
  latest.current = spec;
  useEffect(() => {
    acquire(key, () => latest.current());
    return () => release(key);
  }, [key]);
  return useSyncExternalStore(
    (listener) => {
      const connection = connections.get(key);
      if (!connection) return noop;
      connection.listeners.add(listener);
      return () => connection.listeners.delete(listener);
    },
    () => connections.get(key)?.mode ?? 'connecting',
  );
}
