/**
 * Open-loop load: request i is due at start + i / RATE, whatever became of the others, as diners
 * each send their own order without waiting for anyone else's answer. A request's latency runs
 * from the moment it was due, so a request that had to wait for a free connection, or was sent late
 * because the machine was busy, counts its wait (no coordinated omission).
 *
 * Why not autocannon's `overallRate` here: autocannon limits each connection to RATE/CONNECTIONS
 * requests per second and lets it send them back to back, as fast as answers come, at the start of
 * every second. At 1,000/s over 100 connections each second begins with 100 requests at once and
 * a closed loop until the second's share is sent, so its latency is that of a burst, not of a steady
 * 1,000/s. Its coordinated-omission correction then adds a synthetic sample for every millisecond
 * of each answer's latency (`Math.ceil(1 / rate)` with a rate per connection of 10/s gives an
 * expected interval of 1 ms), which moves its percentiles again. autocannon stays for the floors,
 * which are measured at full speed, where a closed loop is the point.
 *
 * Why plain sockets and not `node:http`: the diners' phones are not on the server's machine, but
 * here the load runs on the same two cores as the app and PostgreSQL, so every millisecond the
 * client spends is taken from the server. `http.request` cost 0.43–0.66 ms of CPU per order (an
 * outgoing message, its header checks, a parser and half a dozen events each); this client writes
 * each request as one prepared buffer on a keep-alive socket and reads back only the status line,
 * the length and the body's end (about 0.1 ms). The server sees the same HTTP/1.1 requests.
 *
 * A body ends at its Content-Length or, for a chunked answer (a compressed stream), at its last
 * chunk; the answers are counted by Content-Encoding (`encodings`), so a run shows what the client
 * was sent. The headers are the caller's: the orders bench sends a phone browser's.
 */
import net from 'node:net';

/**
 * Sends `rate` requests a second for `durationS` over at most `connections` keep-alive connections,
 * one request in flight on each. `request(i)` gives request i's `{ path, headers, body }`;
 * `onAnswer(statusCode)` hears each answer as it arrives; `onGivenUp()` each request abandoned (a
 * broken connection or `timeoutMs` without an answer). Resolves, once every request is answered or
 * given up, with autocannon's summary fields and the client's own CPU per request.
 */
