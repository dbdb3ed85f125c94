#!/usr/bin/env node
/**
 * Lighthouse on the public menu, as a diner's phone gets it: a private production build serving
 * /menu/{id} for a restaurant with a banner, a logo and a
 * 60-item menu with a photo each (uploaded through the API, so sized as in production). Lighthouse
 * runs with its default mobile settings (simulated slow 4G, 4x CPU slowdown) RUNS times (default 5)
 * in Chromium (@sparticuz/chromium, or CHROMIUM_PATH); the median of each figure is compared with
 * the targets and everything is written to bench/results/lighthouse-menu.json.
 *
 *   node bench/lighthouse-menu.mjs            (RUNS=5; DEBUG_REQUESTS=1 prints each run's requests,
 *                                             LCP phases and long tasks)
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { createBuilder } from 'vite';
import { buildServer } from '../scripts/build-server.mjs';
import { appEnv, freePort, waitHealthy } from './lib/harness.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 5);
const ITEMS = 60;
const TARGETS = { performance: 95, accessibility: 95, lcpMs: 2000, tbtMs: 100, cls: 0.05 };

/**
 * A private production build (web app, menu renderer, server bundle) in a temporary root, so a
 * rebuild of the shared dist/ by someone else cannot swap the assets under a running measurement.
 */
async function buildPrivateCopy() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'comanda-lighthouse-build-'));
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}\n');
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  cpSync(path.join(ROOT, 'migrations'), path.join(root, 'migrations'), { recursive: true });
  process.env.NODE_ENV = 'production';
  const builder = await createBuilder({
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: path.join(root, 'dist/web'), emptyOutDir: true },
    environments: { ssr: { build: { outDir: path.join(root, 'dist/ssr') } } },
  });
  await builder.buildApp();
  await buildServer(path.join(root, 'dist/server'));
  return root;
}

