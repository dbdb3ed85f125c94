#!/usr/bin/env node
/**
 * Two app instances (`scripts/start.mjs`, the production build, with their jobs) on one real
 * PostgreSQL, with requests spread round-robin across them, proving that nothing lives in one
 * process: a session made on one works on the other, a rate limit holds across both, an order
 * posted to one reaches a panel connected to the other through the event stream, a scheduled report
 * is e-mailed once, and an iFood poll imports an order once (against the fake iFood in test/fakes).
 * Writes bench/results/two-instances.json; exits 1 if any proof fails.
 *
 *   node --import tsx bench/two-instances.mjs
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeIfood } from '../test/fakes/ifood.ts';
import { appEnv, freePort, machine, root, startPostgres, waitHealthy, writeResult } from './lib/harness.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startInstance(databaseUrl, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-two-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: appEnv(port, dataDir, { DATABASE_URL: databaseUrl, ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(base, { child });
  return {
    base,
    outbox: () => {
      try {
        return readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const proofs = {};
const prove = (name, ok, details) => {
  proofs[name] = { ok, ...details };
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${JSON.stringify(details)}`);
};

const postgres = await startPostgres();
const fake = await startFakeIfood();
// Every instance shares the secrets (docs/deploy.md): signed cookies and encrypted credentials.
const env = {
  IFOOD_BASE_URL: fake.baseUrl,
  TRUST_PROXY: '1',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};
// One after the other: the first start builds whatever is stale, the second finds it built.
const a = await startInstance(postgres.url, env);
const b = await startInstance(postgres.url, env);
const instances = [a, b];
let turn = 0;
/** Round-robin: each request goes to the next instance. */
async function api(method, url, { cookie, body, headers = {} } = {}) {
  const instance = instances[turn++ % instances.length];
  const response = await fetch(`${instance.base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? JSON.parse(text) : null,
    headers: response.headers,
    via: instance.base,
  };
}
const on = (instance, method, url, options) => {
  turn = instances.indexOf(instance);
  return api(method, url, options);
};

try {
  // 1. A session made on one instance works on the other; logging out on that one ends it on both.
  const tag = Date.now().toString(36);
  const registered = await on(a, 'POST', '/api/restaurants', {
    body: {
      name: `Duas Instâncias ${tag}`,
      whatsapp: '11988887777',
      address: 'Rua Augusta, 500 - São Paulo - SP',
      email: `duas-${tag}@exemplo.com.br`,
      password: 'senha-duas-123',
    },
  });
  const restaurant = registered.json;
  const cookie = registered.headers.get('set-cookie').split(';')[0];
  const meOnB = await on(b, 'GET', '/api/auth/me', { cookie });
  prove('session made on A works on B', meOnB.status === 200 && meOnB.json?.id === restaurant.id, {
    statusOnB: meOnB.status,
  });

  // 2. A rate limit holds across both: wrong passwords alternate between the instances.
  let attempts = 0;
  let firstRefusal = null;
  while (attempts < 40 && !firstRefusal) {
    attempts += 1;
    const answer = await api('POST', '/api/auth/login', {
      body: { email: `duas-${tag}@exemplo.com.br`, password: 'senha-errada-1' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    if (answer.status === 429) firstRefusal = answer.via;
  }
  const otherRefuses = await api('POST', '/api/auth/login', {
    body: { email: `duas-${tag}@exemplo.com.br`, password: 'senha-duas-123' },
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  prove(
    'login throttling holds across both instances',
    Boolean(firstRefusal) && otherRefuses.status === 429,
    {
      refusedAfterAttempts: attempts,
      thenTheOtherInstanceAnswered: otherRefuses.status,
    },
  );

  // 3. An order posted to A reaches a panel streaming from B.
  const item = (
    await on(a, 'POST', `/api/restaurants/${restaurant.id}/menu`, {
      cookie,
      body: { name: 'Pastel de feira', price: '12,00', category: 'Pastéis' },
    })
  ).json;
  let seen = '';
  const received = new Promise((resolve, reject) => {
    const request = http.get(
      `${b.base}/api/restaurants/${restaurant.id}/orders/events`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          buffer += chunk;
          seen = `${response.statusCode} ${buffer}`;
          if (buffer.includes(`Maria ${tag}`)) {
            request.destroy();
            resolve(performance.now());
          }
        });
      },
    );
    request.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    setTimeout(() => reject(new Error(`no event on B within 15 s: ${seen.slice(0, 300)}`)), 15_000).unref();
  });
  await sleep(500); // the stream is open before the order is posted
  const postedAt = performance.now();
  const order = await on(a, 'POST', '/api/orders', {
    headers: { 'idempotency-key': `duas-${tag}` },
    body: {
      restaurantId: restaurant.id,
      customerName: `Maria ${tag}`,
      customerPhone: '11977776666',
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId: item.id, quantity: 2 }],
    },
  });
  const arrivedAt = await received.catch((error) => {
    console.error(error.message);
    return null;
  });
  prove('an order posted to A reaches a panel on B', order.status === 201 && arrivedAt !== null, {
    orderStatus: order.status,
    eventLatencyMs: arrivedAt ? Math.round(arrivedAt - postedAt) : null,
  });

  // 4. An iFood poll imports an order once, though both instances run the poller.
  const connected = await api('POST', `/api/restaurants/${restaurant.id}/integrations`, {
    cookie,
    body: {
      platform: 'ifood',
      credentials: { apiKey: fake.clientId, secretKey: fake.clientSecret, merchantId: `merchant-${tag}` },
    },
  });
  const externalId = fake.createOrder(`merchant-${tag}`, {
    customerName: 'Cliente iFood',
    items: [{ name: 'Pastel de feira', quantity: 1, unitPrice: 14 }],
  });
  const placed = fake.pushEvent(`merchant-${tag}`, externalId, 'PLC');
  const importedOnce = async () => {
    const list = await api('GET', `/api/restaurants/${restaurant.id}/orders?view=active`, { cookie });
    if (list.status !== 200) throw new Error(`orders list: ${list.status} ${JSON.stringify(list.json)}`);
    return list.json.filter((candidate) => candidate.externalOrderId === externalId).length;
  };
  const pollStarted = Date.now();
  while ((await importedOnce()) === 0 && Date.now() - pollStarted < 60_000) await sleep(500);
  await sleep(12_000); // two more ticks of each instance: nothing may be imported twice
  const copies = await importedOnce();
  const acks = fake.acknowledged.filter((id) => id === placed.id).length;
  prove(
    'an iFood order is imported and acknowledged once',
    connected.status === 201 && copies === 1 && acks === 1,
    {
      copies,
      acknowledgements: acks,
      importSeconds: Math.round((Date.now() - pollStarted) / 100) / 10,
    },
  );

  // 5. A scheduled report falls due while both instances run the job (each ticks every minute and
  // writes .eml files to its own outbox): it is e-mailed once.
  const template = await api('POST', `/api/restaurants/${restaurant.id}/report-templates`, {
    cookie,
    body: { name: 'Vendas do dia', reportType: 'sales', description: 'Enviado pelas duas instâncias' },
  });
  const schedule = await api('POST', `/api/restaurants/${restaurant.id}/scheduled-reports`, {
    cookie,
    body: {
      templateId: template.json?.id,
      name: 'Todo dia',
      frequency: 'daily',
      emailTo: ['dono@exemplo.com.br'],
    },
  });
  // Due now rather than tomorrow morning: the one write this script makes behind the API.
  const database = new pg.Client({ connectionString: postgres.url });
  await database.connect();
  await database.query('UPDATE scheduled_reports SET next_run = now() WHERE id = $1', [schedule.json?.id]);
  await database.end();
  const mailStarted = Date.now();
  const sent = () => a.outbox().length + b.outbox().length;
  while (sent() === 0 && Date.now() - mailStarted < 90_000) await sleep(1000);
  await sleep(65_000); // another minute: both instances tick again
  prove('a scheduled report is e-mailed once', schedule.status === 201 && sent() === 1, {
    templateStatus: template.status,
    scheduleStatus: schedule.status,
    messages: sent(),
  });
} finally {
  await a.stop();
  await b.stop();
  await fake.close();
  await postgres.stop();
}

writeResult('two-instances', { name: 'two-instances', at: new Date().toISOString(), ...machine(), proofs });
process.exit(Object.values(proofs).every((proof) => proof.ok) ? 0 : 1);