export async function openLoop({
  url,
  rate,
  durationS,
  connections,
  request,
  onAnswer = () => {},
  onGivenUp = () => {},
  timeoutMs = 10_000,
}) {
  const { hostname, port, host } = new URL(url);
  const total = Math.round(rate * durationS);
  const latencies = [];
  /** The slowest answer among the requests due in each 5-second window: a queue shows as a climb. */
  const slowestByWindow = [];
  const statusCodes = {};
  /** The answers by Content-Encoding (`identity`: none), to show what the client was sent. */
  const encodings = {};
  let [sent, settled, errors, timeouts] = [0, 0, 0, 0];
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  let lastAnswerAt = start;
  /** Requests due and not yet sent, for want of a free connection. */
  const waiting = [];
  const idle = [];
  const all = new Set();

  const encode = (i) => {
    const { path, headers, body } = request(i);
    const bytes = Buffer.from(body);
    let head = `POST ${path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\ncontent-length: ${bytes.length}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    return Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), bytes]);
  };

  await new Promise((resolve) => {
    const settle = () => {
      settled += 1;
      if (settled === total) resolve();
    };

    /** One keep-alive connection carrying one request at a time. */
    const open = () => {
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      // bodyLeft: bytes of a content-length body still to come (-1: reading the head). chunked: in a
      // chunked body, the bytes of the current chunk still to come (data and its CRLF), or -1 while
      // reading a chunk-size line (its partial text in `line`).
      const connection = { socket, current: null, pending: null, bodyLeft: -1, chunked: null };
      all.add(connection);
      const finish = (statusCode) => {
        const { i } = connection.current;
        connection.current = null;
        connection.pending = null;
        connection.bodyLeft = -1;
        connection.chunked = null;
        const due = start + (i * 1000) / rate;
        lastAnswerAt = performance.now();
        latencies.push(lastAnswerAt - due);
        const window = Math.floor((due - start) / 5000);
        slowestByWindow[window] = Math.max(slowestByWindow[window] ?? 0, Math.round(lastAnswerAt - due));
        statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
        if (statusCode >= 400) errors += 1;
        onAnswer(statusCode);
        settle();
        next(connection);
      };
      /** Reads a chunked body from `data` at `offset`; true once its last (empty) chunk has ended. */
      const readChunks = (data, offset) => {
        const state = connection.chunked;
        let at = offset;
        while (at < data.length) {
          if (state.left > 0) {
            const take = Math.min(state.left, data.length - at);
            state.left -= take;
            at += take;
            continue;
          }
          const end = data.indexOf(10, at); // '\n'
          if (end < 0) {
            state.line += data.toString('latin1', at);
            return false;
          }
          const line = (state.line + data.toString('latin1', at, end)).trim();
          state.line = '';
          at = end + 1;
          if (state.last) {
            // The empty line after the last chunk (this client never asks for trailers).
            if (line === '') return true;
            continue;
          }
          const size = Number.parseInt(line, 16);
          if (size === 0) state.last = true;
          else state.left = size + 2; // the data and its CRLF
        }
        return false;
      };
      socket.on('data', (chunk) => {
        if (!connection.current) return;
        if (connection.chunked) {
          if (readChunks(chunk, 0)) finish(connection.current.statusCode);
          return;
        }
        if (connection.bodyLeft >= 0) {
          connection.bodyLeft -= chunk.length;
          if (connection.bodyLeft <= 0) finish(connection.current.statusCode);
          return;
        }
        const data = connection.pending ? Buffer.concat([connection.pending, chunk]) : chunk;
        const headEnd = data.indexOf('\r\n\r\n');
        if (headEnd < 0) {
          connection.pending = data;
          return;
        }
        const head = data.toString('latin1', 0, headEnd);
        const statusCode = Number(head.slice(9, 12));
        connection.current.statusCode = statusCode;
        const encoding = /\r\ncontent-encoding: *([^\r]+)/i.exec(head)?.[1] ?? 'identity';
        encodings[encoding] = (encodings[encoding] ?? 0) + 1;
        if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
          connection.chunked = { left: 0, line: '', last: false };
          if (readChunks(data, headEnd + 4)) finish(statusCode);
          return;
        }
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        if (!length) throw new Error(`an answer with neither a length nor chunks: ${head}`);
        connection.bodyLeft = Number(length[1]) - (data.length - headEnd - 4);
        if (connection.bodyLeft <= 0) finish(statusCode);
      });
      const broken = () => {
        all.delete(connection);
        const index = idle.indexOf(connection);
        if (index >= 0) idle.splice(index, 1);
        if (connection.current) {
          connection.current = null;
          giveUp(false);
        }
        if (settled < total) next(open());
      };
      socket.on('error', () => {});
      socket.on('close', broken);
      return connection;
    };
    const giveUp = (timedOut) => {
      errors += 1;
      if (timedOut) timeouts += 1;
      onGivenUp();
      settle();
    };
    /** Hands a free connection the oldest request due, or leaves it idle. */
    const next = (connection) => {
      const i = waiting.shift();
      if (i === undefined) {
        idle.push(connection);
        return;
      }
      connection.current = { i, sentAt: performance.now(), statusCode: 0 };
      connection.socket.write(encode(i));
    };
    const opened = Math.min(connections, total);
    for (let c = 0; c < opened; c++) idle.push(open());

    // Every millisecond or so, send what has fallen due since.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        waiting.push(sent++);
        const connection = idle.pop();
        if (connection) next(connection);
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
    // A request unanswered for timeoutMs is given up and its connection closed (and replaced).
    const watchdog = setInterval(() => {
      const now = performance.now();
      for (const connection of all) {
        if (connection.current && now - connection.current.sentAt > timeoutMs) {
          connection.current = null;
          giveUp(true);
          connection.socket.destroy();
        }
      }
      if (settled >= total) clearInterval(watchdog);
    }, 100);
  });
  for (const { socket } of all) socket.destroy();
  const cpu = process.cpuUsage(cpuBefore);

  latencies.sort((a, b) => a - b);
  const percentile = (p) =>
    latencies.length === 0
      ? null
      : Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  const answered = Object.entries(statusCodes)
    .filter(([code]) => Number(code) < 400)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    // Answered orders over the time from the first request to the last answer: below the offered
    // rate as soon as the server falls behind it.
    ordersPerSecond: Math.round(answered / ((lastAnswerAt - start) / 1000)),
    total: answered,
    offered: total,
    p50Ms: percentile(0.5),
    p95Ms: percentile(0.95),
    p99Ms: percentile(0.99),
    maxMs: percentile(1),
    slowestMsBy5s: Array.from(slowestByWindow, (ms) => ms ?? null),
    errors,
    timeouts,
    statusCodes,
    encodings,
    // The load's own CPU (this process, the bench's other work included), per request sent.
    clientCpuMsPerRequest: Math.round(((cpu.user + cpu.system) / 1000 / total) * 100) / 100,
  };
}
