#!/usr/bin/env node
/**
 * The menu API under load against its floor, on a real PostgreSQL: `GET /api/restaurants/:id/menu`
 * (a 60-item menu with option groups) and the same server answering the same bytes pre-serialised
 * (`/bench/menu-floor/:id`), each for DURATION_S at CONNECTIONS connections with a phone's
 * Accept-Encoding, alternated twice (floor, menu, floor, menu) so machine noise hits both. Targets:
 * throughput ≥ 70% of the floor, p99 ≤ 50 ms at 50 connections, 0 errors. Also checks the ETag/304,
 * the compression, and that an edit shows on the next request. Writes bench/results/menu-throughput.json.
 *
 *   node bench/menu-throughput.mjs         (CONNECTIONS=50 DURATION_S=15)
 */
import http from 'node:http';
import autocannon from 'autocannon';
import {
  machine,
  ratio,
  seedMenuRestaurant,
  startBenchServer,
  startPostgres,
  writeResult,
} from './lib/harness.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.DURATION_S ?? 15);
const PHONE_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** The size on the wire: fetch would decode, so read the raw response. */
const encodedBytes = (url, encoding) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });

const postgres = await startPostgres();
const server = await startBenchServer(postgres.url);
try {
  const restaurant = await seedMenuRestaurant(server.base);
  const menuUrl = `${server.base}/api/restaurants/${restaurant.id}/menu`;
  const floorUrl = `${server.base}/bench/menu-floor/${restaurant.id}`;

  // Correctness first: compressed, ETag then 304, and an edit visible to the next request.
  const first = await fetch(menuUrl, { headers: PHONE_ENCODING });
  const body = await first.text();
  const etag = first.headers.get('etag');
  const revalidated = await fetch(menuUrl, { headers: { ...PHONE_ENCODING, 'if-none-match': etag } });
  await restaurant.call(
    'PATCH',
    `/api/restaurants/${restaurant.id}/menu/${restaurant.items[0].id}`,
    restaurant.cookie,
    {
      name: 'Item editado agora',
    },
  );
  const afterEdit = await fetch(menuUrl, { headers: { ...PHONE_ENCODING, 'if-none-match': etag } });
  const editVisible = afterEdit.status === 200 && (await afterEdit.text()).includes('Item editado agora');
  const sizes = { jsonBytes: Buffer.byteLength(body), brotliBytes: await encodedBytes(menuUrl, 'br') };
  await fetch(floorUrl, { headers: PHONE_ENCODING }); // the floor captures the (edited) menu once

  const run = async (url) => {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: PHONE_ENCODING,
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      // autocannon's `errors` already counts the timeouts.
      errors: result.errors + result.non2xx,
    };
  };
  await autocannon({ url: menuUrl, connections: 10, duration: 3, headers: PHONE_ENCODING }); // warm-up
  const floor1 = await run(floorUrl);
  const menu1 = await run(menuUrl);
  const floor2 = await run(floorUrl);
  const menu2 = await run(menuUrl);
  const rps = (a, b) => Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2);
  const result = {
    name: 'menu-throughput',
    at: new Date().toISOString(),
    database: 'postgres',
    ...machine(),
    connections: CONNECTIONS,
    durationS: DURATION_S,
    acceptEncoding: PHONE_ENCODING['accept-encoding'],
    ...sizes,
    contentEncoding: first.headers.get('content-encoding'),
    etag: Boolean(etag),
    revalidationStatus: revalidated.status,
    editVisibleToNextRequest: editVisible,
    floor: { runs: [floor1, floor2], requestsPerSecond: rps(floor1, floor2) },
    menu: { runs: [menu1, menu2], requestsPerSecond: rps(menu1, menu2) },
    throughputRatio: ratio(rps(menu1, menu2), rps(floor1, floor2)),
    menuP99Ms: Math.max(menu1.p99Ms, menu2.p99Ms),
    menuErrors: menu1.errors + menu2.errors,
  };
  writeResult('menu-throughput', result);
  console.log(
    [
      `Menu API, 60 items, ${CONNECTIONS} connections, ${DURATION_S} s x 2, PostgreSQL:`,
      `  floor (same bytes, no work)  ${result.floor.requestsPerSecond} req/s`,
      `  GET /api/.../menu            ${result.menu.requestsPerSecond} req/s, p99 ${result.menuP99Ms} ms, ${result.menuErrors} errors`,
      `  ratio to the floor           ${result.throughputRatio} (target >= 0.70)`,
      `  ${sizes.jsonBytes} bytes of JSON, ${sizes.brotliBytes} as brotli; ETag ${result.etag}, revalidation ${result.revalidationStatus}, edit visible ${editVisible}`,
      `  load average ${result.loadavg.join(' / ')} on ${result.cpus} CPUs`,
    ].join('\n'),
  );
} finally {
  await server.stop();
  await postgres.stop();
}
