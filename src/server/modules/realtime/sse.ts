/**
 * A server-sent-events response on the raw socket. The reply is hijacked, so neither compression
 * nor any other onSend hook buffers the stream; a comment line every 20 s keeps proxies and the
 * browser from timing it out, and a client too slow to drain its buffer is cut off (it reconnects
 * with Last-Event-ID and is replayed from the database, so nothing is lost).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting, sent in the stream's `retry:` field. */
export const RETRY_MS = 1_000;
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SseEvent {
  id?: number | string;
  event?: string;
  /** The event's data, serialised here; or `json`, already serialised (shared by many streams). */
  data?: unknown;
  json?: string;
}

export interface SseStream {
  send(event: SseEvent): void;
  /** Resolves once what was sent has mostly left for the client (or the stream closed). */
  drained(): Promise<void>;
  close(): void;
  readonly closed: boolean;
  onClose(listener: () => void): void;
}

export function openSse(request: FastifyRequest, reply: FastifyReply): SseStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // Tells nginx-style proxies not to buffer the stream.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  res.socket?.setNoDelay(true);

  const closeListeners: (() => void)[] = [];
  let closed = false;
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  function finish() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const listener of closeListeners) listener();
  }

  function write(chunk: string) {
    if (closed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      request.log.warn('SSE client too slow; closing its stream');
      stream.close();
      return;
    }
    // Events sent in the same tick (a batch of new orders, a replay) leave in one socket write: a
    // write is a system call, and waking the reader costs more than the event itself; a panel gets
    // up to 50 new orders in one batch (order-announcements.ts).
    if (!res.writableCorked) {
      res.cork();
      process.nextTick(() => res.uncork());
    }
    res.write(chunk);
  }

  request.raw.on('close', finish);
  res.on('close', finish);
  res.on('error', finish);

  const stream: SseStream = {
    send({ id, event, data, json }) {
      let chunk = '';
      if (id !== undefined) chunk += `id: ${id}\n`;
      if (event) chunk += `event: ${event}\n`;
      chunk += `data: ${json ?? JSON.stringify(data)}\n\n`;
      write(chunk);
    },
    drained() {
      if (closed || res.writableLength < MAX_BUFFERED_BYTES / 4) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          res.off('drain', done);
          resolve();
        };
        res.once('drain', done);
        closeListeners.push(done);
      });
    },
    close() {
      if (!closed) res.end();
      finish();
    },
    get closed() {
      return closed;
    },
    onClose(listener) {
      if (closed) listener();
      else closeListeners.push(listener);
    },
  };
  return stream;
}

/** The Last-Event-ID header (or `?lastEventId=` when a new EventSource had to be created). */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return fromQuery;
}
