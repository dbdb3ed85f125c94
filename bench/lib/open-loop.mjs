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
 */
import http from 'node:http';

/**
 * Sends `rate` requests a second for `durationS` over at most `connections` keep-alive connections.
 * `request(i)` gives request i's `{ path, headers, body }`; `onAnswer(statusCode)` hears each answer
 * as it arrives; `onGivenUp()` each request abandoned (an error or `timeoutMs` without an answer).
 * Resolves, once every request is answered or given up, with autocannon's summary fields.
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
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * durationS);
  const latencies = [];
  /** The slowest answer among the requests due in each 5-second window: a queue shows as a climb. */
  const slowestByWindow = [];
  const statusCodes = {};
  let [sent, settled, errors, timeouts] = [0, 0, 0, 0];
  const start = performance.now();
  let lastAnswerAt = start;

  await new Promise((resolve) => {
    const settle = () => {
      settled += 1;
      if (settled === total) resolve();
    };
    const send = (i) => {
      const due = start + (i * 1000) / rate;
      const { path, headers, body } = request(i);
      let over = false;
      const giveUp = (timedOut) => {
        if (over) return;
        over = true;
        errors += 1;
        if (timedOut) timeouts += 1;
        onGivenUp();
        settle();
      };
      const outgoing = http.request(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => {
            if (over) return;
            over = true;
            lastAnswerAt = performance.now();
            latencies.push(lastAnswerAt - due);
            const window = Math.floor((due - start) / 5000);
            slowestByWindow[window] = Math.max(slowestByWindow[window] ?? 0, Math.round(lastAnswerAt - due));
            statusCodes[answer.statusCode] = (statusCodes[answer.statusCode] ?? 0) + 1;
            if (answer.statusCode >= 400) errors += 1;
            onAnswer(answer.statusCode);
            settle();
          });
        },
      );
      outgoing.on('timeout', () => {
        outgoing.destroy();
        giveUp(true);
      });
      outgoing.on('error', () => giveUp(false));
      outgoing.end(body);
    };
    // Every millisecond or so, send what has fallen due since.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();

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
    p99Ms: percentile(0.99),
    maxMs: percentile(1),
    slowestMsBy5s: Array.from(slowestByWindow, (ms) => ms ?? null),
    errors,
    timeouts,
    statusCodes,
  };
}