async function startServer() {
  const root = await buildPrivateCopy();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.cjs')], {
    cwd: root,
    env: appEnv(port, dataDir, { NODE_ENV: 'production' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitHealthy(base, { child });
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A photo-like picture: soft coloured shapes on a gradient, so it compresses like a real photo. */
async function photo(seed, width, height) {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,25%)"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 14 }, (_, i) => `<circle cx="${(seed * 97 + i * 131) % width}" cy="${(seed * 53 + i * 71) % height}" r="${20 + (((seed + i) * 17) % 120)}" fill="hsl(${(hue + i * 25) % 360},65%,${35 + (i % 4) * 10}%)" opacity="0.7"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).blur(3).jpeg({ quality: 85 }).toBuffer();
}

async function seedRestaurant(base) {
  const origin = { origin: base };
  const register = await fetch(`${base}/api/restaurants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({
      name: 'Cantina Lighthouse',
      description: 'Massas frescas, pizzas de longa fermentação e sobremesas da casa.',
      whatsapp: '5511988887777',
      address: 'Rua Augusta, 1500 - Consolação, São Paulo - SP',
      city: 'São Paulo',
      state: 'SP',
      email: `lighthouse-${Date.now()}@exemplo.com.br`,
      password: 'senha-lighthouse-123',
    }),
  });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
  const restaurant = await register.json();
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const headers = { cookie, ...origin };
  const upload = async (route, field, bytes) => {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type: 'image/jpeg' }), `${field}.jpg`);
    const response = await fetch(`${base}/api/upload/${route}`, { method: 'POST', headers, body: form });
    if (!response.ok) throw new Error(`upload ${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const json = async (method, url, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { bannerUrl } = await upload('restaurant', 'banner', await photo(1, 1600, 600));
  const { logoUrl } = await upload('restaurant', 'logo', await photo(2, 400, 400));
  await json('PUT', `/api/restaurants/${restaurant.id}`, {
    name: 'Cantina Lighthouse',
    address: 'Rua Augusta, 1500 - Consolação, São Paulo - SP',
    description: 'Massas frescas, pizzas de longa fermentação e sobremesas da casa.',
    whatsapp: '5511988887777',
    city: 'São Paulo',
    state: 'SP',
    bannerUrl,
    logoUrl,
  });
  const size = await json('POST', `/api/restaurants/${restaurant.id}/option-groups`, {
    name: 'Tamanho',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Individual', price: '0' },
      { name: 'Família', price: '18.00' },
    ],
  });
  const categories = ['Entradas', 'Pizzas', 'Massas', 'Pratos', 'Sobremesas', 'Bebidas'];
  for (let i = 0; i < ITEMS; i++) {
    const { imageUrl } = await upload('menu-item', 'image', await photo(10 + i, 900, 900));
    await json('POST', `/api/restaurants/${restaurant.id}/menu`, {
      name: `${categories[i % categories.length].slice(0, -1)} especial nº ${i + 1}`,
      description: 'Preparado na hora com ingredientes frescos, receita da casa e muito capricho.',
      price: (19.9 + (i % 12) * 3.5).toFixed(2),
      category: categories[Math.floor(i / 10)],
      loyaltyPoints: 1 + (i % 5),
      imageUrl,
      optionGroupIds: i % 10 < 3 ? [size.id] : [],
    });
  }
  return restaurant.id;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const server = await startServer();
  const executablePath =
    process.env.CHROMIUM_PATH || (await (await import('@sparticuz/chromium')).default.executablePath());
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    const restaurantId = await seedRestaurant(server.base);
    const url = `${server.base}/menu/${restaurantId}`;
    // A serving app is warm: its code compiled and its caches filled. Measure that, not a cold start.
    for (let i = 0; i < 10; i++) await (await fetch(url)).text();
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { lhr } = result;
      const scripts = lhr.audits['resource-summary'].details.items.find(
        (item) => item.resourceType === 'script',
      );
      const figures = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
        speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
        scriptTransferBytes: scripts?.transferSize ?? null,
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
          null,
        failedAccessibilityAudits: Object.values(lhr.audits)
          .filter(
            (audit) =>
              lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0,
          )
          .map((audit) => audit.id),
      };
      if (process.env.DEBUG_REQUESTS) {
        console.log(JSON.stringify(lhr.audits['largest-contentful-paint-element'].details.items[1], null, 0));
        console.log(
          'render-blocking',
          JSON.stringify(lhr.audits['render-blocking-resources'].details?.items),
        );
        console.log('metrics', JSON.stringify(lhr.audits.metrics.details.items[0]));
        console.log('long tasks', JSON.stringify(lhr.audits['long-tasks']?.details?.items?.slice(0, 8)));
        for (const item of lhr.audits['network-requests'].details.items.filter((i) =>
          ['Script', 'Image', 'Stylesheet', 'Document'].includes(i.resourceType),
        )) {
          console.log(
            '  ',
            item.url.slice(-40),
            item.transferSize,
            item.resourceSize,
            item.statusCode,
            Math.round(item.networkRequestTime),
            Math.round(item.networkEndTime),
            item.priority,
          );
        }
      }
      runs.push(figures);
      console.log(`run ${run}:`, JSON.stringify(figures));
    }
    const summary = Object.fromEntries(
      [
        'performance',
        'accessibility',
        'fcpMs',
        'lcpMs',
        'tbtMs',
        'cls',
        'speedIndexMs',
        'scriptTransferBytes',
      ].map((key) => [key, median(runs.map((figures) => figures[key]))]),
    );
    const verdict = {
      performance: summary.performance >= TARGETS.performance,
      accessibility: summary.accessibility >= TARGETS.accessibility,
      lcp: summary.lcpMs <= TARGETS.lcpMs,
      tbt: summary.tbtMs <= TARGETS.tbtMs,
      cls: summary.cls <= TARGETS.cls,
    };
    const results = {
      date: new Date().toISOString(),
      url: '/menu/{id} (60 items with photos, banner and logo)',
      settings: 'Lighthouse default mobile: simulated slow 4G, 4x CPU slowdown',
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      chromium: browser.version(),
      node: process.version,
      runs,
      median: summary,
      targets: TARGETS,
      pass: verdict,
    };
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/lighthouse-menu.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log('median:', JSON.stringify(summary));
    console.log('pass:', JSON.stringify(verdict));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
