#!/usr/bin/env node
/**
 * How long a 60-item menu takes to save and to load through the API, on the built app (`npm start`
 * on PGlite, or DATABASE_URL when set). A restaurant with option groups (size, add-ons, pizza
 * flavours) saves 60 items one POST at a time, as the 'Cardápio' tab does; then the public menu
 * (`GET /api/restaurants/:id/menu`, every item with its groups and options) is loaded sequentially
 * and under 10 concurrent connections (autocannon). Reports p50/p95 per request and the whole
 * menu's save time, over ROUNDS restaurants, with the floor of the same run (`GET /api/health`, one
 * trivial query) since shared machines are noisy. Writes bench/results/menu-api.json.
 *
 *   node bench/menu-api.mjs            (ROUNDS=3 LOADS=200 CONCURRENT_S=10)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { appEnv, freePort, registerOwner, waitHealthy } from './lib/harness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ITEMS = 60;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LOADS = Number(process.env.LOADS ?? 200);
const CONCURRENT_S = Number(process.env.CONCURRENT_S ?? 10);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms) => Math.round(ms * 10) / 10;
const stats = (samples) => ({
  n: samples.length,
  p50Ms: round(percentile(samples, 50)),
  p95Ms: round(percentile(samples, 95)),
});

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-menu-'));
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: appEnv(port, dataDir),
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitHealthy(base, { child: server });

async function call(method, url, cookie, body) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${url} -> ${response.status}: ${text}`);
  return { ms, json: text ? JSON.parse(text) : undefined, response };
}

async function newRestaurant(n) {
  const { restaurant: json, cookie } = await registerOwner(base, `Bench ${n}`);
  const group = async (body) =>
    (await call('POST', `/api/restaurants/${json.id}/option-groups`, cookie, body)).json.id;
  const size = await group({
    name: 'Tamanho',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [{ name: 'Média' }, { name: 'Grande', price: '12' }],
  });
  const extras = await group({
    name: 'Adicionais',
    maxChoices: 4,
    options: ['Bacon', 'Cheddar', 'Ovo', 'Catupiry'].map((name) => ({ name, price: '4.50' })),
  });
  const flavors = await group({
    name: 'Sabores',
    kind: 'flavors',
    isRequired: true,
    minChoices: 1,
    maxChoices: 2,
    options: ['Calabresa', 'Muçarela', 'Portuguesa', 'Frango'].map((name, i) => ({
      name,
      price: String(i * 3),
    })),
  });
  return { id: json.id, cookie, groups: [[size, flavors], [size, extras], [extras], []] };
}

const saves = [];
const menuSaves = [];
const loads = [];
const ownerLoads = [];
let restaurant;
for (let r = 0; r < ROUNDS; r++) {
  restaurant = await newRestaurant(r);
  const started = performance.now();
  for (let i = 0; i < ITEMS; i++) {
    const { ms } = await call('POST', `/api/restaurants/${restaurant.id}/menu`, restaurant.cookie, {
      name: `Item ${i + 1} do cardápio`,
      description: 'Preparado na hora com ingredientes frescos, servido quente.',
      price: `${20 + (i % 30)},90`,
      category: ['Pizzas', 'Lanches', 'Porções', 'Bebidas', 'Sobremesas', 'Pratos'][i % 6],
      loyaltyPoints: i % 5,
      optionGroupIds: restaurant.groups[i % 4],
    });
    saves.push(ms);
  }
  menuSaves.push(performance.now() - started);
  const menuUrl = `/api/restaurants/${restaurant.id}/menu`;
  for (let i = 0; i < 20; i++) await call('GET', menuUrl); // warm-up, not measured
  for (let i = 0; i < LOADS; i++) {
    const { ms, json } = await call('GET', menuUrl);
    if (json.length !== ITEMS) throw new Error(`menu has ${json.length} items`);
    loads.push(ms);
  }
  for (let i = 0; i < LOADS / 4; i++) ownerLoads.push((await call('GET', menuUrl, restaurant.cookie)).ms);
}

// The floor on this machine in this run: one request doing one trivial query (`select 1`).
const floor = [];
for (let i = 0; i < LOADS; i++) floor.push((await call('GET', '/api/health')).ms);

const concurrent = await autocannon({
  url: `${base}/api/restaurants/${restaurant.id}/menu`,
  connections: 10,
  duration: CONCURRENT_S,
});

const sample = await call('GET', `/api/restaurants/${restaurant.id}/menu`);
const result = {
  name: 'menu-api',
  at: new Date().toISOString(),
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  node: process.version,
  items: ITEMS,
  rounds: ROUNDS,
  menuBytes: Buffer.byteLength(JSON.stringify(sample.json)),
  saveItem: stats(saves),
  saveWholeMenu: stats(menuSaves),
  loadMenu: stats(loads),
  loadMenuAsOwner: stats(ownerLoads),
  floorHealth: stats(floor),
  loadToFloorRatio: round(percentile(loads, 50) / percentile(floor, 50)),
  loadavg: os.loadavg().map((value) => round(value)),
  cpus: os.cpus().length,
  loadMenuConcurrent: {
    connections: 10,
    seconds: CONCURRENT_S,
    requestsPerSecond: Math.round(concurrent.requests.average),
    p50Ms: concurrent.latency.p50,
    p97_5Ms: concurrent.latency.p97_5,
    non2xx: concurrent.non2xx,
  },
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/menu-api.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  [
    `60-item menu on ${result.database}, ${ROUNDS} rounds:`,
    `  save one item (POST)     p50 ${result.saveItem.p50Ms} ms, p95 ${result.saveItem.p95Ms} ms`,
    `  save the whole menu      p50 ${result.saveWholeMenu.p50Ms} ms (60 POSTs in sequence)`,
    `  load the menu (GET)      p50 ${result.loadMenu.p50Ms} ms, p95 ${result.loadMenu.p95Ms} ms (${result.menuBytes} bytes)`,
    `  load as the owner        p50 ${result.loadMenuAsOwner.p50Ms} ms`,
    `  floor (GET /api/health)  p50 ${result.floorHealth.p50Ms} ms: the menu load is ${result.loadToFloorRatio}x the floor`,
    `  machine load average     ${result.loadavg.join(' / ')} on ${result.cpus} CPUs`,
    `  load, 10 connections     p50 ${result.loadMenuConcurrent.p50Ms} ms, ${result.loadMenuConcurrent.requestsPerSecond} req/s`,
  ].join('\n'),
);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
